import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuditLog } from '../../audit/audit-log.js';
import { impersonationAuditActions, impersonationAuditOutcomes } from './impersonation.service.js';

/** Requests without a matched route (404) have no pattern; the raw URL could carry a member id, so it is not used. */
const unmatchedRoute = '(no route)';

/**
 * Every request made while impersonating leaves an audit row naming both identities (issue 4): the employee as
 * actor, the provider account as on-behalf-of, the method and route pattern as action, the status as outcome.
 * Requests refused by the IMP rule are included: the session is known before the refusal. So is the request
 * that found the impersonated account disabled or locked: it also records the end of the impersonation.
 *
 * Written on response, once the status is final. The answer has already left by then, so a failed write cannot
 * fail the request: it is logged as an error. Reads of member data are audited again, synchronously, by the
 * services that make them.
 */
async function impersonationAuditPlugin(app: FastifyInstance, options: { audit: AuditLog }) {
  const { audit } = options;
  app.addHook('onResponse', async (request, reply) => {
    const session = request.session;
    const onBehalfOfAccountId = session?.impersonatedAccountId ?? session?.endedImpersonationOf ?? null;
    if (!session || onBehalfOfAccountId === null) return;
    const entry = { actorAccountId: session.account.id, onBehalfOfAccountId, userName: session.account.email, clientAddress: request.ip };
    try {
      if (session.endedImpersonationOf !== null) {
        await audit.record({ ...entry, action: impersonationAuditActions.end, outcome: impersonationAuditOutcomes.accountBarred });
      }
      await audit.record({
        ...entry,
        action: `${request.method} ${request.routeOptions.url ?? unmatchedRoute}`,
        outcome: String(reply.statusCode),
        details: { params: request.params ?? {} },
      });
    } catch (error) {
      request.log.error({ err: error, sessionId: session.sessionId }, 'The audit entry of an impersonated request was not written');
    }
  });
}

export default fp(impersonationAuditPlugin, { name: 'impersonation-audit', dependencies: ['authentication'] });
