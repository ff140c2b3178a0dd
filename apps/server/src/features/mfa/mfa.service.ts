import {
  type AttemptInfo,
  accountMessages,
  attemptsRemaining,
  maskEmail,
  maskPhone,
  type MfaFlow,
  mfaMessages,
  messages,
  type SendMfaRequest,
  type SendMfaResponse,
  type VerifyMfaRequest,
  type VerifyMfaResponse,
} from '@portal/contracts';
import { ConflictError, ValidationError } from '../../errors.js';
import type { AccountFlow, AccountFlowService } from '../../account-flows/account-flow.service.js';
import type { VerificationCodeService } from '../../verification/verification-code.service.js';

/** The step a flow's own service sets when it is ready for a code, and the one a verified code moves it to. */
export const mfaSteps = { awaitingCode: 'mfa', verified: 'verified' } as const;

/** What each code is for, in the words of the message that carries it. */
const purposes: Record<MfaFlow, string> = {
  Registration: 'your registration',
  ForgotPassword: 'your password reset',
  UnlockAccount: 'unlocking your account',
};

/** The rejection each flow shows (spec 1 §8): registration has no attempts count, the other two do. */
function codeRejection(flow: MfaFlow, attemptInfo: AttemptInfo): string {
  const remaining = attemptsRemaining(attemptInfo);
  if (flow === 'ForgotPassword') return messages.forgotPassword.codeDoesNotMatch(remaining);
  if (flow === 'UnlockAccount') return messages.unlock.codeDoesNotMatch(`${remaining} attempts remaining`);
  return attemptInfo.locked ? mfaMessages.tooManyAttempts : messages.registration.codeDoesNotMatch;
}

const lastFourDigits = (phone: string) => phone.replace(/\D/g, '').slice(-4);

export type MfaService = ReturnType<typeof createMfaService>;

/**
 * Sends and checks the codes of registration, forgot password and unlock. The code always goes to the flow's
 * own e-mail or mobile: the request only chooses between them, so a client cannot send a code elsewhere.
 */
export function createMfaService(deps: { accountFlows: AccountFlowService; verificationCodes: VerificationCodeService }) {
  const { accountFlows, verificationCodes } = deps;

  async function loadAwaitingCode(flowKind: MfaFlow, helperId: string): Promise<AccountFlow> {
    const flow = await accountFlows.load(helperId, flowKind);
    accountFlows.requireStep(flow, mfaSteps.awaitingCode);
    return flow;
  }

  return {
    async sendCode(flowKind: MfaFlow, request: SendMfaRequest): Promise<SendMfaResponse> {
      const flow = await loadAwaitingCode(flowKind, request.HelperId);
      if (flow.attemptInfo.locked) throw new ConflictError(mfaMessages.tooManyAttempts);
      if ('Email' in request) {
        if (request.Email.toLowerCase() !== flow.email.toLowerCase()) {
          throw new ValidationError(mfaMessages.emailDoesNotMatch, { Email: [mfaMessages.emailDoesNotMatch] });
        }
        await verificationCodes.issue({ helperId: flow.helperId, channel: 'email', destination: flow.email, purpose: purposes[flowKind] });
        return { sent: true, method: 'email', maskedDestination: maskEmail(flow.email) };
      }
      const mobile = typeof flow.data.mobile === 'string' ? flow.data.mobile : '';
      if (!mobile || lastFourDigits(request.MobileNumber) !== lastFourDigits(mobile)) {
        throw new ValidationError(mfaMessages.mobileDoesNotMatch, { MobileNumber: [mfaMessages.mobileDoesNotMatch] });
      }
      await verificationCodes.issue({ helperId: flow.helperId, channel: 'sms', destination: mobile, purpose: purposes[flowKind] });
      return { sent: true, method: 'sms', maskedDestination: maskPhone(mobile) };
    },

    /**
     * A wrong code counts against the flow as well as the code, so asking for new codes does not buy more tries.
     * A verified code moves the flow on, so the same code (or any code) is refused afterwards.
     */
    async verifyCode(flowKind: MfaFlow, request: VerifyMfaRequest): Promise<VerifyMfaResponse> {
      const flow = await loadAwaitingCode(flowKind, request.HelperId);
      if (flow.attemptInfo.locked) {
        return { error: codeRejection(flowKind, flow.attemptInfo), attemptInfo: flow.attemptInfo, isLockedAccount: false };
      }
      const result = await verificationCodes.verify({ helperId: flow.helperId, code: request.Code });
      switch (result.kind) {
        case 'verified':
          await accountFlows.advance(flow.helperId, mfaSteps.verified);
          return { error: null, attemptInfo: null, isLockedAccount: false };
        case 'mismatch':
        case 'exhausted': {
          const attemptInfo = await accountFlows.recordFailure(flow.helperId);
          return { error: codeRejection(flowKind, attemptInfo), attemptInfo, isLockedAccount: false };
        }
        case 'expired':
          return { error: accountMessages.code.expired, attemptInfo: flow.attemptInfo, isLockedAccount: false };
        case 'missing':
          // No live code: none was sent yet, or it was already used.
          throw new ConflictError(accountMessages.accountFlow.stepNotAvailable);
      }
    },
  };
}
