import { identityCheckEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import type { IdentityChecks } from '../../identity-checks/identity-checks.service.js';

/** Identity Alerts (issue 30); site administrators only (contracts say so). Counts, never a member id: nothing to audit. */
export const identityChecksRoutes: FastifyPluginAsync<{ identityChecks: IdentityChecks }> = async (app, { identityChecks }) => {
  route(app, endpoints.alerts, () => identityChecks.alerts());
};
