import { authorizationEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../plugins/endpoint-route.js';
import { memberReaderOf } from '../../access/member-reader.js';
import type { AuthorizationGlanceService } from './authorization-glance.service.js';
import type { AuthorizationsService } from '../../authorization-records/authorizations.service.js';
import type { InformationAnswerService } from './information-answer.service.js';

/** Manage Authorizations (spec 2 §2.5–2.8, §7); open to an employee impersonating a provider account (spec 2 §4). */
export const authorizationsRoutes: FastifyPluginAsync<{
  authorizationsService: AuthorizationsService;
  authorizationGlanceService: AuthorizationGlanceService;
  informationAnswerService: InformationAnswerService;
}> = async (app, { authorizationsService, authorizationGlanceService, informationAnswerService }) => {
  const endpoints = authorizationEndpoints;

  route(app, endpoints.summaries, (request) => authorizationsService.list(memberReaderOf(request), request.body));
  route(app, endpoints.counts, (request) => authorizationGlanceService.counts(memberReaderOf(request)));
  route(app, endpoints.showList, (request) => authorizationGlanceService.list(memberReaderOf(request), request.query));
  route(app, endpoints.exists, (request) => authorizationsService.exists(memberReaderOf(request), request.params.qhid));
  route(app, endpoints.authorization, (request) => authorizationsService.get(memberReaderOf(request), request.params.id));
  route(app, endpoints.update, (request) => authorizationsService.update(memberReaderOf(request), request.body));
  route(app, endpoints.withdraw, (request) => authorizationsService.withdraw(memberReaderOf(request), request.params.id, request.body.reason));
  route(app, endpoints.answerQuestion, (request) => informationAnswerService.answer(memberReaderOf(request), request.params.id, request.body));
  route(app, endpoints.cptCodesNotRequiringAuth, async () => [...(await authorizationsService.codesNotRequiringAuthorization())]);

  // The letter holds the member's information: never cached, shown inline in the viewer.
  route(app, endpoints.determinationLetter, async (request, reply) => {
    const bytes = await authorizationsService.determinationLetter(memberReaderOf(request), request.params.qhid, request.params.authId);
    return reply
      .header('cache-control', 'private, no-store')
      .header('content-disposition', 'inline; filename="DeterminationLetter.pdf"')
      .type('application/pdf')
      .send(Buffer.from(bytes));
  });
};
