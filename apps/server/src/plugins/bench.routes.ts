import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access, OkResponseSchema } from '@portal/contracts';

/**
 * The baseline of `npm run bench`: a route with no database work that still passes through every plugin
 * (headers, error handler, serialiser), so the comparison with the handshake measures only the session check.
 */
export const benchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/bench/bare', { config: { access: access.public }, schema: { hide: true, response: { 200: OkResponseSchema } } }, () => ({
    ok: true as const,
  }));
};
