import { defaultBrand, messages } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.js';

let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ env: { EXPOSE_BENCH_ROUTE: 'true' } });
});
afterAll(() => testApp.close());

describe('health', () => {
  it('answers liveness and readiness as JSON', async () => {
    const live = await testApp.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
    const ready = await testApp.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok' });
  });
});

describe('GET /api/docs', () => {
  it('answers the OpenAPI document with the API paths and without health routes', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/docs' });
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.openapi).toMatch(/^3\./);
    expect(document.info.title).toBe(`${defaultBrand.planName} ${defaultBrand.productName} API`);
    expect(Object.keys(document.paths)).toContain('/api/account/login/');
    expect(document.paths['/api/account/login/'].post.requestBody).toBeDefined();
    expect(Object.keys(document.paths)).not.toContain('/healthz');
    expect(Object.keys(document.paths)).not.toContain('/api/bench/bare');
  });

  it('describes the FHIR API: each operation with its scope under SMART Backend Services', async () => {
    const document = (await testApp.app.inject({ method: 'GET', url: '/api/docs' })).json();
    expect(document.components.securitySchemes.smartBackendServices.flows.clientCredentials.tokenUrl).toBe('/fhir/auth/token');
    const submit = document.paths['/fhir/Claim/$submit'].post;
    expect(submit.summary).toContain('$submit');
    expect(submit.description).toContain('A4 pended');
    expect(submit.security).toEqual([{ smartBackendServices: ['system/Claim.c'] }]);
    expect(document.paths['/fhir/Claim/$inquire'].post.security).toEqual([{ smartBackendServices: ['system/Claim.r'] }]);
    expect(Object.keys(document.paths['/fhir/Subscription/{id}']).sort()).toEqual(['delete', 'get', 'put']);
    expect(document.paths['/fhir/metadata'].get.security).toEqual([]);
  });
});

describe('GET /api/bench/bare', () => {
  it('exists when EXPOSE_BENCH_ROUTE is set, with the same headers as every API answer', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: '/api/bench/bare' });
    expect(response.json()).toEqual({ ok: true });
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });
});

describe('when the database is down', () => {
  it('readiness answers 503 and other calls a 500 ErrorResponse without internals', async () => {
    const broken = await createTestApp();
    await broken.database.close();
    const ready = await broken.app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ status: 'unavailable' });
    const resource = await broken.app.inject({ method: 'GET', url: '/api/resource/LoginMessage/' });
    expect(resource.statusCode).toBe(500);
    expect(resource.json()).toEqual({ code: 'INTERNAL', message: messages.generic.unexpectedError });
    expect((await broken.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await broken.app.close();
  });
});
