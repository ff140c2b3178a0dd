import { authorizationDraftEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { AuthorizationDraftsService } from './authorization-drafts.service.js';

/** The wizard's drafts (issue 34 §4): the practice's own, saved as the user goes and resumed from the worklist. */
export const authorizationDraftRoutes: FastifyPluginAsync<{ authorizationDraftsService: AuthorizationDraftsService }> = async (
  app,
  { authorizationDraftsService: service },
) => {
  const endpoints = authorizationDraftEndpoints;
  route(app, endpoints.create, (request) => service.create(memberReaderOf(request), request.body));
  route(app, endpoints.update, (request) => service.update(memberReaderOf(request), request.params.id, request.body));
  route(app, endpoints.get, (request) => service.get(memberReaderOf(request), request.params.id));
  route(app, endpoints.remove, async (request) => {
    await service.remove(memberReaderOf(request), request.params.id);
    return { ok: true as const };
  });
};
