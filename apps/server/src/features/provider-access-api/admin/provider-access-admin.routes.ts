import { providerAccessEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { AdminActor } from '../../../audit/admin-changes.js';
import { route } from '../../../plugins/endpoint-route.js';
import { requireSession } from '../../../sessions/require-session.js';
import type { ProviderAccessAdminService } from './provider-access-admin.service.js';

/** The employee acting: the signed-in account, never an impersonated one. */
function actorOf(request: FastifyRequest): AdminActor {
  const { account } = requireSession(request);
  return { accountId: account.id, userName: account.email, clientAddress: request.ip };
}

/** Site Administration › Provider Access (site administrators: the endpoints' access). */
export const providerAccessAdminRoutes: FastifyPluginAsync<{ providerAccessAdminService: ProviderAccessAdminService }> = async (
  app,
  { providerAccessAdminService: service },
) => {
  route(app, endpoints.findMember, (request) => service.findMember(actorOf(request), request.body));
  route(app, endpoints.recordChoice, (request) => service.recordChoice(actorOf(request), request.body));
  route(app, endpoints.exports, () => service.exports());
};
