import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/client.js';

const StatusSchema = z.object({ status: z.enum(['ok', 'unavailable']) });

/** Liveness and readiness for the load balancer; outside /api and hidden from the API document. */
export const healthRoutes: FastifyPluginAsyncZod<{ database: Pick<DatabaseHandle, 'ping'> }> = async (app, { database }) => {
  app.get('/healthz', { schema: { hide: true, response: { 200: StatusSchema } } }, () => ({ status: 'ok' as const }));

  app.get('/readyz', { schema: { hide: true, response: { 200: StatusSchema, 503: StatusSchema } } }, async (request, reply) => {
    try {
      await database.ping();
      return { status: 'ok' as const };
    } catch (error) {
      request.log.warn({ err: error }, 'database ping failed');
      return reply.code(503).send({ status: 'unavailable' as const });
    }
  });
};
