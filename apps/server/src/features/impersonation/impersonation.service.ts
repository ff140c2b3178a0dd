import { type BeginImpersonationResponse, type EndImpersonationResponse, messages } from '@portal/contracts';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import type { AuditLog } from '../../audit/audit-log.js';
import { impersonationBarOf } from '../../sessions/session-user.js';
import type { AuthenticatedSession, SessionService } from '../../sessions/session.service.js';
import type { ImpersonationRepository } from './impersonation.repository.js';

export const impersonationAuditActions = {
  begin: 'impersonation-begin',
  end: 'impersonation-end',
} as const;

export const impersonationAuditOutcomes = {
  success: 'success',
  notFound: 'not-found',
  refusedEmployee: 'refused-employee',
  refusedStatus: 'refused-status',
  refusedLocked: 'refused-locked',
  /** Ended by the server: the account was disabled, locked or no longer Approved while impersonated. */
  accountBarred: 'account-barred',
} as const;

export type ImpersonationService = ReturnType<typeof createImpersonationService>;

type Outcome = (typeof impersonationAuditOutcomes)[keyof typeof impersonationAuditOutcomes];

const errorText = messages.impersonationErrors;

/** Spec 2 §4 "Impersonation": an employee acts as an Approved provider account, and stops. */
export function createImpersonationService(deps: { impersonationRepository: ImpersonationRepository; sessionService: SessionService; audit: AuditLog }) {
  const { impersonationRepository, sessionService, audit } = deps;

  /** The endpoints' access checks this too; the service refuses on its own so no caller can skip it. */
  function requireEmployeeSession(session: AuthenticatedSession): void {
    if (!session.account.isEmployee) throw new ForbiddenError(errorText.notEmployee);
  }

  function record(
    session: AuthenticatedSession,
    action: string,
    outcome: Outcome,
    clientAddress: string,
    extra: {
      onBehalfOfAccountId: number | null;
      details: Record<string, unknown>;
    },
  ): Promise<void> {
    return audit.record({
      actorAccountId: session.account.id,
      userName: session.account.email,
      action,
      outcome,
      clientAddress,
      ...extra,
    });
  }

  return {
    /**
     * Starts acting as the account. Only external accounts that are Approved and not locked qualify: an employee
     * account has no provider view, a limited or disabled one has no access worth seeing, and a locked one is barred
     * from signing in itself (409 with the reason). A session already impersonating switches to the new account.
     */
    async begin(session: AuthenticatedSession, accountId: number, returnTo: string | null, clientAddress: string): Promise<BeginImpersonationResponse> {
      requireEmployeeSession(session);
      const target = await impersonationRepository.findAccountById(accountId);
      const refuse = async (outcome: Outcome, error: Error): Promise<never> => {
        await record(session, impersonationAuditActions.begin, outcome, clientAddress, { onBehalfOfAccountId: null, details: { accountId } });
        throw error;
      };
      if (!target) return refuse(impersonationAuditOutcomes.notFound, new NotFoundError(errorText.accountNotFound));
      switch (impersonationBarOf(target)) {
        case 'employee':
          return refuse(impersonationAuditOutcomes.refusedEmployee, new ConflictError(errorText.employeeAccount));
        case 'notApproved':
          return refuse(impersonationAuditOutcomes.refusedStatus, new ConflictError(errorText.notApproved(target.accountStatus)));
        case 'locked':
          return refuse(impersonationAuditOutcomes.refusedLocked, new ConflictError(errorText.locked));
        case null:
          break;
      }
      await sessionService.setImpersonation(session, { accountId: target.id, returnTo });
      await record(session, impersonationAuditActions.begin, impersonationAuditOutcomes.success, clientAddress, {
        onBehalfOfAccountId: target.id,
        details: { returnTo },
      });
      return { loginId: target.loginId, accountId: target.id, firstName: target.firstName, lastName: target.lastName };
    },

    /**
     * Stops acting as the account and answers the stored return route. Ending when none is active answers
     * `{ returnTo: null }` and changes nothing: the web client ends impersonation on every entry to the admin area.
     */
    async end(session: AuthenticatedSession, clientAddress: string): Promise<EndImpersonationResponse> {
      requireEmployeeSession(session);
      if (!session.isImpersonating) return { returnTo: null };
      const returnTo = session.user.returnTo;
      await sessionService.setImpersonation(session, null);
      await record(session, impersonationAuditActions.end, impersonationAuditOutcomes.success, clientAddress, {
        onBehalfOfAccountId: session.impersonatedAccountId,
        details: { returnTo },
      });
      return { returnTo };
    },
  };
}
