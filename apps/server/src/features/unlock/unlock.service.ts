import {
  type AttemptInfo,
  attemptsRemaining,
  messages,
  type RecoveryBeginRequest,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
  type UnlockBeginResponse,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { NotFoundError } from '../../errors.js';
import type { AccountFlowService } from '../../account-flows/account-flow.service.js';
import type { AuditLog } from '../../audit/audit-log.js';
import { type AccountRecoveryService, recoveryAuditOutcomes, recoverySteps } from '../../account-flows/account-recovery.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import type { UnlockRepository } from './unlock.repository.js';

const kind = 'UnlockAccount';

const emptyInfo = {
  helperId: null,
  securityQuestion: null,
  securityAnswerFormat: null,
  maskedEmail: null,
  maskedMobile: null,
  hasMobile: false,
  notLocked: false,
};

const attemptsText = (attemptInfo: AttemptInfo) => messages.accountRecovery.attemptsRemaining(attemptsRemaining(attemptInfo));

export type UnlockService = ReturnType<typeof createUnlockService>;

/** Unlock account (spec 1 §4.5): steps 1, 2 and the final unlock; steps 3 and 4 are the generic code calls. */
export function createUnlockService(deps: {
  accountRecovery: AccountRecoveryService;
  unlockRepository: UnlockRepository;
  accountFlows: AccountFlowService;
  settingsService: SettingsService;
  audit: AuditLog;
  clock: Clock;
}) {
  const { accountRecovery, accountFlows, audit, clock } = deps;
  /** The unlock itself is barred: the page tells the user to call the Care Coordinators. */
  const barred = async (attemptInfo: AttemptInfo) => ({
    error: messages.unlock.locked((await deps.settingsService.getPortalSettings()).helpPhone),
    attemptInfo,
    isLockedAccount: true,
  });

  return {
    /** POST /account/unlockaccount/begin/; an account without a lock answers `notLocked` and opens no flow. */
    async begin(request: RecoveryBeginRequest, clientAddress: string): Promise<UnlockBeginResponse> {
      const found = await accountRecovery.lookUp(kind, request, clientAddress);
      if (found.kind === 'refused') {
        const { attemptInfo } = found;
        if (attemptInfo.locked) return { ...emptyInfo, ...(await barred(attemptInfo)) };
        return { ...emptyInfo, error: messages.unlock.accountNotFound(attemptsText(attemptInfo)), attemptInfo, isLockedAccount: false };
      }
      if (!found.account.isLocked) return { ...emptyInfo, notLocked: true, error: null, attemptInfo: null, isLockedAccount: false };
      const info = await accountRecovery.begin(kind, found.account, clientAddress);
      return { ...info, hasMobile: info.maskedMobile !== null, notLocked: false, error: null, attemptInfo: null, isLockedAccount: false };
    },

    /** POST /account/UnlockAccount/submitanswer/: exhausted attempts leave the account locked. */
    async submitAnswer(request: SubmitAnswerRequest, clientAddress: string): Promise<SubmitAnswerResponse> {
      const result = await accountRecovery.checkAnswer(kind, request, clientAddress, { refuseLockedAccount: false });
      switch (result.kind) {
        case 'correct':
        case 'accountLocked':
          return { error: null, attemptInfo: null, isLockedAccount: false };
        case 'flowLocked':
          return barred(result.attemptInfo);
        case 'wrong':
          if (result.attemptInfo.locked) return barred(result.attemptInfo);
          return { error: messages.unlock.incorrectAnswer(attemptsText(result.attemptInfo)), attemptInfo: result.attemptInfo, isLockedAccount: false };
      }
    },

    /** POST /account/unlockaccount/finalize/{helperId}/: only after a verified code; unlocks once. */
    async finalize(helperId: string, clientAddress: string): Promise<{ unlocked: true }> {
      const flow = await accountFlows.load(helperId, kind);
      accountFlows.requireStep(flow, recoverySteps.verified);
      if (flow.accountId === null) throw new NotFoundError();
      // Completing first claims the flow, so a replayed finalize is refused.
      await accountFlows.complete(flow.helperId);
      await deps.unlockRepository.unlock(flow.accountId, clock.now());
      await audit.record({
        actorAccountId: flow.accountId,
        userName: flow.email,
        action: 'account-unlocked',
        outcome: recoveryAuditOutcomes.success,
        clientAddress,
      });
      return { unlocked: true };
    },
  };
}
