import { isDisabledAccountStatus, loginBlockFlags, type AdminLoginResponse, type BlockedLogin, type CurrentUser, type LoginBlock } from '@portal/contracts';
import { verifyPassword } from '../../security/password.js';
import type { AuditLog } from '../../audit/audit-log.js';
import { auditActions, auditOutcomes } from '../../audit/audit-log.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import type { RequestOrigin, SessionService } from '../../sessions/session.service.js';
import { toSessionUser } from '../../sessions/session-user.js';
import type { AccountRecord, SessionRepository } from '../../sessions/session.repository.js';

export interface Credentials {
  userName: string;
  password: string;
}

/** Where a login came from (spec 1 §7 RefererSource), stored as a tracking event. */
export interface RefererTracker {
  recordReferer(event: { accountId: number | null; action: string; value: string }): Promise<void>;
}

type Verdict =
  | { kind: 'unknown' }
  | { kind: 'wrong-password'; account: AccountRecord; isNowLocked: boolean }
  | { kind: 'locked' | 'disabled'; account: AccountRecord }
  | { kind: 'valid'; account: AccountRecord };

export type LoginService = ReturnType<typeof createLoginService>;

export function createLoginService(deps: {
  sessionRepository: SessionRepository;
  sessionService: SessionService;
  settingsService: SettingsService;
  audit: AuditLog;
  tracking: RefererTracker;
  clock: { now(): Date };
  /** A hash at the accounts' cost, verified for unknown user ids so that they take as long as known ones. */
  dummyPasswordHash: () => Promise<string>;
}) {
  const { sessionRepository, sessionService, settingsService, audit, clock } = deps;

  /** The rules shared by both logins: the password is checked before a disabled state is revealed. */
  async function judge(credentials: Credentials, action: string, origin: RequestOrigin): Promise<Verdict> {
    // User ids are stored lower-cased; people type them in any case.
    const account = await sessionRepository.findAccountByEmail(credentials.userName.trim().toLowerCase());
    const entry = { userName: credentials.userName, action, clientAddress: origin.clientAddress };
    if (!account) {
      await verifyPassword(credentials.password, await deps.dummyPasswordHash());
      await audit.record({ ...entry, actorAccountId: null, outcome: auditOutcomes.unknownUser });
      return { kind: 'unknown' };
    }
    const actor = { ...entry, actorAccountId: account.id };
    if (account.isLocked) {
      await audit.record({ ...actor, outcome: auditOutcomes.refusedLocked });
      return { kind: 'locked', account };
    }
    if (!(await verifyPassword(credentials.password, account.passwordHash))) {
      const { maxFailedLogins } = await settingsService.getPortalSettings();
      const { isLocked } = await sessionRepository.recordFailedLogin(account.id, maxFailedLogins, clock.now());
      await audit.record({ ...actor, outcome: auditOutcomes.wrongPassword, details: { attempt: account.failedLoginAttempts + 1 } });
      if (isLocked) {
        // The account's open sessions (and impersonations of it) end at their next request, here at once.
        sessionService.forgetAccount(account.id);
        await audit.record({ ...actor, action: auditActions.accountLocked, outcome: auditOutcomes.success, details: { maxFailedLogins } });
      }
      return { kind: 'wrong-password', account, isNowLocked: isLocked };
    }
    if (isDisabledAccountStatus(account.accountStatus)) {
      await audit.record({ ...actor, outcome: auditOutcomes.refusedDisabled });
      return { kind: 'disabled', account };
    }
    return { kind: 'valid', account };
  }

  async function openSession(account: AccountRecord, action: string, origin: RequestOrigin): Promise<CurrentUser> {
    await sessionRepository.recordSuccessfulLogin(account.id, clock.now());
    const token = await sessionService.open(account, origin);
    await audit.record({
      actorAccountId: account.id,
      userName: account.email,
      action,
      outcome: auditOutcomes.success,
      clientAddress: origin.clientAddress,
    });
    return { ...toSessionUser(account, { impersonatingAs: null, returnTo: null }), token };
  }

  const blocked = (userName: string, block: LoginBlock): BlockedLogin => ({ userName, token: null, ...loginBlockFlags(block) });

  return {
    /** POST /account/login/: null for wrong credentials, a BlockedLogin for a barred account, else the user. */
    async login(credentials: Credentials, referer: string | undefined, origin: RequestOrigin): Promise<CurrentUser | BlockedLogin | null> {
      const verdict = await judge(credentials, auditActions.login, origin);
      const accountId = verdict.kind === 'valid' ? verdict.account.id : null;
      if (referer) await deps.tracking.recordReferer({ accountId, action: 'Login', value: referer });
      switch (verdict.kind) {
        case 'unknown':
          return null;
        case 'wrong-password':
          return verdict.isNowLocked ? blocked(credentials.userName, 'locked') : null;
        case 'locked':
          return blocked(credentials.userName, 'locked');
        case 'disabled':
          return blocked(credentials.userName, 'disabled');
        case 'valid':
          return openSession(verdict.account, auditActions.login, origin);
      }
    },

    /** POST /admin/login/: employees only; every refusal looks the same to the caller. */
    async adminLogin(credentials: Credentials, origin: RequestOrigin): Promise<AdminLoginResponse> {
      const verdict = await judge(credentials, auditActions.adminLogin, origin);
      if (verdict.kind !== 'valid') return { isAdminLoginValid: false };
      if (!verdict.account.isEmployee) {
        await audit.record({
          actorAccountId: verdict.account.id,
          userName: credentials.userName,
          action: auditActions.adminLogin,
          outcome: auditOutcomes.notEmployee,
          clientAddress: origin.clientAddress,
        });
        return { isAdminLoginValid: false };
      }
      const user = await openSession(verdict.account, auditActions.adminLogin, origin);
      return { ...user, isAdminLoginValid: true };
    },
  };
}
