import { idempotencyKeyHeader, submitAuthorizationEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { RecentAuthorizationsService } from './recent-authorizations.service.js';
import type { SubmitAuthorizationService } from './submit-authorization.service.js';

/** Submit Authorizations (spec 3 §7): the provider's own staff, not an impersonating employee (see the endpoints). */
export const submitAuthorizationRoutes: FastifyPluginAsync<{
  submitAuthorizationService: SubmitAuthorizationService;
  recentAuthorizationsService: RecentAuthorizationsService;
}> = async (app, { submitAuthorizationService: service, recentAuthorizationsService }) => {
  const endpoints = submitAuthorizationEndpoints;

  route(app, endpoints.workflows, () => [...service.workflows()]);
  route(app, endpoints.cptList, async (request) => [...(await service.cptList(request.params.id))]);
  route(app, endpoints.globalNoAuthLists, async () => ({ cptCodes: [...(await service.codesNotRequiringAuthorization())] }));
  route(app, endpoints.mriProviderSpecialty, (request) => service.hasMriSpecialty(memberReaderOf(request), request.params.id));
  route(app, endpoints.autoApproved, (request) => service.isAutoApproved(request.params.id, request.query.groupId));
  route(app, endpoints.recentAuthorizations, (request) => recentAuthorizationsService.ofMember(memberReaderOf(request), request.params.qhid));
  route(app, endpoints.save, (request) => service.save(memberReaderOf(request), request.headers[idempotencyKeyHeader], request.body));
};
