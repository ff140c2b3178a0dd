import { ErrorResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, sessions, trackingEvents } from '../db/schema.js';
import { countRows } from '../test/count-rows.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp();
});
afterAll(() => testApp.close());

async function rowCounts() {
  const { db } = testApp.database;
  return Promise.all([accounts, sessions, auditLog, trackingEvents].map((table) => countRows(db, table)));
}

const loginWith = (payload: string, contentType = 'application/json') =>
  testApp.app.inject({ method: 'POST', url: '/api/account/login/', payload, headers: { 'content-type': contentType } });

describe('bad input', () => {
  const cases: Array<[string, () => ReturnType<typeof loginWith>, RegExp]> = [
    ['malformed JSON', () => loginWith('{"LoginRequest": {'), /not valid JSON/],
    ['a wrong content type', () => loginWith('<x/>', 'application/xml'), /content type/],
    ['missing fields', () => loginWith(JSON.stringify({ LoginRequest: { UserName: 'provider@example.com' } })), /Password/],
    [
      'a user id that is no e-mail',
      () => loginWith(JSON.stringify({ LoginRequest: { UserName: 'provider', Password: 'x' } })),
      /UserName: Invalid email address/,
    ],
    ['an over-long password', () => loginWith(JSON.stringify({ LoginRequest: { UserName: 'provider@example.com', Password: 'p'.repeat(51) } })), /Password/],
    ['no body at all', () => testApp.app.inject({ method: 'POST', url: '/api/account/login/' }), /body|LoginRequest/],
    ['a bad path parameter', () => testApp.app.inject({ method: 'POST', url: '/api/tracking/bad%20action!/' }), /action/],
    ['a bad resource key', () => testApp.app.inject({ method: 'GET', url: '/api/resource/%3Cscript%3E/' }), /key/],
  ];

  it.each(cases)('answers 400 ErrorResponse to %s and changes nothing', async (_name, send, message) => {
    const before = await rowCounts();
    const response = await send();
    expect(response.statusCode).toBe(400);
    const body = ErrorResponseSchema.parse(response.json());
    expect(body.code).toBe('VALIDATION');
    expect(body.message).toMatch(message);
    expect(await rowCounts()).toEqual(before);
  });

  it('keys field errors by the field path', async () => {
    const response = await loginWith(JSON.stringify({ LoginRequest: { UserName: 'nope', Password: '' } }));
    const body = ErrorResponseSchema.parse(response.json());
    expect(Object.keys(body.fieldErrors ?? {}).sort()).toEqual(['LoginRequest.Password', 'LoginRequest.UserName']);
  });

  it('answers 413 to a body over 1 MiB', async () => {
    const response = await loginWith(JSON.stringify({ padding: 'x'.repeat(1024 * 1024 + 10) }));
    expect(response.statusCode).toBe(413);
    expect(ErrorResponseSchema.parse(response.json()).code).toBe('VALIDATION');
  });
});

describe('unknown API paths', () => {
  it('answer a JSON 404 ErrorResponse', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/no-such-thing/' });
    expect(response.statusCode).toBe(404);
    expect(ErrorResponseSchema.parse(response.json()).code).toBe('NOT_FOUND');
  });
});

describe('headers', () => {
  const expectSecurityHeaders = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).toContain("script-src 'self'");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['x-frame-options']).toBe('DENY');
  };

  it('are on API answers, errors and 404s, with no-store caching', async () => {
    for (const response of [
      await testApp.app.inject({ method: 'GET', url: '/api/settings/' }),
      await testApp.app.inject({ method: 'GET', url: '/api/account/handshake/' }),
      await testApp.app.inject({ method: 'GET', url: '/api/unknown' }),
      await loginWith('{'),
    ]) {
      expectSecurityHeaders(response.headers);
      expect(response.headers['cache-control']).toBe('no-store');
    }
  });

  it('are on non-API 404s too', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/home' });
    expect(response.statusCode).toBe(404);
    expectSecurityHeaders(response.headers);
  });
});

describe('trailing slashes', () => {
  it('are optional on API paths', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(200);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/settings/' })).statusCode).toBe(200);
  });
});

describe('the bench route', () => {
  it('does not exist unless EXPOSE_BENCH_ROUTE is set', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/api/bench/bare' })).statusCode).toBe(404);
  });
});
