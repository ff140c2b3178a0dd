import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crdCardFeedback } from '../../db/schema.js';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { countRows } from '../../test/count-rows.js';
import { createTestApp, type TestApp, testPortalBaseUrl } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';

/**
 * CDS Hooks feedback attacked through HTTP: a JWT for another service or replayed, odd and oversized bodies, and
 * CORS, which never allows credentials and never reaches /api. Each refusal a 4xx that keeps nothing.
 */
let testApp: TestApp;
let client: TestClientSystem;

beforeAll(async () => {
  testApp = await createTestApp();
  client = await registerTestClientSystem(testApp.app, { npis: [pasExampleNpis.requester], organizationIdentifier: pasExampleNpis.requester });
}, 60_000);
afterAll(() => testApp?.close());

const feedbackUrl = '/cds-services/order-sign-crd/feedback';
const entry = (outcomeTimestamp = '2026-11-29T10:00:00Z') => ({ card: randomUUID(), outcome: 'accepted', acceptedSuggestions: [], outcomeTimestamp });

async function post(body: unknown, options: { jwt?: string; origin?: string; raw?: string } = {}) {
  const jwt = options.jwt ?? (await client.signAssertion(`${testPortalBaseUrl}${feedbackUrl}`));
  const response = await testApp.app.inject({
    method: 'POST',
    url: feedbackUrl,
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', ...(options.origin ? { origin: options.origin } : {}) },
    payload: options.raw ?? JSON.stringify(body),
  });
  return response;
}

describe('CDS Hooks feedback under attack', () => {
  it('refuses (400) an instant the ISO form allows and the database cannot keep (year 0000 or 10000 in UTC), never a 500', async () => {
    for (const [instant, status] of [
      ['0000-01-01T00:00:00Z', 400],
      ['0001-01-01T00:00:00+23:59', 400],
      ['9999-12-31T23:59:59-23:59', 400],
      ['0001-01-02T00:00:00Z', 200],
      ['9999-12-31T00:00:00Z', 200],
    ] as const) {
      const answer = await post({ feedback: [entry(instant)] });
      expect(answer.statusCode, `${instant}: ${answer.body}`).toBe(status);
    }
  });

  it('refuses a JWT for another service and a replayed one, and oversized or odd bodies, keeping nothing', async () => {
    const before = await countRows(testApp.database.db, crdCardFeedback);
    const otherService = await client.signAssertion(`${testPortalBaseUrl}/cds-services/order-select-crd/feedback`);
    expect((await post({ feedback: [entry()] }, { jwt: otherService })).statusCode).toBe(401);
    const jwt = await client.signAssertion(`${testPortalBaseUrl}${feedbackUrl}`);
    expect((await post({ feedback: [entry()] }, { jwt })).statusCode).toBe(200);
    expect((await post({ feedback: [entry()] }, { jwt })).statusCode).toBe(401);
    const afterOne = await countRows(testApp.database.db, crdCardFeedback);
    expect(afterOne).toBe(before + 1);

    const many = { feedback: Array.from({ length: 51 }, () => entry()) };
    const suggestions = { feedback: [{ ...entry(), acceptedSuggestions: Array.from({ length: 51 }, (_, index) => ({ id: `s${index}` })) }] };
    for (const [label, body] of [
      ['51 entries', many],
      ['51 suggestions', suggestions],
      ['null', null],
      ['an array', [entry()]],
      ['a nested feedback', { feedback: { feedback: [entry()] } }],
      ['a card that is an object', { feedback: [{ ...entry(), card: { $ne: null } }] }],
      ['a NUL in a comment', { feedback: [{ ...entry(), outcome: 'overridden', overrideReason: { userComment: 'a\u0000b' } }] }],
    ] as const) {
      const answer = await post(body);
      expect(answer.statusCode, `${label}: ${answer.body}`).toBe(400);
    }
    expect((await post(undefined, { raw: '{"feedback": [' })).statusCode).toBe(400);
    expect((await post(undefined, { raw: JSON.stringify({ feedback: [entry()], pad: 'x'.repeat(300 * 1024) }) })).statusCode).toBe(413);
    expect(await countRows(testApp.database.db, crdCardFeedback)).toBe(afterOne);
  });

  it('tells a browser any origin may read the answer, never with credentials, and gives /api no CORS at all', async () => {
    const origin = 'https://evil.example';
    const answered = await post({ feedback: [entry()] }, { origin });
    expect(answered.headers['access-control-allow-origin']).toBe('*');
    expect(answered.headers['access-control-allow-credentials']).toBeUndefined();
    const preflight = await testApp.app.inject({
      method: 'OPTIONS',
      url: feedbackUrl,
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type,cookie' },
    });
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
    expect(String(preflight.headers['access-control-allow-headers']).toLowerCase()).not.toContain('cookie');
    for (const url of ['/api/session/', '/api/account/login/', '/fhir/metadata', '/cds-services/../api/session/']) {
      for (const method of ['GET', 'OPTIONS'] as const) {
        const answer = await testApp.app.inject({ method, url, headers: { origin, 'access-control-request-method': 'POST' } });
        expect(answer.headers['access-control-allow-origin'], `${method} ${url}`).toBeUndefined();
        expect(answer.headers['access-control-allow-credentials'], `${method} ${url}`).toBeUndefined();
      }
    }
  });
});
