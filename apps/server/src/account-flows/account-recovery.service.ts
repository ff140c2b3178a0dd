import {
  type AttemptInfo,
  maskEmail,
  maskPhone,
  messages,
  normalizeSecurityAnswer,
  type RecoveryBeginRequest,
  type SubmitAnswerRequest,
  securityQuestionText,
} from '@portal/contracts';
import type { Clock } from '../clock.js';
import { NotFoundError, ValidationError } from '../errors.js';
import { verifyPassword } from '../security/password.js';
import type { AccountFlowKind, AccountFlowService } from './account-flow.service.js';
import type { AuditLog } from '../audit/audit-log.js';
import type { SettingsService } from '../portal-settings/settings.service.js';
import type { AccountRecoveryRepository, RecoveryAccount } from './account-recovery.repository.js';

/** Failed look-ups allowed per e-mail address and flow within the window (spec 1 §3 attempt info). */
export const lookupMaxAttempts = 5;
export const lookupWindowMs = 60 * 60 * 1000;

/** Flow steps of forgot password and unlock before the generic code steps ('mfa', 'verified'). */
export const recoverySteps = { answer: 'answer', mfa: 'mfa', verified: 'verified' } as const;

export const recoveryAuditOutcomes = {
  success: 'success',
  unknownAccount: 'unknown-account',
  lookupLocked: 'lookup-locked',
  wrongAnswer: 'wrong-answer',
  refusedLocked: 'refused-locked',
} as const;

type RecoveryKind = Extract<AccountFlowKind, 'ForgotPassword' | 'UnlockAccount'>;

export type LookupResult = { kind: 'found'; account: RecoveryAccount } | { kind: 'refused'; attemptInfo: AttemptInfo };

export type AnswerResult =
  | { kind: 'correct'; account: RecoveryAccount }
  | { kind: 'accountLocked'; account: RecoveryAccount }
  | { kind: 'wrong'; account: RecoveryAccount; attemptInfo: AttemptInfo }
  | { kind: 'flowLocked'; account: RecoveryAccount; attemptInfo: AttemptInfo };

