import { access, contentEndpoints, sessionEndpoints, settingsEndpoints } from '@portal/contracts';
import { describe, expect, it } from 'vitest';

// The web build leaves the endpoints' schemas out of the browser's copy of contracts (vite.config.ts), so that the
// Login page, whose calls are all endpoints, ships no zod.
describe('an endpoint in the browser', () => {
  it('keeps its method, path and access but none of its schemas', () => {
    expect(sessionEndpoints.login).toEqual({ method: 'POST', path: '/account/login/', access: access.public, tag: 'session' });
    for (const endpoint of [sessionEndpoints.handshake, settingsEndpoints.settings, contentEndpoints.resource, contentEndpoints.feedbackTracking]) {
      expect(endpoint).not.toHaveProperty('params');
      expect(endpoint).not.toHaveProperty('body');
      expect(endpoint).not.toHaveProperty('response');
    }
  });

  it('keeps what it answers when that is not JSON (a file)', () => {
    expect(contentEndpoints.networkDocument.response).toBe('file');
  });
});
