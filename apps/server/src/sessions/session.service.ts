import { constants, loginBlockOf, type SessionUser, sessionIdleTimeoutMs } from '@portal/contracts';
import { ChangeNotifiedCache } from '../cache/change-notified-cache.js';
import type { Clock } from '../clock.js';
import type { SettingsService } from '../portal-settings/settings.service.js';
import { hashSessionToken, newSessionToken } from './session-token.js';
import { impersonationBarOf, toSessionUser } from './session-user.js';
import type { SessionAccount, SessionRecord, SessionRepository } from './session.repository.js';

/** What an authenticated request knows about its caller (`request.session`). */
export interface AuthenticatedSession {
  sessionId: number;
  tokenHash: string;
  account: SessionAccount;
  impersonatedAccountId: number | null;
  /**
   * The account whose access the request acts with: the impersonated account while an employee impersonates,
   * else the signed-in account. Access rules of provider data (associations, claims, authorizations) use this id;
   * audit entries name `account.id` as the actor and `impersonatedAccountId` as on-behalf-of.
   */
  effectiveAccountId: number;
  isImpersonating: boolean;
  /**
   * The account whose impersonation this request ended because it may no longer be impersonated (disabled,
   * locked, no longer Approved since it began); else null. The session no longer impersonates, and the
   * authentication plugin refuses the request unless it is one the employee makes as the employee.
   */
  endedImpersonationOf: number | null;
  user: SessionUser;
  idleExpiresAt: Date;
}

export interface RequestOrigin {
  clientAddress: string;
  userAgent: string | undefined;
}

export type SessionService = ReturnType<typeof createSessionService>;

/**
 * Validated sessions are kept in this process for a few seconds. Sessions live in the database so any instance can
 * serve any request, but reading session and account on every call would dominate the cost of cheap calls (the
 * handshake). An entry is dropped as soon as the database reports a change to its session or account
 * (session-changes.ts: a logout, a revoked session, a disabled or locked account, changed flags, on whichever
 * instance it happened). Expiry (idle, absolute) is still checked on every request against the kept timestamps.
 */
const cacheTtlMs = 5_000;
const cacheMaxEntries = 10_000;
/** last_seen_at is written at most this often per session: a write on every request would halve throughput. */
const touchIntervalMs = 30_000;

/** Whether a kept session shows the account: its own, or one impersonating it. */
const showsAccount = (record: SessionRecord, accountId: number) => record.account.id === accountId || record.impersonatedAccountId === accountId;

