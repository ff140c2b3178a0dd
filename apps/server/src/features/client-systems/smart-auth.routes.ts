import { clientAssertionAlgorithms, clientSystemScopes, fhirPaths } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { fhirRouteDocs } from '../../fhir/fhir-openapi.js';
import type { ClientTokenService } from '../../client-system-auth/client-token.service.js';

/** A path of fhirPaths as a route of the /fhir prefix. */
const underFhir = (path: string) => path.slice(fhirPaths.base.length);

export interface SmartAuthRoutesOptions {
  clientTokenService: ClientTokenService;
  /** config.ts: the portal's base URL, and the bases an assertion's aud may name (never the request's Host). */
  publicBaseUrl: string;
  audienceBaseUrls: readonly string[];
  tokenRateLimitPerMinute: number;
}

/**
 * SMART Backend Services authorization of the FHIR API (registered under /fhir): the token endpoint and the
 * discovery document that names it. Both public: the token endpoint's caller proves itself with its assertion.
 */
export const smartAuthRoutes: FastifyPluginAsync<SmartAuthRoutesOptions> = async (app, options) => {
  const { clientTokenService, publicBaseUrl } = options;
  const audiences = options.audienceBaseUrls.map((base) => `${base}${fhirPaths.token}`);

  app.post(underFhir(fhirPaths.token), {
    schema: fhirRouteDocs.token,
    config: {
      fhirAccess: 'public',
      rateLimit: { max: options.tokenRateLimitPerMinute, timeWindow: 60_000, keyGenerator: (request: { ip: string }) => `fhir-token:${request.ip}` },
    },
    handler: async (request, reply) => {
      const answer = await clientTokenService.issue(request.body, audiences);
      return reply.header('cache-control', 'no-store').header('pragma', 'no-cache').send(answer);
    },
  });

  app.get(underFhir(fhirPaths.smartConfiguration), {
    schema: fhirRouteDocs.smartConfiguration,
    config: { fhirAccess: 'public' },
    handler: async () => ({
      token_endpoint: `${publicBaseUrl}${fhirPaths.token}`,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: [...clientAssertionAlgorithms],
      grant_types_supported: ['client_credentials'],
      scopes_supported: [...clientSystemScopes],
      capabilities: ['client-confidential-asymmetric'],
    }),
  });
};
