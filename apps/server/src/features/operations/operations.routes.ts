import { operationsEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { sendCsv } from '../../plugins/send-csv.js';
import type { OperationsService } from './operations.service.js';

/** The operations dashboard (issue 19); reviewers only (contracts say so). Aggregates: nothing to audit. */
export const operationsRoutes: FastifyPluginAsync<{ operationsService: OperationsService }> = async (app, { operationsService }) => {
  route(app, endpoints.dashboard, (request) => operationsService.dashboard(request.query.timeZone));
  route(app, endpoints.dashboardCsv, async (request, reply) =>
    sendCsv(reply, 'operations-dashboard.csv', await operationsService.dashboardCsv(request.query.timeZone)),
  );
};
