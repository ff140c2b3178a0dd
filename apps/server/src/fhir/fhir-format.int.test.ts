import { count } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pasInquiries, pasTransactions } from '../db/schema.js';
import { pasExampleNpis } from '../demo/demo-pas-examples.js';
import { bearer, createTestApp, type TestApp } from '../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../test/client-system-test-support.js';

/**
 * The FHIR API answers JSON only (issue 32, item 6): a request that asks for XML, in Accept or in _format, gets 406
 * with an OperationOutcome in JSON on every FHIR route and changes nothing; the JSON forms and any type are answered.
 */
let testApp: TestApp;
let client: TestClientSystem;

beforeAll(async () => {
  testApp = await createTestApp();
  client = await registerTestClientSystem(testApp.app, { npis: [pasExampleNpis.requester], organizationIdentifier: pasExampleNpis.requester });
}, 60_000);
afterAll(() => testApp?.close());

const xmlForms = ['application/fhir+xml', 'xml', 'text/xml', 'application/xml'];
const jsonForms = ['application/fhir+json', 'json', 'application/json', '*/*'];

async function call(method: 'GET' | 'POST', url: string, headers: Record<string, string> = {}, scope?: string) {
  const token = scope ? await client.accessToken(scope) : undefined;
  const response = await testApp.app.inject({
    method,
    url,
    headers: { ...(token ? bearer(token) : {}), ...(method === 'POST' ? { 'content-type': 'application/fhir+json' } : {}), ...headers },
    ...(method === 'POST' ? { payload: JSON.stringify({ resourceType: 'Bundle', type: 'collection', entry: [] }) } : {}),
  });
  return { status: response.statusCode, type: String(response.headers['content-type']), body: response.json<Record<string, unknown>>() };
}

const routes: [string, 'GET' | 'POST', string, string | undefined][] = [
  ['the CapabilityStatement', 'GET', '/fhir/metadata', undefined],
  ['Claim/$submit', 'POST', '/fhir/Claim/$submit', 'system/Claim.c'],
  ['Claim/$inquire', 'POST', '/fhir/Claim/$inquire', 'system/Claim.r'],
  ['the Subscription search', 'GET', '/fhir/Subscription', 'system/Subscription.r'],
];

describe('FHIR formats', () => {
  it.each(routes)('answers 406 with a JSON OperationOutcome to %s asked for XML in Accept or _format', async (_label, method, url, scope) => {
    const kept = () =>
      Promise.all([pasTransactions, pasInquiries].map(async (table) => Number((await testApp.database.db.select({ value: count() }).from(table))[0]?.value)));
    const before = await kept();
    for (const form of xmlForms) {
      const asks: { headers: Record<string, string>; url: string }[] = [
        { headers: { accept: form }, url },
        { headers: {}, url: `${url}?_format=${encodeURIComponent(form)}` },
      ];
      for (const asked of asks) {
        const answer = await call(method, asked.url, asked.headers, scope);
        expect(answer.status, `${form} ${asked.url}`).toBe(406);
        expect(answer.type).toContain('application/fhir+json');
        expect(answer.body.resourceType).toBe('OperationOutcome');
      }
    }
    expect(await kept()).toEqual(before);
  });

  it('answers the JSON forms and any type, in Accept or in _format (an unencoded + read as a space too)', async () => {
    for (const form of jsonForms) {
      expect((await call('GET', '/fhir/metadata', { accept: form })).status, form).toBe(200);
      // _format takes FHIR's format names, which hold no wildcard.
      if (form !== '*/*') expect((await call('GET', `/fhir/metadata?_format=${encodeURIComponent(form)}`)).status, form).toBe(200);
    }
    expect((await call('GET', '/fhir/metadata?_format=application/fhir+json')).status).toBe(200);
    expect((await call('GET', '/fhir/metadata', { accept: 'application/fhir+json; fhirVersion=4.0' })).status).toBe(200);
    // A browser's Accept: XML preferred, but anything (*/*) will do.
    expect((await call('GET', '/fhir/metadata', { accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8' })).status).toBe(200);
    expect((await call('GET', '/fhir/Subscription', { accept: 'application/fhir+json' }, 'system/Subscription.r')).status).toBe(200);
  });

  it('lets _format override Accept, as FHIR\u2019s http page says, and refuses a JSON range its client refused (q=0)', async () => {
    expect((await call('GET', '/fhir/metadata?_format=json', { accept: 'application/fhir+xml' })).status).toBe(200);
    expect((await call('GET', '/fhir/metadata?_format=xml', { accept: 'application/fhir+json' })).status).toBe(406);
    expect((await call('GET', '/fhir/metadata', { accept: 'application/fhir+xml, application/fhir+json;q=0' })).status).toBe(406);
    expect((await call('GET', '/fhir/metadata', { accept: 'application/fhir+xml, application/fhir+json;q=0.5' })).status).toBe(200);
  });
});
