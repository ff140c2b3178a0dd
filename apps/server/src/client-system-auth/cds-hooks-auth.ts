import { clientAssertionAlgorithms, crdLimits, crdMessages } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import { decodeJwt, jwtVerify } from 'jose';
import type { Clock } from '../clock.js';
import { UnauthorizedError } from '../errors.js';
import { actorOf, type ClientSystemActor } from './client-system-auth.js';
import { createKeySetCache } from './client-system-key-sets.js';
import type { ClientSystemRecord, ClientSystemsRepository } from './client-systems.repository.js';

const bearerPattern = /^Bearer ([A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+)$/i;
/** Clocks of EHR and plan may differ a little. */
const clockToleranceSeconds = 10;

const unverifiedClaims = (jwt: string) => {
  try {
    return decodeJwt(jwt);
  } catch {
    throw new UnauthorizedError(crdMessages.invalidJwt);
  }
};

/**
 * The issuers a client system's hook JWTs may name (CDS Hooks 2.0: iss is the CDS client's identifier, often its FHIR
 * server's base): its client id, or one of its registered FHIR server URLs, with or without the trailing slash. What
 * the registry holds, never what the JWT claims of itself.
 */
const issuersOf = (system: ClientSystemRecord) => [
  system.clientId,
  ...system.fhirServerUrls.flatMap((url) => {
    const bare = url.replace(/\/+$/, '');
    return [bare, `${bare}/`];
  }),
];

/**
 * Who calls a CDS service (CDS Hooks 2.0 §Trusting CDS Clients, issue 21): the EHR signs a JWT for each call with a
 * key of its client system's registered JWKS, addressed to the service's URL (aud), at most 5 minutes long, with a
 * jti used once. The client system is named by `sub` (its client id; `iss` when there is no sub), and `iss` must be
 * one of its registered issuers (issuersOf). The audience is the service's URL at the configured addresses only
 * (config.ts), never the request's Host. Anything else is a 401: an unknown or revoked system, another issuer, a bad
 * signature, another audience, an expired or replayed token.
 */
export function createCdsHooksAuth(deps: {
  repository: Pick<ClientSystemsRepository, 'findActiveByClientId' | 'claimJti'>;
  clock: Clock;
  audienceBaseUrls: readonly string[];
}) {
  const { repository, clock, audienceBaseUrls } = deps;
  const keySets = createKeySetCache();
  return {
    async authenticate(request: FastifyRequest): Promise<ClientSystemActor> {
      const jwt = bearerPattern.exec(request.headers.authorization ?? '')?.[1];
      if (!jwt) throw new UnauthorizedError(crdMessages.missingJwt);
      const { iss, sub } = unverifiedClaims(jwt);
      const clientId = typeof sub === 'string' && sub !== '' ? sub : iss;
      const system = typeof clientId === 'string' && clientId.length <= 200 ? await repository.findActiveByClientId(clientId) : undefined;
      if (!system) throw new UnauthorizedError(crdMessages.invalidJwt);
      const path = (request.url.split('?')[0] ?? '').replace(/\/+$/, '');
      // Feedback is addressed to its own URL, or (as some EHRs sign it) to the service it is about.
      const paths = path.endsWith('/feedback') ? [path, path.slice(0, -'/feedback'.length)] : [path];
      const audiences = audienceBaseUrls.flatMap((base) => paths.flatMap((candidate) => [`${base}${candidate}`, `${base}${candidate}/`]));
      const now = clock.now();
      const payload = await jwtVerify(jwt, keySets.keySetOf(system), {
        algorithms: [...clientAssertionAlgorithms],
        audience: audiences,
        issuer: issuersOf(system),
        currentDate: now,
        clockTolerance: clockToleranceSeconds,
        maxTokenAge: crdLimits.jwtMaxSeconds + clockToleranceSeconds,
        requiredClaims: ['exp', 'iat', 'jti'],
      }).then(
        (verified) => verified.payload,
        () => {
          throw new UnauthorizedError(crdMessages.invalidJwt);
        },
      );
      const expiresAt = new Date((payload.exp as number) * 1000);
      if (expiresAt.getTime() - now.getTime() > (crdLimits.jwtMaxSeconds + clockToleranceSeconds) * 1000) throw new UnauthorizedError(crdMessages.invalidJwt);
      if (typeof payload.jti !== 'string' || payload.jti === '') throw new UnauthorizedError(crdMessages.invalidJwt);
      // The jti is kept as long as the JWT is accepted: its expiry plus the clock tolerance, so no replay fits in between.
      const acceptedUntil = new Date(expiresAt.getTime() + clockToleranceSeconds * 1000);
      if (!(await repository.claimJti(system.id, payload.jti.slice(0, 200), acceptedUntil, now))) throw new UnauthorizedError(crdMessages.replayedJwt);
      return actorOf(system, []);
    },
  };
}
export type CdsHooksAuth = ReturnType<typeof createCdsHooksAuth>;