/** What steps 2 and 3 show of the account. */
export interface RecoveryAccountInfo {
  helperId: string;
  securityQuestion: string | null;
  securityAnswerFormat: string;
  maskedEmail: string;
  maskedMobile: string | null;
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The account's first security question is always the one asked (the spec is silent): rotating would let a
 * caller restart the flow until an easier question came up.
 */
function askedQuestionNumber(account: RecoveryAccount): number | null {
  const index = account.securityQuestionIds.findIndex((id, position) => id !== null && account.securityAnswerHashes[position] !== null);
  return index < 0 ? null : index + 1;
}

/** Without a mobile number or three security questions the account predates MFA (spec 1 §3 preMfa). */
export function isPreMfa(account: RecoveryAccount): boolean {
  return !account.mobile || account.securityQuestionIds.includes(null) || account.securityAnswerHashes.includes(null);
}

export type AccountRecoveryService = ReturnType<typeof createAccountRecoveryService>;

/** Steps 1 and 2 shared by forgot password and unlock: find the account, then check the security answer. */
export function createAccountRecoveryService(deps: {
  accountRecoveryRepository: AccountRecoveryRepository;
  accountFlows: AccountFlowService;
  settingsService: SettingsService;
  audit: AuditLog;
  clock: Clock;
}) {
  const { accountRecoveryRepository: repository, accountFlows, settingsService, audit, clock } = deps;
  const auditAction = (kind: RecoveryKind, step: string) => `${kind === 'ForgotPassword' ? 'forgot-password' : 'unlock-account'}-${step}`;

  async function questionText(id: number | null): Promise<string | null> {
    return id === null ? null : securityQuestionText((await settingsService.getPortalSettings()).securityQuestions, id);
  }

  return {
    /** Step 1: names compared without regard to case, e-mail lower-cased; failures counted per e-mail address. */
    async lookUp(kind: RecoveryKind, request: RecoveryBeginRequest, clientAddress: string): Promise<LookupResult> {
      const email = request.email.trim().toLowerCase();
      const key = `${kind === 'ForgotPassword' ? 'forgot' : 'unlock'}:${email}`;
      const nowMs = clock.now().getTime();
      const entry = { userName: email, action: auditAction(kind, 'lookup'), clientAddress };
      const failures = await repository.readFailures(key, nowMs);
      if (failures >= lookupMaxAttempts) {
        await audit.record({ ...entry, actorAccountId: null, outcome: recoveryAuditOutcomes.lookupLocked });
        return { kind: 'refused', attemptInfo: { maxAttempts: lookupMaxAttempts, attempts: failures, locked: true } };
      }
      const account = await repository.findByEmail(email);
      if (!account || !sameName(account.firstName, request.firstName) || !sameName(account.lastName, request.lastName)) {
        const attempts = await repository.countFailure(key, nowMs, lookupWindowMs);
        await audit.record({ ...entry, actorAccountId: null, outcome: recoveryAuditOutcomes.unknownAccount, details: { attempts } });
        return { kind: 'refused', attemptInfo: { maxAttempts: lookupMaxAttempts, attempts, locked: attempts >= lookupMaxAttempts } };
      }
      await repository.clearFailures(key);
      return { kind: 'found', account };
    },

    /** Opens the flow at the answer step, or straight at the code step for an account without a question. */
    async begin(kind: RecoveryKind, account: RecoveryAccount, clientAddress: string): Promise<RecoveryAccountInfo> {
      const questionNumber = askedQuestionNumber(account);
      const helperId = await accountFlows.begin({
        kind,
        accountId: account.id,
        email: account.email,
        step: questionNumber === null ? recoverySteps.mfa : recoverySteps.answer,
        data: { questionNumber, preMfa: isPreMfa(account), ...(account.mobile ? { mobile: account.mobile } : {}) },
      });
      await audit.record({
        actorAccountId: account.id,
        userName: account.email,
        action: auditAction(kind, 'lookup'),
        outcome: recoveryAuditOutcomes.success,
        clientAddress,
      });
      return {
        helperId,
        securityQuestion: await questionText(questionNumber === null ? null : (account.securityQuestionIds[questionNumber - 1] ?? null)),
        securityAnswerFormat: 'text',
        maskedEmail: maskEmail(account.email),
        maskedMobile: account.mobile ? maskPhone(account.mobile) : null,
      };
    },

    /**
     * Step 2: the answer is compared normalized with the stored hash; wrong answers count on the flow.
     * Forgot password refuses an account locked meanwhile (`refuseLockedAccount`) before looking at the answer.
     */
    async checkAnswer(
      kind: RecoveryKind,
      request: SubmitAnswerRequest,
      clientAddress: string,
      { refuseLockedAccount }: { refuseLockedAccount: boolean },
    ): Promise<AnswerResult> {
      const flow = await accountFlows.load(request.helperId, kind);
      if (flow.email !== request.email.trim().toLowerCase()) throw new ValidationError(messages.validation.invalidRequest);
      const account = flow.accountId === null ? undefined : await repository.findById(flow.accountId);
      if (!account) throw new NotFoundError();
      if (flow.attemptInfo.locked) return { kind: 'flowLocked', account, attemptInfo: flow.attemptInfo };
      if (refuseLockedAccount && account.isLocked) return { kind: 'accountLocked', account };
      accountFlows.requireStep(flow, recoverySteps.answer);
      const questionNumber = Number(flow.data.questionNumber);
      const hash = account.securityAnswerHashes[questionNumber - 1] ?? null;
      const isCorrect = hash !== null && (await verifyPassword(normalizeSecurityAnswer(request.enteredAnswer), hash));
      const entry = { actorAccountId: account.id, userName: account.email, action: auditAction(kind, 'answer'), clientAddress };
      if (isCorrect) {
        await accountFlows.advance(flow.helperId, recoverySteps.mfa);
        await audit.record({ ...entry, outcome: recoveryAuditOutcomes.success });
        return { kind: 'correct', account };
      }
      const attemptInfo = await accountFlows.recordFailure(flow.helperId);
      await audit.record({ ...entry, outcome: recoveryAuditOutcomes.wrongAnswer, details: { attempts: attemptInfo.attempts } });
      return { kind: 'wrong', account, attemptInfo };
    },
  };
}
