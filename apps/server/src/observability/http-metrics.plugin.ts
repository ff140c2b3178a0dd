import { trace } from '@opentelemetry/api';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isCdsHooksRoute, isFhirRoute } from '../plugins/authentication.plugin.js';
import type { AnsweredRequest, PortalMetrics } from './portal-metrics.js';

/**
 * Counts and times every answered request by its route's template ('/api/claims/:claimId', never the URL: a label
 * holds no id and no member's data, and the number of series stays bounded). A request no route took is 'unmatched'.
 */
async function httpMetricsPlugin(app: FastifyInstance, options: { metrics: PortalMetrics }) {
  const { metrics } = options;
  // With traces on (tracing.ts), the request's span is named by its route template as the semantic conventions ask; off,
  // there is no active span and this costs a lookup.
  app.addHook('onRequest', async (request) => {
    const route = request.routeOptions.url;
    if (route === undefined || request.is404) return;
    trace.getActiveSpan()?.updateName(`${request.method} ${route}`).setAttribute('http.route', route);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.is404 ? 'unmatched' : (request.routeOptions.url ?? 'unmatched');
    const api = isFhirRoute(route) ? 'fhir' : isCdsHooksRoute(route) ? 'cds-hooks' : undefined;
    const answered: AnsweredRequest = { method: request.method, route, status: reply.statusCode, seconds: reply.elapsedTime / 1000 };
    if (api) answered.clientSystemCall = { api, clientSystem: request.clientSystem ? String(request.clientSystem.clientSystemId) : 'none' };
    metrics.recordResponse(answered);
  });
}

export default fp(httpMetricsPlugin, { name: 'http-metrics' });
