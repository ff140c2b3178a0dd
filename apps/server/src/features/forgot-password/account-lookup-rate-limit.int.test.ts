import { type Endpoint, endpointPath, ErrorResponseSchema, forgotPasswordEndpoints, messages, registrationEndpoints, unlockEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

/**
 * The anonymous calls that tell whether an account exists share the login's per-address limit (the route adds it to
 * its endpoint). Bad input is counted too, as every request is: so an empty body exercises the limit without
 * opening a flow.
 */
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOGIN_RATE_LIMIT_PER_MINUTE: '2' } });
});
afterAll(() => testApp.close());

const send = (endpoint: Endpoint, remoteAddress: string) =>
  testApp.app.inject({ method: 'POST', url: `/api${endpointPath(endpoint, { helperId: 'x'.repeat(43) })}`, payload: {}, remoteAddress });

const limited: Array<[string, Endpoint]> = [
  ['the registration e-mail check', registrationEndpoints.emailCheck],
  ['the registration start', registrationEndpoints.begin],
  ['the forgot password look-up', forgotPasswordEndpoints.info],
  ['the forgot password answer', forgotPasswordEndpoints.submitAnswer],
  ['the unlock look-up', unlockEndpoints.begin],
  ['the unlock answer', unlockEndpoints.submitAnswer],
];

describe('account look-up rate limit', () => {
  it.each(limited.map(([name, endpoint], index) => [name, endpoint, `203.0.113.${index + 1}`] as const))(
    'answers 429 RATE_LIMITED to %s beyond the limit',
    async (_name, endpoint, remoteAddress) => {
      expect((await send(endpoint, remoteAddress)).statusCode).toBe(400);
      expect((await send(endpoint, remoteAddress)).statusCode).toBe(400);
      const refused = await send(endpoint, remoteAddress);
      expect(refused.statusCode).toBe(429);
      expect(ErrorResponseSchema.parse(refused.json())).toEqual({ code: 'RATE_LIMITED', message: messages.login.tooManyRequests });
    },
  );

  it('leaves the steps after the look-ups alone', async () => {
    for (const endpoint of [registrationEndpoints.provider, registrationEndpoints.register, forgotPasswordEndpoints.update, unlockEndpoints.finalize]) {
      for (let index = 0; index < 3; index++) expect((await send(endpoint, '198.51.100.9')).statusCode).not.toBe(429);
    }
  });
});
