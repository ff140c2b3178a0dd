import { clientAssertionType, clientSystemMessages, fhirPaths } from '@portal/contracts';
import { isNull } from 'drizzle-orm';
import { generateKeyPair, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerLocations } from '../../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { requireClientSystem } from '../../client-system-auth/client-system-auth.js';
import { injectedTokenUrl, registerTestClientSystem, type TestClientSystem } from '../../test/client-system-test-support.js';

const text = clientSystemMessages.token;
let testApp: TestApp;
let client: TestClientSystem;
let npis: string[];

/** Test-only FHIR routes: one that needs system/Claim.c (and answers who called), one that declares no access. */
async function registerProbes(app: TestApp['app']) {
  await app.register(
    async (fhir) => {
      fhir.get('/probe', { config: { fhirAccess: { scope: 'system/Claim.c' } } }, async (request) => requireClientSystem(request, 'system/Claim.c'));
      fhir.get('/probe-subscription', { config: { fhirAccess: { scope: 'system/Subscription.r' } } }, async () => ({ ok: true }));
      fhir.get('/undeclared', async () => ({ ok: true }));
    },
    { prefix: '/fhir/test' },
  );
}

beforeAll(async () => {
  testApp = await createTestApp({ registerTestRoutes: registerProbes });
  npis = (
    await testApp.database.db.selectDistinct({ npi: providerLocations.npi }).from(providerLocations).where(isNull(providerLocations.addedByAccountId)).limit(2)
  ).map((row) => row.npi);
  client = await registerTestClientSystem(testApp.app, { npis, scopes: ['system/Claim.c', 'system/Claim.r'], endpointUrls: ['http://127.0.0.1/'] });
});
afterAll(() => testApp.close());

const tokenFields = async (overrides: Record<string, string> = {}) => ({
  grant_type: 'client_credentials',
  scope: 'system/Claim.c',
  client_assertion_type: clientAssertionType,
  client_assertion: await client.signAssertion(),
  ...overrides,
});
const expectOAuthError = async (fields: Record<string, string>, status: number, error: string, description?: string) => {
  const response = await client.requestToken(fields);
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers['content-type']).toContain('application/json');
  expect(response.json()).toMatchObject({ error, ...(description ? { error_description: description } : {}) });
};
const probe = (token: string | null, url = '/fhir/test/probe') => testApp.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

describe('SMART configuration', () => {
  it('is public and names the token endpoint and what it accepts', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: fhirPaths.smartConfiguration });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      token_endpoint: injectedTokenUrl,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      grant_types_supported: ['client_credentials'],
      capabilities: ['client-confidential-asymmetric'],
    });
    expect(response.json<{ token_endpoint_auth_signing_alg_values_supported: string[] }>().token_endpoint_auth_signing_alg_values_supported).toEqual(
      expect.arrayContaining(['RS384', 'ES384']),
    );
  });
});

