import {
  type NotificationPreferences,
  type Profile,
  type UpdatePasswordRequest,
  type UpdateProfileRequest,
  type UpdateSecurityQuestionsRequest,
  accountMessages,
  updateModeAnswers,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { NotFoundError, ValidationError } from '../../errors.js';
import { hashPassword, verifyPassword } from '../../security/password.js';
import type { AuditLog } from '../../audit/audit-log.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { assertNewPasswordAllowed } from '../../security/new-password-policy.js';
import { type Actor, profileAuditActions, profileAuditOutcomes, recordOwnAccountChange } from '../../accounts/profile-audit.js';
import type { OwnAccountRecord, ProfileRepository } from '../../accounts/profile.repository.js';
import { securityQuestionsChanges } from '../../accounts/security-questions-update.js';

export type ProfileService = ReturnType<typeof createProfileService>;

export function toProfile(account: OwnAccountRecord): Profile {
  const [securityQuestion1, securityQuestion2, securityQuestion3] = account.securityQuestions;
  return {
    firstName: account.firstName,
    lastName: account.lastName,
    title: account.title ?? '',
    email: account.email,
    phone: account.phone ?? '',
    phoneExt: account.phoneExt ?? '',
    mobile: account.mobile ?? '',
    securityQuestion1,
    securityQuestion2,
    securityQuestion3,
  };
}

/** The Settings page's changes to the signed-in account (spec 2 §2.9); each is audited. */
export function createProfileService(deps: {
  profileRepository: ProfileRepository;
  settingsService: SettingsService;
  audit: AuditLog;
  clock: Clock;
  scryptLogN: number;
  /** Drops this instance's cached sessions of the account at once (other instances hear of it from the database). */
  forgetAccountSessions: (accountId: number) => void;
}) {
  const { profileRepository, settingsService, audit, clock, scryptLogN } = deps;

  async function accountOf(accountId: number): Promise<OwnAccountRecord> {
    const account = await profileRepository.findById(accountId);
    if (!account) throw new NotFoundError();
    return account;
  }

  async function saveAndReload(actor: Actor, changes: Parameters<ProfileRepository['update']>[1]): Promise<Profile> {
    await profileRepository.update(actor.accountId, changes, clock.now());
    return toProfile(await accountOf(actor.accountId));
  }

  async function getNotificationPreferences(accountId: number): Promise<NotificationPreferences> {
    const isEnabled = await profileRepository.findAuthorizationEmailsEnabled(accountId);
    if (isEnabled === undefined) throw new NotFoundError();
    return { authorizationEmailsEnabled: isEnabled };
  }

  return {
    async getProfile(accountId: number): Promise<Profile> {
      return toProfile(await accountOf(accountId));
    },

    getNotificationPreferences,

    /** The Settings page's switch of the authorization e-mails (issue 18 §7), audited with before and after. */
    async updateNotificationPreferences(actor: Actor, request: NotificationPreferences): Promise<NotificationPreferences> {
      const before = await getNotificationPreferences(actor.accountId);
      await profileRepository.update(actor.accountId, { authorizationEmailsEnabled: request.authorizationEmailsEnabled }, clock.now());
      await recordOwnAccountChange(audit, actor, profileAuditActions.notificationPreferencesUpdate, profileAuditOutcomes.success, { before, after: request });
      return { authorizationEmailsEnabled: request.authorizationEmailsEnabled };
    },

    async updateProfile(actor: Actor, request: UpdateProfileRequest): Promise<Profile> {
      await accountOf(actor.accountId);
      const profile = await saveAndReload(actor, {
        firstName: request.firstName,
        lastName: request.lastName,
        title: request.title || null,
        phone: request.phone,
        phoneExt: request.phoneExt || null,
        mobile: request.mobile || null,
      });
      await recordOwnAccountChange(audit, actor, profileAuditActions.profileUpdate);
      return profile;
    },

    async updatePassword(actor: Actor, request: UpdatePasswordRequest): Promise<void> {
      const account = await accountOf(actor.accountId);
      if (!(await verifyPassword(request.currentPassword, account.passwordHash))) {
        // Audited but not counted as a failed login: the caller already holds a valid session.
        await recordOwnAccountChange(audit, actor, profileAuditActions.passwordChange, profileAuditOutcomes.wrongPassword);
        const message = accountMessages.password.currentIncorrect;
        throw new ValidationError(message, { currentPassword: [message] });
      }
      assertNewPasswordAllowed(request.newPassword, { userName: account.email, firstName: account.firstName, lastName: account.lastName }, 'newPassword');
      // The account's other sessions end with the old password; this one goes on.
      const passwordHash = await hashPassword(request.newPassword, scryptLogN);
      await profileRepository.updateWithNewPassword(actor.accountId, { passwordHash }, clock.now(), actor.sessionId);
      deps.forgetAccountSessions(actor.accountId);
      await recordOwnAccountChange(audit, actor, profileAuditActions.passwordChange);
    },

    async updateSecurityQuestions(actor: Actor, request: UpdateSecurityQuestionsRequest): Promise<Profile> {
      const account = await accountOf(actor.accountId);
      const { securityQuestions } = await settingsService.getPortalSettings();
      const changes = await securityQuestionsChanges(
        { questions: [request.securityQuestion1, request.securityQuestion2, request.securityQuestion3], answers: updateModeAnswers(request) },
        account,
        securityQuestions,
        scryptLogN,
      );
      const profile = await saveAndReload(actor, changes);
      await recordOwnAccountChange(audit, actor, profileAuditActions.securityQuestionsUpdate);
      return profile;
    },
  };
}
