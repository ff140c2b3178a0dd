import {
  type AttemptInfo,
  attemptsRemaining,
  type ForgotPasswordInfoResponse,
  messages,
  normalizeSecurityAnswer,
  type RecoveryBeginRequest,
  type SubmitAnswerRequest,
  type SubmitAnswerResponse,
  type UpdateFromForgotPasswordRequest,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import { assertNewPasswordAllowed } from '../../security/new-password-policy.js';
import { hashPassword } from '../../security/password.js';
import type { AccountFlowService } from '../../account-flows/account-flow.service.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import type { AccountRecoveryRepository } from '../../account-flows/account-recovery.repository.js';
import { type AccountRecoveryService, isPreMfa, recoveryAuditOutcomes, recoverySteps } from '../../account-flows/account-recovery.service.js';
import type { ForgotPasswordRepository } from './forgot-password.repository.js';
import { checkPreMfaFields } from './pre-mfa-fields.js';

const kind = 'ForgotPassword';

export const forgotPasswordAuditActions = { accountLocked: 'account-locked', passwordReset: 'forgot-password-reset' } as const;

const refusedInfo = { helperId: null, securityQuestion: null, securityAnswerFormat: null, maskedEmail: null, maskedMobile: null, preMfa: false };

export type ForgotPasswordService = ReturnType<typeof createForgotPasswordService>;

/** Forgot password (spec 1 §4.4): steps 1, 2 and the final save; steps 3 and 4 are the generic code calls. */
export function createForgotPasswordService(deps: {
  accountRecovery: AccountRecoveryService;
  accountRecoveryRepository: AccountRecoveryRepository;
  forgotPasswordRepository: ForgotPasswordRepository;
  accountFlows: AccountFlowService;
  settingsService: SettingsService;
  audit: AuditLog;
  clock: Clock;
  scryptLogN: number;
  /** Drops this instance's cached sessions of the account at once (other instances hear of it from the database). */
  forgetAccountSessions: (accountId: number) => void;
}) {
  const { accountRecovery, accountFlows, settingsService, audit, clock } = deps;
  const lockedMessage = async () => messages.forgotPassword.locked((await settingsService.getPortalSettings()).supportEmail);
  const disabled = (attemptInfo: AttemptInfo | null) => ({
    error: messages.forgotPassword.disabledUntilUnlocked,
    attemptInfo,
    isLockedAccount: true,
  });

  return {
    /** POST /account/getforgotpasswordinfo/ */
    async getInfo(request: RecoveryBeginRequest, clientAddress: string): Promise<ForgotPasswordInfoResponse> {
      const found = await accountRecovery.lookUp(kind, request, clientAddress);
      if (found.kind === 'refused') {
        const { attemptInfo } = found;
        const error = attemptInfo.locked ? await lockedMessage() : messages.forgotPassword.accountNotFound(attemptsRemaining(attemptInfo));
        return { ...refusedInfo, error, attemptInfo, isLockedAccount: false };
      }
      const { account } = found;
      if (account.isLocked) {
        await audit.record({
          actorAccountId: account.id,
          userName: account.email,
          action: 'forgot-password-lookup',
          outcome: recoveryAuditOutcomes.refusedLocked,
          clientAddress,
        });
        return { ...refusedInfo, ...disabled(null) };
      }
      const info = await accountRecovery.begin(kind, account, clientAddress);
      return { ...info, preMfa: isPreMfa(account), error: null, attemptInfo: null, isLockedAccount: false };
    },

    /** POST /account/ForgotPassword/submitanswer/: the last wrong answer locks the account. */
    async submitAnswer(request: SubmitAnswerRequest, clientAddress: string): Promise<SubmitAnswerResponse> {
      const result = await accountRecovery.checkAnswer(kind, request, clientAddress, { refuseLockedAccount: true });
      switch (result.kind) {
        case 'correct':
          return { error: null, attemptInfo: null, isLockedAccount: false };
        case 'accountLocked':
          return disabled(null);
        case 'flowLocked':
          return disabled(result.attemptInfo);
        case 'wrong': {
          const { account, attemptInfo } = result;
          if (!attemptInfo.locked) {
            return { error: messages.forgotPassword.incorrectAnswer(attemptsRemaining(attemptInfo)), attemptInfo, isLockedAccount: false };
          }
          await deps.accountRecoveryRepository.lock(account.id, clock.now());
          deps.forgetAccountSessions(account.id);
          await audit.record({
            actorAccountId: account.id,
            userName: account.email,
            action: forgotPasswordAuditActions.accountLocked,
            outcome: recoveryAuditOutcomes.success,
            clientAddress,
            details: { reason: 'forgot-password-answers' },
          });
          return disabled(attemptInfo);
        }
      }
    },

    /** POST /account/updateFromForgotPassword/: only after a verified code; sets the password once. */
    async update(request: UpdateFromForgotPasswordRequest, clientAddress: string): Promise<{ complete: true }> {
      const flow = await accountFlows.load(request.helperId, kind);
      accountFlows.requireStep(flow, recoverySteps.verified);
      const account = flow.accountId === null ? undefined : await deps.accountRecoveryRepository.findById(flow.accountId);
      if (!account) throw new NotFoundError();
      if (account.isLocked) throw new ConflictError(messages.forgotPassword.disabledUntilUnlocked);
      const context = { userName: account.email, firstName: account.firstName, lastName: account.lastName };
      assertNewPasswordAllowed(request.password, context, 'password');

      let preMfa: { mobile?: string; securityQuestions: { questionId: number; answerHash: string }[]; tosAcceptedAt: Date } | undefined;
      if (flow.data.preMfa === true) {
        const checked = checkPreMfaFields(request, (await settingsService.getPortalSettings()).securityQuestions);
        if (checked.kind === 'invalid') throw new ValidationError(messages.registration.missingInformation, checked.fieldErrors);
        const securityQuestions = await Promise.all(
          checked.fields.securityQuestions.map(async ({ questionId, answer }) => ({
            questionId,
            answerHash: await hashPassword(normalizeSecurityAnswer(answer), deps.scryptLogN),
          })),
        );
        preMfa = { ...(checked.fields.mobile ? { mobile: checked.fields.mobile } : {}), securityQuestions, tosAcceptedAt: clock.now() };
      }
      const passwordHash = await hashPassword(request.password, deps.scryptLogN);
      // Completing first claims the flow: of two racing submissions only one sets the password.
      await accountFlows.complete(flow.helperId);
      // Ends every session of the account, in the same transaction: whoever knew the old password is signed out.
      await deps.forgotPasswordRepository.resetPassword(account.id, { passwordHash, ...preMfa }, clock.now());
      deps.forgetAccountSessions(account.id);
      await audit.record({
        actorAccountId: account.id,
        userName: account.email,
        action: forgotPasswordAuditActions.passwordReset,
        outcome: recoveryAuditOutcomes.success,
        clientAddress,
        details: { preMfa: preMfa !== undefined, mobileAdded: preMfa?.mobile !== undefined },
      });
      return { complete: true };
    },
  };
}