describe('token endpoint', () => {
  it('issues a 5-minute bearer token for the requested scopes the client is allowed, not to be cached', async () => {
    const response = await client.requestToken(await tokenFields({ scope: 'system/Claim.c system/Subscription.r' }));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const body = response.json<{ access_token: string; token_type: string; expires_in: number; scope: string }>();
    expect(body).toMatchObject({ token_type: 'bearer', expires_in: 300, scope: 'system/Claim.c' });
    expect(body.access_token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });

  it('maps SMART v1 scopes onto v2', async () => {
    const response = await client.requestToken(await tokenFields({ scope: 'system/Claim.write system/Claim.read' }));
    expect(response.json()).toMatchObject({ scope: 'system/Claim.c system/Claim.r' });
    const wildcard = await client.requestToken(await tokenFields({ scope: 'system/*.*' }));
    expect(wildcard.json()).toMatchObject({ scope: 'system/Claim.c system/Claim.r' });
  });

  it('refuses a wrong grant type, assertion type or missing field (400)', async () => {
    await expectOAuthError(await tokenFields({ grant_type: 'authorization_code' }), 400, 'unsupported_grant_type');
    await expectOAuthError(await tokenFields({ client_assertion_type: 'urn:other' }), 400, 'invalid_request', text.assertionType);
    const { scope: _scope, ...withoutScope } = await tokenFields();
    await expectOAuthError(withoutScope, 400, 'invalid_request', text.missing('scope'));
  });

  it('refuses scopes the client is not allowed (invalid_scope)', async () => {
    await expectOAuthError(await tokenFields({ scope: 'system/Subscription.c' }), 400, 'invalid_scope', text.scopeNotAllowed);
  });

  it('refuses a body that is not a form, as OAuth says', async () => {
    const response = await testApp.app.inject({
      method: 'POST',
      url: fhirPaths.token,
      headers: { 'content-type': 'text/plain' },
      payload: 'grant_type=client_credentials',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses an assertion for another audience, expired, too long-lived, or without jti (401 invalid_client)', async () => {
    await expectOAuthError(
      await tokenFields({ client_assertion: await client.signAssertion('https://elsewhere.example.com/token') }),
      401,
      'invalid_client',
      text.audience,
    );
    await expectOAuthError(
      await tokenFields({ client_assertion: await client.signAssertion(undefined, { expiresInSeconds: -60 }) }),
      401,
      'invalid_client',
      text.expired,
    );
    await expectOAuthError(
      await tokenFields({ client_assertion: await client.signAssertion(undefined, { expiresInSeconds: 600 }) }),
      401,
      'invalid_client',
      text.expiryTooFar,
    );
    await expectOAuthError(
      await tokenFields({ client_assertion: await client.signAssertion(undefined, { claims: { jti: undefined } }) }),
      401,
      'invalid_client',
    );
  });

  it('accepts an assertion once (a replayed jti is refused)', async () => {
    const fields = await tokenFields();
    expect((await client.requestToken(fields)).statusCode).toBe(200);
    await expectOAuthError(fields, 401, 'invalid_client', text.jtiReplayed);
  });

  it('refuses an assertion signed by another key, of an unknown client, or not a JWT', async () => {
    const { privateKey } = await generateKeyPair('ES384');
    const forged = await new SignJWT({ jti: 'forged-1' })
      .setProtectedHeader({ alg: 'ES384', kid: client.system.jwks.keys[0]?.kid as string })
      .setIssuer(client.clientId)
      .setSubject(client.clientId)
      .setAudience(injectedTokenUrl)
      .setExpirationTime('4m')
      .sign(privateKey);
    await expectOAuthError(await tokenFields({ client_assertion: forged }), 401, 'invalid_client', text.assertionInvalid);
    const stranger = await new SignJWT({ jti: 'stranger-1' })
      .setProtectedHeader({ alg: 'ES384' })
      .setIssuer('nobody')
      .setSubject('nobody')
      .setAudience(injectedTokenUrl)
      .setExpirationTime('4m')
      .sign(privateKey);
    await expectOAuthError(await tokenFields({ client_assertion: stranger }), 401, 'invalid_client', text.unknownClient);
    await expectOAuthError(await tokenFields({ client_assertion: 'not-a-jwt' }), 401, 'invalid_client');
  });
});

describe('FHIR routes and client tokens', () => {
  it('answers a client token on a /fhir route, as its client system', async () => {
    const response = await probe(await client.accessToken('system/Claim.c'));
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({ clientId: client.clientId, npis, scopes: ['system/Claim.c'], endpointUrls: ['http://127.0.0.1/'] });
  });

  it('refuses no token, a bad token and a portal session token with 401 and an OperationOutcome', async () => {
    const sessionToken = await tokenOf(testApp.app, 'provider@example.com');
    for (const token of [null, 'x'.repeat(43), sessionToken]) {
      const response = await probe(token);
      expect(response.statusCode).toBe(401);
      expect(response.headers['content-type']).toContain('application/fhir+json');
      expect(response.headers['www-authenticate']).toContain('Bearer');
      expect(response.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'login' }] });
    }
  });

  it('refuses a token without the route scope (403 insufficient_scope)', async () => {
    const response = await probe(await client.accessToken('system/Claim.c'), '/fhir/test/probe-subscription');
    expect(response.statusCode).toBe(403);
    expect(response.headers['www-authenticate']).toContain('insufficient_scope');
    expect(response.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'forbidden' }] });
  });

  it('refuses every caller on a /fhir route that declares no access', async () => {
    const response = await probe(await client.accessToken(), '/fhir/test/undeclared');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ resourceType: 'OperationOutcome' });
  });

  it('answers an unknown /fhir path with a 404 OperationOutcome', async () => {
    const response = await probe(null, '/fhir/Nothing/here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ resourceType: 'OperationOutcome', issue: [{ code: 'not-found' }] });
  });

  it('never takes a client token on /api', async () => {
    const token = await client.accessToken();
    expect((await testApp.app.inject({ method: 'GET', url: '/api/admin/client-systems/', headers: bearer(token) })).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(token) })).statusCode).toBe(401);
  });

  it('stops every token of a revoked client at once, and issues it no more', async () => {
    const other = await registerTestClientSystem(testApp.app, { npis, name: 'Revoked EHR' });
    const token = await other.accessToken();
    expect((await probe(token)).statusCode).toBe(200);
    const adminToken = await tokenOf(testApp.app, 'admin@example.com');
    const revoked = await testApp.app.inject({ method: 'POST', url: `/api/admin/client-systems/${other.system.id}/revoke`, headers: bearer(adminToken) });
    expect(revoked.statusCode).toBe(200);
    expect((await probe(token)).statusCode).toBe(401);
    const again = await other.requestToken({
      grant_type: 'client_credentials',
      scope: 'system/Claim.c',
      client_assertion_type: clientAssertionType,
      client_assertion: await other.signAssertion(),
    });
    expect(again.statusCode).toBe(401);
    expect(again.json()).toMatchObject({ error: 'invalid_client', error_description: text.unknownClient });
  });
});

describe('the demo sandbox', () => {
  it('is registered by the seed as sandbox-ehr, associated with its demo organization, and signs in with its published key', async () => {
    const { importJWK } = await import('jose');
    const { sandboxPrivateJwk } = await import('../../demo/sandbox-client-key.js');
    const key = await importJWK(sandboxPrivateJwk, 'ES384');
    const assertion = await new SignJWT({ jti: 'sandbox-1' })
      .setProtectedHeader({ alg: 'ES384', kid: sandboxPrivateJwk.kid })
      .setIssuer('sandbox-ehr')
      .setSubject('sandbox-ehr')
      .setAudience(injectedTokenUrl)
      .setExpirationTime('5m')
      .sign(key);
    const response = await client.requestToken({
      grant_type: 'client_credentials',
      scope: 'system/*.*',
      client_assertion_type: clientAssertionType,
      client_assertion: assertion,
    });
    expect(response.statusCode, response.body).toBe(200);
    const sandbox = await probe(response.json<{ access_token: string }>().access_token);
    expect(sandbox.json()).toMatchObject({
      clientId: 'sandbox-ehr',
      organizationIdentifier: '8189991234',
      endpointUrls: ['http://127.0.0.1/', 'http://localhost/'],
    });
    const { npis: sandboxNpis } = sandbox.json<{ npis: string[] }>();
    expect(sandboxNpis.slice(0, 2)).toEqual(['8189991234', '1234567893']);
    expect(sandboxNpis.length).toBeGreaterThan(2);
  });
});
