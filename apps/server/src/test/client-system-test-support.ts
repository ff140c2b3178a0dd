import { randomUUID } from 'node:crypto';
import {
  type ClientSystem,
  clientAssertionType,
  clientSystemEndpoints,
  clientSystemScopes,
  endpointPath,
  fhirPaths,
  type SaveClientSystemRequest,
} from '@portal/contracts';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';
import type { Clock } from '../clock.js';
import { bearer, testPortalBaseUrl, tokenOf } from './test-app.js';

/** The token endpoint's URL in a test app (its configured address, not the Host `app.inject` sends). */
export const injectedTokenUrl = `${testPortalBaseUrl}${fhirPaths.token}`;

export interface TestClientSystemOptions {
  npis: string[];
  name?: string;
  organizationIdentifier?: string;
  scopes?: SaveClientSystemRequest['scopes'];
  endpointUrls?: string[];
  fhirServerUrls?: string[];
  /** The app's clock when it is not the system's (a test clock): assertions are dated by it. */
  clock?: Clock;
}

export interface TestClientSystem {
  /** The registered system, as the admin endpoint answered it. */
  system: ClientSystem;
  clientId: string;
  /** A client assertion signed with the system's key (ES384), addressed to `aud`; `overrides` change its claims (iss and sub too) or header. */
  signAssertion(aud?: string, overrides?: { claims?: JWTPayload; kid?: string; expiresInSeconds?: number }): Promise<string>;
  /** An access token from the real token endpoint; `scope` defaults to every scope the system is allowed. */
  accessToken(scope?: string): Promise<string>;
  /** Posts a token request as a form (each field as given), for tests of the token endpoint itself. */
  requestToken(fields: Record<string, string>): Promise<LightMyRequestResponse>;
}

/**
 * Registers a client system through the real admin endpoint (as admin@example.com, the demo site administrator)
 * with a fresh ES384 key pair, and gets its tokens through the real token endpoint, all by `app.inject`: what the
 * FHIR tests (PAS, Subscriptions) start from. The app must be a test app on the demo data (createTestApp).
 */
export async function registerTestClientSystem(app: FastifyInstance, options: TestClientSystemOptions): Promise<TestClientSystem> {
  const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
  const kid = `test-${randomUUID()}`;
  const publicJwk = { ...(await exportJWK(publicKey)), kid, alg: 'ES384', use: 'sig' };
  const adminToken = await tokenOf(app, 'admin@example.com');
  const request: SaveClientSystemRequest = {
    name: options.name ?? 'Test EHR',
    organizationIdentifier: options.organizationIdentifier ?? options.npis[0] ?? '',
    npis: options.npis,
    jwks: { keys: [publicJwk] },
    scopes: options.scopes ?? [...clientSystemScopes],
    endpointUrls: options.endpointUrls ?? [],
    fhirServerUrls: options.fhirServerUrls ?? [],
  };
  const response = await app.inject({
    method: 'POST',
    url: `/api${endpointPath(clientSystemEndpoints.create)}`,
    headers: bearer(adminToken),
    payload: request,
  });
  if (response.statusCode !== 200) throw new Error(`Registering the test client system answered ${response.statusCode}: ${response.body}`);
  const system = response.json<ClientSystem>();
  const nowSeconds = () => Math.floor((options.clock?.now() ?? new Date()).getTime() / 1000);

  const signAssertion: TestClientSystem['signAssertion'] = (aud = injectedTokenUrl, overrides = {}) =>
    new SignJWT({ iss: system.clientId, sub: system.clientId, jti: randomUUID(), ...overrides.claims })
      .setProtectedHeader({ alg: 'ES384', kid: overrides.kid ?? kid, typ: 'JWT' })
      .setAudience(aud)
      .setIssuedAt(nowSeconds())
      .setExpirationTime(nowSeconds() + (overrides.expiresInSeconds ?? 240))
      .sign(privateKey);

  const requestToken: TestClientSystem['requestToken'] = (fields) =>
    app.inject({
      method: 'POST',
      url: fhirPaths.token,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(fields).toString(),
    });

  return {
    system,
    clientId: system.clientId,
    signAssertion,
    requestToken,
    async accessToken(scope = system.scopes.join(' ')) {
      const answer = await requestToken({
        grant_type: 'client_credentials',
        scope,
        client_assertion_type: clientAssertionType,
        client_assertion: await signAssertion(),
      });
      if (answer.statusCode !== 200) throw new Error(`The token endpoint answered ${answer.statusCode}: ${answer.body}`);
      return answer.json<{ access_token: string }>().access_token;
    },
  };
}
