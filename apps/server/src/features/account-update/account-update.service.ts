import { type AccountUpdateRequest, messages, type UpdateTemporaryPasswordRequest, updateModeAnswers } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { ConflictError, ForbiddenError, NotFoundError } from '../../errors.js';
import { hashPassword } from '../../security/password.js';
import type { AuditLog } from '../../audit/audit-log.js';
import { assertNewPasswordAllowed } from '../../security/new-password-policy.js';
import { type Actor, profileAuditActions, recordOwnAccountChange } from '../../accounts/profile-audit.js';
import type { OwnAccountRecord, ProfileRepository } from '../../accounts/profile.repository.js';
import { securityQuestionsChanges } from '../../accounts/security-questions-update.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';

export type AccountUpdateService = ReturnType<typeof createAccountUpdateService>;

const text = messages.accountUpdate;

/**
 * The forced account update (spec 1 §2.6, §4.3) and the temporary password reset (§2.9): both change only the
 * signed-in account, and only while its flag asks for it.
 */
export function createAccountUpdateService(deps: {
  profileRepository: ProfileRepository;
  settingsService: SettingsService;
  audit: AuditLog;
  clock: Clock;
  scryptLogN: number;
  /** Drops this instance's cached sessions of the account at once (other instances hear of it from the database). */
  forgetAccountSessions: (accountId: number) => void;
}) {
  const { profileRepository, settingsService, audit, clock, scryptLogN } = deps;

  async function ownAccount(actor: Actor, helperId: number): Promise<OwnAccountRecord> {
    if (helperId !== actor.accountId) throw new ForbiddenError(text.wrongAccount);
    const account = await profileRepository.findById(actor.accountId);
    if (!account) throw new NotFoundError();
    return account;
  }

  const passwordContext = (account: OwnAccountRecord) => ({ userName: account.email, firstName: account.firstName, lastName: account.lastName });

  return {
    /** POST /account/update/: password, mobile, security questions and terms at once; clears the flag. */
    async finalize(actor: Actor, request: AccountUpdateRequest): Promise<void> {
      const account = await ownAccount(actor, request.helperId);
      if (request.email.trim().toLowerCase() !== account.email) throw new ForbiddenError(text.wrongEmail);
      if (!account.forceAccountUpdate) throw new ConflictError(text.notRequired);
      assertNewPasswordAllowed(request.password, passwordContext(account), 'password');
      const { securityQuestions } = await settingsService.getPortalSettings();
      const questionChanges = await securityQuestionsChanges(
        { questions: [request.securityQuestion1, request.securityQuestion2, request.securityQuestion3], answers: updateModeAnswers(request) },
        account,
        securityQuestions,
        scryptLogN,
      );
      const now = clock.now();
      // A new password: the account's other sessions end with the old one.
      await profileRepository.updateWithNewPassword(
        account.id,
        {
          ...questionChanges,
          passwordHash: await hashPassword(request.password, scryptLogN),
          // "Not at this time" adds no number; a number already on the account stays.
          ...(request.skipMobile ? {} : { mobile: request.mobile }),
          tosAcceptedAt: now,
          forceAccountUpdate: false,
        },
        now,
        actor.sessionId,
      );
      deps.forgetAccountSessions(account.id);
      await recordOwnAccountChange(audit, actor, profileAuditActions.accountUpdate, undefined, { skipMobile: request.skipMobile });
    },

    /** POST /account/updateTemporaryPassword/: replaces the temporary password and clears its flag. */
    async updateTemporaryPassword(actor: Actor, request: UpdateTemporaryPasswordRequest): Promise<void> {
      const account = await ownAccount(actor, request.helperId);
      if (!account.hasTemporaryPassword) throw new ConflictError(text.noTemporaryPassword);
      assertNewPasswordAllowed(request.newPassword, passwordContext(account), 'newPassword');
      // Whoever else signed in with the temporary password is signed out; this session goes on.
      await profileRepository.updateWithNewPassword(
        account.id,
        { passwordHash: await hashPassword(request.newPassword, scryptLogN), hasTemporaryPassword: false },
        clock.now(),
        actor.sessionId,
      );
      deps.forgetAccountSessions(account.id);
      await recordOwnAccountChange(audit, actor, profileAuditActions.temporaryPasswordReset);
    },
  };
}
