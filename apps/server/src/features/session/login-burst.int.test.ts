import { endpointPath, ErrorResponseSchema, messages, sessionEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, demoPassword, type TestApp } from '../../test/test-app.js';

/**
 * Issue 30 §9: under a burst, logins queued on the thread pool without bound (scrypt at OWASP's cost, 128 MiB and
 * a few hundred milliseconds each), and some never answered. Here 200 logins arrive at once, each from its own
 * address (so the per-address limit lets them all through), with the production cost of a hash: every one must be
 * answered within 10 s, with success, a refusal of the credentials, or 429/503 saying when to try again.
 */
let testApp: TestApp;
beforeAll(async () => {
  // Unknown user ids are checked against a hash at the configured cost, so each of them costs a full scrypt.
  testApp = await createTestApp({ env: { SCRYPT_LOG_N: '17' } });
});
afterAll(() => testApp.close());

describe('200 logins at once', () => {
  it('each gets an answer within 10 s: success, refusal, or busy with Retry-After', async () => {
    const started = performance.now();
    const attempts = Array.from({ length: 200 }, async (_, index) => {
      const isKnown = index % 10 === 0;
      const response = await testApp.app.inject({
        method: 'POST',
        url: `/api${endpointPath(sessionEndpoints.login)}`,
        remoteAddress: `127.0.${index >> 8}.${index & 255}`,
        payload: { LoginRequest: { UserName: isKnown ? 'provider@example.com' : `nobody-${index}@example.com`, Password: demoPassword } },
      });
      return { response, isKnown, seconds: (performance.now() - started) / 1000 };
    });
    const answers = await Promise.all(attempts);

    const slowest = Math.max(...answers.map((answer) => answer.seconds));
    expect(slowest).toBeLessThan(10);
    for (const { response } of answers) {
      expect([200, 401, 429, 503]).toContain(response.statusCode);
      if (response.statusCode === 429 || response.statusCode === 503) expect(Number(response.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const busy = answers.filter(({ response }) => response.statusCode === 503);
    for (const { response } of busy) expect(ErrorResponseSchema.parse(response.json())).toEqual({ code: 'UNAVAILABLE', message: messages.generic.busy });
    // Work was done, not only refused: some known users got in.
    expect(
      answers.filter(({ isKnown, response }) => isKnown && response.statusCode === 200 && response.json<{ token?: unknown }>().token).length,
    ).toBeGreaterThan(0);
  }, 60_000);

  it('answers the next login at once once the burst is over', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(sessionEndpoints.login)}`,
      payload: { LoginRequest: { UserName: 'provider@example.com', Password: demoPassword } },
    });
    expect(response.statusCode).toBe(200);
  });
});
