import { adminEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import type { ImpersonationService } from './impersonation.service.js';

/** Spec 2 §7: POST /admin/impersonate/begin/{accountId}/ and POST /admin/impersonate/end/, employees only. */
export const impersonationRoutes: FastifyPluginAsync<{ impersonationService: ImpersonationService }> = async (app, options) => {
  const { impersonationService } = options;
  route(app, endpoints.beginImpersonation, (request) =>
    impersonationService.begin(requireSession(request), request.params.accountId, request.body?.returnTo ?? null, request.ip),
  );
  route(app, endpoints.endImpersonation, (request) => impersonationService.end(requireSession(request), request.ip));
};