export function createSessionService(deps: { sessionRepository: SessionRepository; settingsService: SettingsService; clock: Clock }) {
  const { sessionRepository, settingsService, clock } = deps;
  const sessions = new ChangeNotifiedCache<SessionRecord>(cacheTtlMs, cacheMaxEntries, 'sessions');

  const loadRecord = (tokenHash: string, now: number) => sessions.read(tokenHash, now, () => sessionRepository.findSessionByTokenHash(tokenHash));

  function userOf(record: SessionRecord): SessionUser {
    // Built once per cache entry: the handshake answers it on every call.
    record.user ??= toSessionUser(record.account, { impersonatingAs: record.impersonatedName, returnTo: record.impersonationReturnTo });
    return record.user;
  }

  function forgetSession(tokenHash: string): void {
    sessions.forget(tokenHash);
  }

  async function refresh(tokenHash: string): Promise<SessionUser | undefined> {
    forgetSession(tokenHash);
    const record = await loadRecord(tokenHash, clock.now().getTime());
    return record ? userOf(record) : undefined;
  }

  /**
   * The impersonated account when it may no longer be impersonated, else null. Spec 2 §4 checks it when an
   * impersonation begins; an account disabled or locked meanwhile must not go on being acted as either.
   */
  function barredImpersonationOf(record: SessionRecord): number | null {
    const accountId = record.impersonatedAccountId;
    if (accountId === null) return null;
    return record.impersonatedAccount && impersonationBarOf(record.impersonatedAccount) === null ? null : accountId;
  }

  /** Ends the session's impersonation of the account (every instance hears of it) and answers the record without it. */
  async function endImpersonation(tokenHash: string, record: SessionRecord, accountId: number): Promise<SessionRecord> {
    await sessionRepository.endImpersonation(record.sessionId, accountId);
    forgetSession(tokenHash);
    const ended = { ...record, impersonatedAccountId: null, impersonatedName: null, impersonationReturnTo: null, impersonatedAccount: null };
    delete ended.user;
    return ended;
  }

  async function endSession(tokenHash: string, sessionId: number, at: Date): Promise<void> {
    forgetSession(tokenHash);
    await sessionRepository.revokeSession(sessionId, at);
  }

  return {
    /** Opens a session for an account whose credentials were checked; answers the token for the browser. */
    async open(account: SessionAccount, origin: RequestOrigin): Promise<string> {
      const token = newSessionToken();
      const now = clock.now();
      await sessionRepository.createSession({
        tokenHash: hashSessionToken(token),
        accountId: account.id,
        now,
        absoluteExpiresAt: new Date(now.getTime() + constants.sessionAbsoluteLifetimeSeconds * 1000),
        clientAddress: origin.clientAddress,
        userAgent: origin.userAgent,
      });
      return token;
    },

    /** The session of a bearer token, or undefined when it is unknown, revoked, expired or its account barred. */
    async authenticate(token: string): Promise<AuthenticatedSession | undefined> {
      const tokenHash = hashSessionToken(token);
      const now = clock.now();
      const nowMs = now.getTime();
      const loaded = await loadRecord(tokenHash, nowMs);
      if (!loaded || loaded.revokedAt) return undefined;
      const settings = settingsService.peekPortalSettings() ?? (await settingsService.getPortalSettings());
      const idleMs = sessionIdleTimeoutMs(settings, loaded.account.isEmployee);
      const isExpired = nowMs >= loaded.absoluteExpiresAt.getTime() || nowMs >= loaded.lastSeenAt.getTime() + idleMs;
      if (isExpired || loginBlockOf(loaded.account) !== null) {
        await endSession(tokenHash, loaded.sessionId, now);
        return undefined;
      }
      if (nowMs - loaded.lastSeenAt.getTime() >= touchIntervalMs) {
        await sessionRepository.touchSession(loaded.sessionId, now);
        loaded.lastSeenAt = now;
      }
      const endedImpersonationOf = barredImpersonationOf(loaded);
      const record = endedImpersonationOf === null ? loaded : await endImpersonation(tokenHash, loaded, endedImpersonationOf);
      return {
        sessionId: record.sessionId,
        tokenHash,
        account: record.account,
        impersonatedAccountId: record.impersonatedAccountId,
        effectiveAccountId: record.impersonatedAccountId ?? record.account.id,
        isImpersonating: record.impersonatedAccountId !== null,
        endedImpersonationOf,
        user: userOf(record),
        idleExpiresAt: new Date(Math.min(record.lastSeenAt.getTime() + idleMs, record.absoluteExpiresAt.getTime())),
      };
    },

    /**
     * The session's user re-read from the database after its account changed (account update, user id change),
     * for the answer of the request that changed it: the database's report of the change arrives a moment later.
     */
    refresh,

    /**
     * Starts (an account id and return route) or ends (null) the impersonation of a session. The cache entry is
     * re-read at once, so this instance serves the new state from the next request on.
     */
    async setImpersonation(
      session: Pick<AuthenticatedSession, 'tokenHash' | 'sessionId'>,
      impersonation: { accountId: number; returnTo: string | null } | null,
    ): Promise<void> {
      await sessionRepository.setImpersonation(session.sessionId, impersonation);
      await refresh(session.tokenHash);
    },

    /**
     * Forgets this instance's cached copy of a session that changed (logout, revocation, impersonation): its
     * next request here reads it afresh. The database reports every such change to every instance
     * (session-changes.ts); a change made through this instance also calls this at once, as the report
     * reaches this instance a moment after the commit.
     */
    forgetSession,

    /**
     * Forgets this instance's cached sessions of an account that changed (status, lock, flags, name), and those
     * impersonating it, so that their next request here sees the change. Reported like `forgetSession`.
     */
    forgetAccount(accountId: number): void {
      sessions.forgetWhere((record) => showsAccount(record, accountId));
    },

    /** Forgets every cached session: changes may have been missed (the database connection that reports them dropped). */
    forgetAll(): void {
      sessions.forgetAll();
    },

    async close(session: Pick<AuthenticatedSession, 'tokenHash' | 'sessionId'>): Promise<void> {
      await endSession(session.tokenHash, session.sessionId, clock.now());
    },
  };
}
