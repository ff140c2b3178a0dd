import { policyEndpoints as endpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { requireSession } from '../../sessions/require-session.js';
import { route } from '../../plugins/endpoint-route.js';
import { sendCsv } from '../../plugins/send-csv.js';
import type { AdminActor } from '../../audit/admin-changes.js';
import type { PolicyService } from './policy.service.js';

/** The employee making the change: the signed-in account, never an impersonated one. */
function actorOf(request: FastifyRequest): AdminActor {
  const { account } = requireSession(request);
  return { accountId: account.id, userName: account.email, clientAddress: request.ip };
}

/** The CSV import's body: the file's text in JSON, up to 2 MB of text (escaped, a little more). */
const importBodyLimit = 3 * 1024 * 1024;

export const policyRoutes: FastifyPluginAsync<{ policyService: PolicyService }> = async (app, { policyService }) => {
  route(app, endpoints.requirements, () => policyService.requirements());
  route(app, endpoints.requirementsCsv, async (_request, reply) =>
    sendCsv(reply, 'prior-authorization-requirements.csv', await policyService.requirementsCsv()),
  );

  route(app, endpoints.rules, () => policyService.listRules());
  route(app, endpoints.createRule, (request) => policyService.createRule(actorOf(request), request.body));
  route(app, endpoints.updateRule, (request) => policyService.updateRule(actorOf(request), request.params.id, request.body));
  route(app, endpoints.retireRule, (request) => policyService.retireRule(actorOf(request), request.params.id, request.body));
  route(app, endpoints.exportCsv, async (_request, reply) => sendCsv(reply, 'prior-authorization-policy.csv', await policyService.exportCsv()));
  route(app, endpoints.importCsv, (request) => policyService.importCsv(actorOf(request), request.body.csv), { bodyLimit: importBodyLimit });
  route(app, endpoints.history, () => policyService.history());

  route(app, endpoints.denialReasons, () => policyService.denialReasons({ includeInactive: false }));
  route(app, endpoints.allDenialReasons, () => policyService.denialReasons({ includeInactive: true }));
  route(app, endpoints.createDenialReason, (request) => policyService.createDenialReason(actorOf(request), request.body));
  route(app, endpoints.updateDenialReason, (request) => policyService.updateDenialReason(actorOf(request), request.params.code, request.body));
};
