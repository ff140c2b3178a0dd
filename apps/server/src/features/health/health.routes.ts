import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';

const StatusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/**
 * Liveness and readiness for the load balancer; outside /api and hidden from the API document. A draining instance
 * (SIGTERM received) is alive but not ready: the load balancer sends it no new requests while it finishes its own.
 */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<DatabaseHandle, 'ping'>; isDraining: () => boolean }> = async (
  app,
  { database, isDraining },
) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: StatusSchema } } }, () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { hide: true, response: { 200: StatusSchema, 503: StatusSchema } } }, async (request, reply) => {
    if (isDraining()) return reply.code(503).send({ status: 'unavailable' as const });
    try {
      await database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};
