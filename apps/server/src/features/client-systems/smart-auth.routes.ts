import { clientAssertionAlgorithms, clientSystemMessages, clientSystemScopes, fhirPaths } from '@portal/contracts';
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
  // The scopes some route of the API requires, so that none is advertised that grants nothing. Read at the request,
  // when every route is registered.
  const routeScopes = () =>
    clientSystemScopes.filter((scope) =>
      app.registeredRoutes.some(
        (route) => typeof route.fhirAccess === 'object' && (route.fhirAccess.scope === scope || route.fhirAccess.alsoScopes?.includes(scope) === true),
      ),
    );

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

  // OAuth's authorization endpoint, which SMART's oauth-uris extension requires a CapabilityStatement to name. No
  // client is registered for an interactive grant (none has a redirect URI), so every request is answered here, never
  // redirected (RFC 6749 §4.1.2.1), with the one grant there is.
  app.get(underFhir(fhirPaths.authorize), {
    schema: fhirRouteDocs.authorize,
    config: { fhirAccess: 'public' },
    handler: async (_request, reply) =>
      reply
        .code(400)
        .header('cache-control', 'no-store')
        .send({ error: 'unsupported_response_type', error_description: clientSystemMessages.token.authorizeNotSupported }),
  });

  app.get(underFhir(fhirPaths.smartConfiguration), {
    schema: fhirRouteDocs.smartConfiguration,
    config: { fhirAccess: 'public' },
    handler: async () => ({
      token_endpoint: `${publicBaseUrl}${fhirPaths.token}`,
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: [...clientAssertionAlgorithms],
      grant_types_supported: ['client_credentials'],
      scopes_supported: routeScopes(),
      capabilities: ['client-confidential-asymmetric'],
    }),
  });
};
