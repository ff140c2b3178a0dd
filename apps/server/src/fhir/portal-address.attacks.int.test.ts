import { clientAssertionType, fhirPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pasExampleNpis } from '../demo/demo-pas-examples.js';
import { createTestApp, type TestApp, testPortalBaseUrl } from '../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../test/client-system-test-support.js';
import { orderSignRequest, joe, serviceRequestOrder } from '../test/crd-hook-test-support.js';

/**
 * The audience of client assertions and hook JWTs, and every absolute URL the portal answers, come from configuration
 * (issue 30 §2): a request's Host or X-Forwarded-Host names another payer at will, and must change nothing.
 */
const otherPayer = 'other-payer.example';
const hostHeaders = { host: { host: otherPayer }, forwarded: { 'x-forwarded-host': otherPayer, 'x-forwarded-proto': 'http' } } as const;

interface Setup {
  testApp: TestApp;
  client: TestClientSystem;
  base: string;
}

async function setUp(env: Record<string, string>, base: string): Promise<Setup> {
  const testApp = await createTestApp({ env });
  const client = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester, pasExampleNpis.practitioner],
    organizationIdentifier: pasExampleNpis.requester,
    fhirServerUrls: ['https://ehr.example.org/fhir/'],
  });
  return { testApp, client, base };
}

const tokenRequest = async ({ testApp, client }: Setup, aud: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: fhirPaths.token,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'system/Claim.c',
      client_assertion_type: clientAssertionType,
      client_assertion: await client.signAssertion(aud),
    }).toString(),
  });

const hookCall = async ({ testApp }: Setup, jwt: string, headers: Record<string, string> = {}) =>
  testApp.app.inject({
    method: 'POST',
    url: '/cds-services/order-sign-crd',
    headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(orderSignRequest(joe, [serviceRequestOrder('99212')])),
  });

describe.each([
  ['without PUBLIC_BASE_URL (development: the listen address)', {}, testPortalBaseUrl],
  ['with PUBLIC_BASE_URL behind a trusted proxy', { PUBLIC_BASE_URL: 'https://portal.example.com/', TRUST_PROXY: 'true' }, 'https://portal.example.com'],
])('%s', (_label, env: Record<string, string>, base) => {
  let setup: Setup;
  beforeAll(async () => {
    setup = await setUp(env, base);
  }, 60_000);
  afterAll(() => setup?.testApp.close());

  it('refuses a client assertion addressed to another payer, whatever Host or X-Forwarded-Host the request names', async () => {
    const theirs = `http://${otherPayer}${fhirPaths.token}`;
    for (const headers of [hostHeaders.host, hostHeaders.forwarded, {}]) {
      const response = await tokenRequest(setup, theirs, headers);
      expect(response.statusCode, response.body).toBe(401);
      expect(response.json()).toMatchObject({ error: 'invalid_client' });
    }
  });

  it('accepts the configured token endpoint as the audience, whatever the Host', async () => {
    for (const headers of [hostHeaders.host, {}]) {
      const response = await tokenRequest(setup, `${setup.base}${fhirPaths.token}`, headers);
      expect(response.statusCode, response.body).toBe(200);
    }
  });

  it('names only the configured address in the SMART configuration and the CapabilityStatement', async () => {
    const smart = await setup.testApp.app.inject({ method: 'GET', url: fhirPaths.smartConfiguration, headers: hostHeaders.forwarded });
    expect(smart.json()).toMatchObject({ token_endpoint: `${setup.base}${fhirPaths.token}` });
    const metadata = await setup.testApp.app.inject({ method: 'GET', url: `${fhirPaths.base}/metadata`, headers: hostHeaders.host });
    expect(metadata.body).not.toContain(otherPayer);
    expect(metadata.json()).toMatchObject({ implementation: { url: `${setup.base}${fhirPaths.base}` } });
  });

  it('refuses a hook JWT addressed to another payer, and answers the one addressed to the configured service', async () => {
    const theirs = await setup.client.signAssertion(`http://${otherPayer}/cds-services/order-sign-crd`);
    expect((await hookCall(setup, theirs, hostHeaders.host)).statusCode).toBe(401);
    expect(
      (await hookCall(setup, await setup.client.signAssertion(`http://${otherPayer}/cds-services/order-sign-crd`), hostHeaders.forwarded)).statusCode,
    ).toBe(401);
    const ours = await hookCall(setup, await setup.client.signAssertion(`${setup.base}/cds-services/order-sign-crd`), hostHeaders.host);
    expect(ours.statusCode, ours.body).toBe(200);
    expect(ours.body).not.toContain(otherPayer);
  });

  it('refuses a hook JWT whose iss is neither the client id nor a registered FHIR server, and accepts a registered one', async () => {
    const aud = `${setup.base}/cds-services/order-sign-crd`;
    const foreign = await setup.client.signAssertion(aud, { claims: { iss: 'https://ehr.other-payer.example/fhir' } });
    expect((await hookCall(setup, foreign)).statusCode).toBe(401);
    const registered = await setup.client.signAssertion(aud, { claims: { iss: 'https://ehr.example.org/fhir' } });
    expect((await hookCall(setup, registered)).statusCode).toBe(200);
  });
});
