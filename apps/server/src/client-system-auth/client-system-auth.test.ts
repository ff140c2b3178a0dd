import { describe, expect, it } from 'vitest';
import { isRegisteredEndpoint } from './client-system-auth.js';

const actor = (...endpointUrls: string[]) => ({ endpointUrls });

describe('isRegisteredEndpoint', () => {
  it('accepts a URL under a registered one: same scheme, host, port, and path prefix', () => {
    const ehr = actor('https://ehr.example.com/notify/');
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/notify/')).toBe(true);
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/notify/pas?x=1')).toBe(true);
    expect(isRegisteredEndpoint(ehr, 'http://ehr.example.com/notify/')).toBe(false);
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com:8443/notify/')).toBe(false);
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com.evil.test/notify/')).toBe(false);
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/other')).toBe(false);
    expect(isRegisteredEndpoint(ehr, 'https://user:pw@ehr.example.com/notify/')).toBe(false);
    expect(isRegisteredEndpoint(ehr, 'not a url')).toBe(false);
    // Encoded path separators that a server decoding them would follow out of the registered path.
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/notify/..%2Fadmin')).toBe(false);
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/notify/%2e%2e/admin')).toBe(false);
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/notify/a%5C..%5Cadmin')).toBe(false);
  });

  it('matches a path without trailing slash at a segment boundary only', () => {
    const ehr = actor('https://ehr.example.com/hooks');
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/hooks')).toBe(true);
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/hooks/a')).toBe(true);
    expect(isRegisteredEndpoint(ehr, 'https://ehr.example.com/hooksevil')).toBe(false);
  });

  it('takes any port of a loopback host registered without one, and only then', () => {
    const sandbox = actor('http://127.0.0.1/', 'http://localhost/');
    expect(isRegisteredEndpoint(sandbox, 'http://127.0.0.1:43117/notify')).toBe(true);
    expect(isRegisteredEndpoint(sandbox, 'http://localhost:9000/')).toBe(true);
    expect(isRegisteredEndpoint(sandbox, 'https://127.0.0.1:9000/')).toBe(false);
    expect(isRegisteredEndpoint(actor('http://127.0.0.1:8080/'), 'http://127.0.0.1:9000/')).toBe(false);
    expect(isRegisteredEndpoint(actor('http://ehr.example.com/'), 'http://ehr.example.com:9000/')).toBe(false);
  });
});
