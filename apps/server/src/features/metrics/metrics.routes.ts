import { priorAuthorizationMetricsEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import type { MetricsService } from './metrics.service.js';

const sendFile = (reply: FastifyReply, contentType: string, fileName: string, body: string) =>
  reply.header('content-type', contentType).header('content-disposition', `attachment; filename="${fileName}"`).header('cache-control', 'no-cache').send(body);

/** The public prior-authorization metrics (CMS-0057-F): anyone may read them, no sign-in. */
export const metricsRoutes: FastifyPluginAsync<{ metricsService: MetricsService }> = async (app, { metricsService }) => {
  route(app, endpoints.years, () => metricsService.years());
  route(app, endpoints.metrics, (request) => metricsService.metrics(request.query.year));
  route(app, endpoints.metricsCsv, async (request, reply) =>
    sendFile(reply, 'text/csv; charset=utf-8', `prior-authorization-metrics-${request.query.year}.csv`, await metricsService.csv(request.query.year)),
  );
  route(app, endpoints.metricsJson, async (request, reply) =>
    sendFile(
      reply,
      'application/json; charset=utf-8',
      `prior-authorization-metrics-${request.query.year}.json`,
      await metricsService.jsonFile(request.query.year),
    ),
  );
};
