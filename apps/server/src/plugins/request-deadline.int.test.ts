import { access, ErrorResponseSchema, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.js';

/**
 * Issue 30 §9: no request is left without an answer. A request still unanswered at the deadline
 * (REQUEST_TIMEOUT_SECONDS) is answered 503 with Retry-After, in the portal's error shape or, on the FHIR API, as
 * an OperationOutcome; and a draining instance says it is not ready.
 */
const slowMs = 2_500;
const wait = () => new Promise((resolve) => setTimeout(resolve, slowMs));

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({
    env: { REQUEST_TIMEOUT_SECONDS: '1' },
    registerTestRoutes: async (app) => {
      app.get('/api/test/slow', { config: { access: access.public } }, async () => {
        await wait();
        return { ok: true };
      });
      await app.register(
        async (fhir) => {
          fhir.get('/slow', { config: { fhirAccess: 'public' } }, async () => {
            await wait();
            return { ok: true };
          });
        },
        { prefix: '/fhir/test' },
      );
    },
  });
});
afterAll(() => testApp.close());

describe('the request deadline', () => {
  it('answers a request still running at the deadline 503 with Retry-After and the busy message', async () => {
    const started = performance.now();
    const response = await testApp.app.inject({ method: 'GET', url: '/api/test/slow' });
    expect(performance.now() - started).toBeLessThan(slowMs);
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(ErrorResponseSchema.parse(response.json())).toEqual({ code: 'UNAVAILABLE', message: messages.generic.busy });
  });

  it('answers the FHIR API the same way, as an OperationOutcome', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/fhir/test/slow' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'transient' }] });
  });
});

describe('readiness while draining', () => {
  it('answers /readyz 503 once the instance drains, and /healthz still 200', async () => {
    expect((await testApp.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    testApp.app.requestDrain.begin();
    expect((await testApp.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(503);
    const live = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.headers.connection).toBe('close');
  });
});
