import { clientSystemScopes, fhirPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pasExampleNpis } from '../../demo/demo-pas-examples.js';
import { createTestApp, type TestApp, testPortalBaseUrl } from '../../test/test-app.js';
import { registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';

/**
 * What the CapabilityStatement and the SMART configuration promise, held to what the server does (issue 32, item 5):
 * the subscription topic named as the backport names it, an oauth-uris extension with both endpoints its slice
 * requires (each answering at its address), and only scopes that some route requires and the token endpoint grants.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON as answered
type Json = Record<string, any>;
let testApp: TestApp;
let client: TestClientSystem;
let statement: Json;

beforeAll(async () => {
  testApp = await createTestApp();
  client = await registerTestClientSystem(testApp.app, {
    npis: [pasExampleNpis.requester],
    organizationIdentifier: pasExampleNpis.requester,
    scopes: [...clientSystemScopes],
  });
  statement = (await testApp.app.inject({ method: 'GET', url: '/fhir/metadata' })).json<Json>();
}, 60_000);
afterAll(() => testApp?.close());

describe('the CapabilityStatement', () => {
  it('names the PAS subscription topic on its Subscription entry, with the $status operation', () => {
    const subscription = statement.rest[0].resource.find((resource: Json) => resource.type === 'Subscription');
    expect(subscription.extension).toEqual([
      {
        url: 'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/capabilitystatement-subscriptiontopic-canonical',
        valueCanonical: 'http://hl7.org/fhir/us/davinci-pas/SubscriptionTopic/PASSubscriptionTopic',
      },
    ]);
    expect(subscription.operation).toEqual([
      { name: 'status', definition: 'http://hl7.org/fhir/uv/subscriptions-backport/OperationDefinition/backport-subscription-status' },
    ]);
  });

  it('gives oauth-uris the token and authorize its slice requires, each an endpoint of this server that answers OAuth', async () => {
    const [oauthUris, ...others] = statement.rest[0].security.extension.filter(
      (extension: Json) => extension.url === 'http://fhir-registry.smarthealthit.org/StructureDefinition/oauth-uris',
    );
    expect(others).toEqual([]);
    // ext-1: extensions or a value, not both.
    expect(oauthUris.value).toBeUndefined();
    const uri = (name: string) => oauthUris.extension.filter((extension: Json) => extension.url === name).map((extension: Json) => extension.valueUri);
    expect(uri('token')).toEqual([`${testPortalBaseUrl}${fhirPaths.token}`]);
    expect(uri('authorize')).toEqual([`${testPortalBaseUrl}${fhirPaths.authorize}`]);

    const token = await testApp.app.inject({
      method: 'POST',
      url: fhirPaths.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(token.statusCode).toBe(400);
    expect(token.json()).toMatchObject({ error: 'invalid_request' });
    // Client credentials are the only grant: an authorization request is answered, never redirected (RFC 6749 §4.1.2.1).
    const authorize = await testApp.app.inject({
      method: 'GET',
      url: `${fhirPaths.authorize}?response_type=code&client_id=${client.system.clientId}&redirect_uri=${encodeURIComponent('https://evil.example.com/')}&scope=launch&state=x`,
    });
    expect(authorize.statusCode).toBe(400);
    expect(authorize.headers.location).toBeUndefined();
    expect(authorize.headers['content-type']).toContain('application/json');
    expect(authorize.json()).toMatchObject({ error: 'unsupported_response_type' });
  });
});

describe('the SMART configuration', () => {
  it('advertises only the scopes some route requires, each granted by the token endpoint', async () => {
    const { scopes_supported: advertised } = (await testApp.app.inject({ method: 'GET', url: fhirPaths.smartConfiguration })).json<{
      scopes_supported: string[];
    }>();
    // A route's scope, and those its handler holds the caller to as the request asks (alsoScopes: an export's types).
    const required = new Set(
      testApp.app.registeredRoutes.flatMap((route) =>
        typeof route.fhirAccess === 'object' ? [route.fhirAccess.scope, ...(route.fhirAccess.alsoScopes ?? [])] : [],
      ),
    );
    expect(advertised.length).toBeGreaterThan(0);
    expect(advertised.filter((scope) => !required.has(scope))).toEqual([]);
    for (const scope of advertised) {
      const answer = await client.requestToken({
        grant_type: 'client_credentials',
        scope,
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: await client.signAssertion(),
      });
      expect(answer.statusCode, scope).toBe(200);
      expect(answer.json<{ scope: string }>().scope, scope).toBe(scope);
    }
  });
});
