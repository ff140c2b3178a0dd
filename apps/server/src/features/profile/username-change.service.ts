import {
  type CompleteUsernameChangeResponse,
  type StartUsernameChangeResponse,
  type AttemptInfo,
  accountMessages,
  attemptsRemaining,
  escapeBrandText,
  maskEmail,
  messages,
} from '@portal/contracts';
import type { Notifier } from '../../adapters/notifier/notifier.js';
import type { Clock } from '../../clock.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import type { AccountFlow, AccountFlowService } from '../../account-flows/account-flow.service.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { VerificationCodeService } from '../../verification/verification-code.service.js';
import { type Actor, profileAuditActions, profileAuditOutcomes, recordOwnAccountChange } from '../../accounts/profile-audit.js';
import type { ProfileRepository } from '../../accounts/profile.repository.js';
import type { GetBrand } from '../../brand/brand.service.js';

export type UsernameChangeService = ReturnType<typeof createUsernameChangeService>;

const flowKind = 'UpdateUsername';
/** The flow waits for the code sent to the new address. */
const codeStep = 'mfa';

const rejected = (error: string, attemptInfo: AttemptInfo | null): CompleteUsernameChangeResponse => ({ error, attemptInfo, user: null });

/**
 * Changing the user id (an e-mail address) proves the new address with a code sent to it; the old address is told
 * afterwards, so a hijacked session cannot move the account away silently.
 */
export function createUsernameChangeService(deps: {
  getBrand: GetBrand;
  profileRepository: ProfileRepository;
  accountFlows: AccountFlowService;
  verificationCodes: VerificationCodeService;
  notifier: Notifier;
  audit: AuditLog;
  clock: Clock;
}) {
  const { profileRepository, accountFlows, verificationCodes, notifier, audit, clock } = deps;

  async function assertEmailFree(email: string): Promise<void> {
    if (await profileRepository.isEmailTaken(email)) throw new ConflictError(messages.registration.emailAlreadyRegistered);
  }

  /** The caller's open flow for this address, for a resend; anything else starts afresh. */
  async function reusableFlow(actor: Actor, helperId: string | undefined, email: string): Promise<AccountFlow | undefined> {
    if (!helperId) return undefined;
    const flow = await accountFlows.load(helperId, flowKind).catch(() => undefined);
    return flow && flow.accountId === actor.accountId && flow.email === email && flow.step === codeStep ? flow : undefined;
  }

  return {
    /** `{ Email }`: sends a code to the new address (again, with the HelperId of the earlier request, to resend). */
    async start(actor: Actor, request: { email: string; helperId?: string | undefined }): Promise<StartUsernameChangeResponse> {
      const email = request.email.trim().toLowerCase();
      await assertEmailFree(email);
      const existing = await reusableFlow(actor, request.helperId, email);
      const helperId = existing?.helperId ?? (await accountFlows.begin({ kind: flowKind, accountId: actor.accountId, email, step: codeStep }));
      await verificationCodes.issue({ helperId, channel: 'email', destination: email, purpose: 'your new user id' });
      await recordOwnAccountChange(audit, actor, profileAuditActions.usernameChangeStarted, profileAuditOutcomes.success, { newEmail: email });
      return { helperId, maskedEmail: maskEmail(email) };
    },

    /** `{ HelperId, Code }`: a right code changes the user id; a wrong one answers the attempts left. */
    async complete(actor: Actor, request: { helperId: string; code: string }): Promise<{ response: CompleteUsernameChangeResponse; isChanged: boolean }> {
      const flow = await accountFlows.load(request.helperId, flowKind);
      if (flow.accountId !== actor.accountId) throw new ForbiddenError();
      accountFlows.requireStep(flow, codeStep);
      const result = await verificationCodes.verify({ helperId: flow.helperId, code: request.code });
      switch (result.kind) {
        case 'missing':
          throw new ConflictError(accountMessages.accountFlow.stepNotAvailable);
        case 'expired':
          return { response: rejected(accountMessages.code.expired, null), isChanged: false };
        case 'mismatch':
        case 'exhausted': {
          await recordOwnAccountChange(audit, actor, profileAuditActions.usernameChange, profileAuditOutcomes.codeRejected, { newEmail: flow.email });
          const error =
            result.kind === 'exhausted'
              ? messages.settingsPage.codeAttemptsExhausted
              : messages.forgotPassword.codeDoesNotMatch(attemptsRemaining(result.attemptInfo));
          return { response: rejected(error, result.attemptInfo), isChanged: false };
        }
        case 'verified':
          break;
      }
      const account = await profileRepository.findById(actor.accountId);
      if (!account) throw new NotFoundError();
      await assertEmailFree(flow.email);
      // Completed before the change, so that a second submission of the same code cannot repeat it.
      await accountFlows.complete(flow.helperId);
      await profileRepository.update(actor.accountId, { email: flow.email }, clock.now());
      await recordOwnAccountChange(audit, actor, profileAuditActions.usernameChange, profileAuditOutcomes.success, {
        oldEmail: account.email,
        newEmail: flow.email,
      });
      const productName = escapeBrandText('plainText', (await deps.getBrand()).productName);
      await notifier.send({
        channel: 'email',
        to: account.email,
        subject: messages.settingsPage.usernameChangedSubject(productName),
        text: messages.settingsPage.usernameChangedNotice(flow.email, productName),
      });
      return { response: { error: null, attemptInfo: null, user: null }, isChanged: true };
    },
  };
}
