import { clientSystemEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import type { AdminActor } from '../../audit/admin-changes.js';
import type { ClientSystemsService } from './client-systems.service.js';

/** The employee making the change: the signed-in account, never an impersonated one. */
function actorOf(request: FastifyRequest): AdminActor {
  const { account } = requireSession(request);
  return { accountId: account.id, userName: account.email, clientAddress: request.ip };
}

/** Site Administration › Client Systems (site administrators: the endpoints' access). */
export const clientSystemsRoutes: FastifyPluginAsync<{ clientSystemsService: ClientSystemsService }> = async (app, { clientSystemsService }) => {
  route(app, endpoints.list, () => clientSystemsService.list());
  route(app, endpoints.create, (request) => clientSystemsService.register(actorOf(request), request.body));
  route(app, endpoints.update, (request) => clientSystemsService.update(actorOf(request), request.params.id, request.body));
  route(app, endpoints.revoke, (request) => clientSystemsService.revoke(actorOf(request), request.params.id));
};
