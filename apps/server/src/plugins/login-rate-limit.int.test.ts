import { ErrorResponseSchema, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitCounters } from '../db/schema.js';
import { createTestApp, type TestApp } from '../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '3' } });
});
afterAll(() => testApp.close());

const attempt = (url: string, payload: object, remoteAddress = '203.0.113.7') => testApp.app.inject({ method: 'POST', url, payload, remoteAddress });

describe('login rate limit', () => {
  it('answers 429 RATE_LIMITED after the limit, across both login routes, per client address', async () => {
    const wrong = { LoginRequest: { UserName: 'provider@example.com', Password: 'Wrong-pass-1' } };
    expect((await attempt('/api/account/login/', wrong)).statusCode).toBe(200);
    expect((await attempt('/api/admin/login/', { Username: 'admin@example.com', Password: 'Wrong-pass-1' })).statusCode).toBe(200);
    expect((await attempt('/api/account/login/', wrong)).statusCode).toBe(200);
    const limited = await attempt('/api/account/login/', wrong);
    expect(limited.statusCode).toBe(429);
    expect(ErrorResponseSchema.parse(limited.json())).toEqual({ code: 'RATE_LIMITED', message: messages.login.tooManyRequests });
    expect(limited.headers['x-content-type-options']).toBe('nosniff');

    // Another address has its own counter.
    expect((await attempt('/api/account/login/', wrong, '198.51.100.9')).statusCode).toBe(200);
    const counters = await testApp.database.db.select().from(rateLimitCounters);
    expect(counters.find((row) => row.key === 'login:203.0.113.7')?.count).toBe(4);
  });

  it('leaves other routes alone', async () => {
    for (let index = 0; index < 5; index++) {
      const response = await testApp.app.inject({ method: 'GET', url: '/api/settings/', remoteAddress: '203.0.113.7' });
      expect(response.statusCode).toBe(200);
    }
  });
});
