import {
  type ClientAccessTokenResponse,
  clientAssertionAlgorithms,
  clientAssertionType,
  clientSystemLimits,
  clientSystemMessages,
  scopesCoveredBy,
} from '@portal/contracts';
import { createLocalJWKSet, decodeJwt, errors, jwtVerify } from 'jose';
import type { Clock } from '../clock.js';
import { hashSessionToken, newSessionToken } from '../sessions/session-token.js';
import type { ClientSystemsRepository } from './client-systems.repository.js';
import { OAuthError } from '../fhir/oauth-error.js';

const text = clientSystemMessages.token;

/** A refusal of the token endpoint, answered as OAuth 2.0 says (RFC 6749 §5.2): `{ error, error_description }`. */

/** Clocks of client and server may differ a little: an exp this much past the 5 minutes is still accepted. */
const expiryLeewaySeconds = 10;

/** The form fields of a token request, each a single string (a repeated field is refused). */
function fieldOf(body: unknown, name: string): string {
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[name] : undefined;
  if (typeof value !== 'string' || value === '') throw new OAuthError('invalid_request', text.missing(name));
  return value;
}

const unverifiedClaims = (assertion: string) => {
  try {
    return decodeJwt(assertion);
  } catch {
    throw new OAuthError('invalid_client', text.assertionInvalid);
  }
};

/**
 * SMART Backend Services (OAuth 2.0 client credentials with private_key_jwt): a registered, active client proves
 * who it is with an assertion signed by one of its registered keys, addressed to this endpoint, short-lived and
 * used once; it gets an opaque 5-minute access token for the requested scopes it is allowed.
 */
export function createClientTokenService(deps: { repository: ClientSystemsRepository; clock: Clock }) {
  const { repository, clock } = deps;

  async function verifiedAssertion(assertion: string, audiences: readonly string[]) {
    const { iss, sub } = unverifiedClaims(assertion);
    if (typeof iss !== 'string' || iss !== sub) throw new OAuthError('invalid_client', text.issuerSubject);
    const client = await repository.findActiveByClientId(iss);
    if (!client) throw new OAuthError('invalid_client', text.unknownClient);
    const now = clock.now();
    try {
      const { payload } = await jwtVerify(assertion, createLocalJWKSet(client.jwks as Parameters<typeof createLocalJWKSet>[0]), {
        algorithms: [...clientAssertionAlgorithms],
        issuer: client.clientId,
        subject: client.clientId,
        audience: [...audiences],
        currentDate: now,
        requiredClaims: ['exp', 'jti'],
      });
      return { client, payload, now };
    } catch (error) {
      if (error instanceof errors.JWTExpired) throw new OAuthError('invalid_client', text.expired);
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'aud') throw new OAuthError('invalid_client', text.audience);
      if (error instanceof errors.JWTClaimValidationFailed && error.claim === 'jti') throw new OAuthError('invalid_client', text.jtiMissing);
      throw new OAuthError('invalid_client', text.assertionInvalid);
    }
  }

  return {
    /** `audiences`: the URLs this endpoint is reached at (the request's, the configured public one). */
    async issue(body: unknown, audiences: readonly string[]): Promise<ClientAccessTokenResponse> {
      if (fieldOf(body, 'grant_type') !== 'client_credentials') throw new OAuthError('unsupported_grant_type', text.grantType);
      if (fieldOf(body, 'client_assertion_type') !== clientAssertionType) throw new OAuthError('invalid_request', text.assertionType);
      const assertion = fieldOf(body, 'client_assertion');
      const requested = fieldOf(body, 'scope').split(' ').filter(Boolean);

      const { client, payload, now } = await verifiedAssertion(assertion, audiences);
      const expiresAt = new Date((payload.exp as number) * 1000);
      if (expiresAt.getTime() - now.getTime() > (clientSystemLimits.assertionMaxSeconds + expiryLeewaySeconds) * 1000) {
        throw new OAuthError('invalid_client', text.expiryTooFar);
      }
      if (typeof payload.jti !== 'string' || payload.jti === '') throw new OAuthError('invalid_client', text.jtiMissing);
      if (!(await repository.claimJti(client.id, payload.jti.slice(0, 200), expiresAt, now))) throw new OAuthError('invalid_client', text.jtiReplayed);

      const allowed = new Set(client.scopes);
      const granted = [...new Set(requested.flatMap(scopesCoveredBy))].filter((scope) => allowed.has(scope));
      if (granted.length === 0) throw new OAuthError('invalid_scope', text.scopeNotAllowed);

      const accessToken = newSessionToken();
      const expiresIn = clientSystemLimits.accessTokenSeconds;
      await repository.insertToken({
        tokenHash: hashSessionToken(accessToken),
        clientSystemId: client.id,
        scopes: granted,
        issuedAt: now,
        expiresAt: new Date(now.getTime() + expiresIn * 1000),
      });
      return { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, scope: granted.join(' ') };
    },
  };
}
export type ClientTokenService = ReturnType<typeof createClientTokenService>;
