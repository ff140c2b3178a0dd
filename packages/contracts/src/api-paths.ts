/**
 * Every API path is relative to /api; each is defined once with its endpoint (`*-endpoints.ts`). Fastify registers
 * them with the trailing slash optional (ignoreTrailingSlash); the web client calls them as written there.
 */
export const apiPrefix = '/api';
