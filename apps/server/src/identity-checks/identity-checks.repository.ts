import type { IdentityChannel, IdentityLimitScope } from '@portal/contracts';
import { lt, sql } from 'drizzle-orm';
import { type Database, type Executor, selectRows } from '../db/client.js';
import { listValues, placeholderList, preparedStatement, statementRows } from '../db/prepared-once.js';
import { accounts, clientSystems, identityLockouts, identityMisses } from '../db/schema.js';

/** An actor's misses in the window for one scope (and member id): how many, and when the limit-th newest was. */
export interface ScopeStanding {
  scope: IdentityLimitScope;
  misses: number;
  /** The limit-th newest miss (epoch ms): the limit is reached until it leaves the window; null below the limit. */
  limitingAtMs: number | null;
}

export interface ScopeLimits {
  actorMember: number;
  member: number;
  actor: number;
}

export interface LockoutToSave {
  actorKey: string;
  accountId: number;
  clientSystemId: number | null;
  channel: IdentityChannel;
  scope: IdentityLimitScope;
  isRefusal: boolean;
  at: Date;
  /** A row last reached before this starts a new alert period (first time and counts start again). */
  periodStart: Date;
}

export interface IdentityAlertRow {
  actorKey: string;
  accountId: number;
  clientSystemId: number | null;
  email: string;
  clientSystemName: string | null;
  clientId: string | null;
  channels: string[];
  lastLimit: string;
  refusals: number;
  firstReachedAtMs: number;
  lastReachedAtMs: number;
  misses: number;
  memberIdCount: number;
}

/** Old misses are deleted about once per this many recorded, so the table holds the alert period only. */
const sweepEvery = 500;
const epochMs = (column: ReturnType<typeof sql>) => sql`(extract(epoch from ${column}) * 1000)::float8`;
/** The first key of the throttle's advisory locks (the two-key lock space, apart from the startup lock's). */
const memberLockNamespace = 30_003;

/** What the throttle reads and writes while it holds the member ids' locks. */
export interface LockedIdentityChecks {
  standing(actorKey: string, memberKeys: readonly string[], since: Date, limits: ScopeLimits): Promise<ScopeStanding[]>;
  recordMiss(actorKey: string, memberKeys: readonly string[], channel: IdentityChannel, at: Date): Promise<void>;
}

/**
 * One statement, whatever the outcome: the actor's misses since `since` over every member id, its misses for each of
 * the member ids, and everyone's for each. Each scope's rows are bounded by its limit (refused look-ups add no miss),
 * so the reads stay small under attack. Built once for each number of member ids (db/prepared-once.ts): every $inquire
 * and every member look-up reads it.
 */
const standingStatement = preparedStatement((keyCount: number) => {
  const keys = keyCount ? sql`member_key in (${placeholderList('memberKey', keyCount)})` : sql`false`;
  const actorKey = sql.placeholder('actorKey');
  return sql`with recent as (
      select actor_key, member_key, occurred_at from ${identityMisses}
      where occurred_at > ${sql.placeholder('since')}::timestamptz and (actor_key = ${actorKey} or ${keys})
    ), scoped as (
      select 'actor'::text as scope, ''::text as key, occurred_at from recent where actor_key = ${actorKey}
      union all select 'actor-member'::text, member_key, occurred_at from recent where actor_key = ${actorKey} and ${keys}
      union all select 'member'::text, member_key, occurred_at from recent where ${keys}
    )
    select scope, count(*)::int as misses,
      ${epochMs(sql`(array_agg(occurred_at order by occurred_at desc))[case scope when 'actor' then ${sql.placeholder('actor')}::int when 'member' then ${sql.placeholder('member')}::int else ${sql.placeholder('actorMember')}::int end]`)} as "limitingAtMs"
    from scoped group by scope, key`;
});

function lockedIdentityChecks(db: Executor): LockedIdentityChecks {
  return {
    /**
     * One statement, whatever the outcome: the actor's misses since `since` over every member id, its misses for each
     * of `memberKeys`, and everyone's for each. Each scope's rows are bounded by its limit (refused look-ups add no
     * miss), so the reads stay small under attack.
     */
    async standing(actorKey: string, memberKeys: readonly string[], since: Date, limits: ScopeLimits): Promise<ScopeStanding[]> {
      return statementRows<ScopeStanding>(
        await standingStatement(db, memberKeys.length, {
          actorKey,
          since: since.toISOString(),
          ...limits,
          ...listValues('memberKey', memberKeys),
        }),
      );
    },

    /** One miss per member id tried. */
    async recordMiss(actorKey: string, memberKeys: readonly string[], channel: IdentityChannel, at: Date): Promise<void> {
      await db.insert(identityMisses).values(memberKeys.map((memberKey) => ({ occurredAt: at, actorKey, memberKey, channel })));
    },
  };
}

/** The throttle's misses and lockouts; no rules here. */
export function createIdentityChecksRepository(db: Database) {
  let missesSinceSweep = 0;

  return {
    /**
     * Runs `decide` in a transaction holding a lock on each member id (in one order, so two look-ups naming the same
     * ids never wait on each other in a circle), across every instance. Look-ups of one member id are thus judged one
     * after another, each reading the misses of all judged before it: a burst sent in parallel cannot all read the
     * count before any of its misses is written (issue 30 §3).
     */
    /**
     * The same standing read on the pool, holding no lock: for a look-up that matched, which writes nothing (see the
     * service's `identify`).
     */
    standing: (...read: Parameters<LockedIdentityChecks['standing']>) => lockedIdentityChecks(db).standing(...read),

    withMemberLocks<T>(memberKeys: readonly string[], decide: (locked: LockedIdentityChecks) => Promise<T>): Promise<T> {
      const keys = sql.join(
        [...memberKeys].sort().map((key) => sql`(${key}::text)`),
        sql`, `,
      );
      return db.transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(${memberLockNamespace}, hashtext(key)) from (select key from (values ${keys}) as keys(key) order by key) ordered`,
        );
        return decide(lockedIdentityChecks(tx));
      });
    },

    /** After `count` misses were recorded: now and then, those older than `keepSince` deleted. */
    async sweepNowAndThen(count: number, keepSince: Date): Promise<void> {
      missesSinceSweep += count;
      if (missesSinceSweep < sweepEvery) return;
      missesSinceSweep = 0;
      await db.delete(identityMisses).where(lt(identityMisses.occurredAt, keepSince));
    },

    /** The actor reached a limit (or was refused at one): its alert row, started again after an alert period. */
    async saveLockout(lockout: LockoutToSave): Promise<void> {
      const { at, periodStart } = lockout;
      const isNewPeriod = sql`${identityLockouts.lastReachedAt} < ${periodStart.toISOString()}::timestamptz`;
      await db
        .insert(identityLockouts)
        .values({
          actorKey: lockout.actorKey,
          accountId: lockout.accountId,
          clientSystemId: lockout.clientSystemId,
          channels: [lockout.channel],
          lastLimit: lockout.scope,
          refusals: lockout.isRefusal ? 1 : 0,
          firstReachedAt: at,
          lastReachedAt: at,
        })
        .onConflictDoUpdate({
          target: identityLockouts.actorKey,
          set: {
            channels: sql`case when ${isNewPeriod} then excluded.channels when ${lockout.channel} = any(${identityLockouts.channels}) then ${identityLockouts.channels} else ${identityLockouts.channels} || excluded.channels end`,
            refusals: sql`case when ${isNewPeriod} then excluded.refusals else ${identityLockouts.refusals} + excluded.refusals end`,
            firstReachedAt: sql`case when ${isNewPeriod} then excluded.first_reached_at else ${identityLockouts.firstReachedAt} end`,
            lastReachedAt: sql`excluded.last_reached_at`,
            lastLimit: sql`excluded.last_limit`,
          },
        });
    },

    /** The actors that reached a limit since `since`, newest first, with their misses since then (member ids counted). */
    alerts(since: Date): Promise<IdentityAlertRow[]> {
      const from = since.toISOString();
      return selectRows<IdentityAlertRow>(
        db,
        sql`select l.actor_key as "actorKey", l.account_id as "accountId", l.client_system_id as "clientSystemId", a.email,
              c.name as "clientSystemName", c.client_id as "clientId", l.channels, l.last_limit as "lastLimit", l.refusals,
              ${epochMs(sql`l.first_reached_at`)} as "firstReachedAtMs", ${epochMs(sql`l.last_reached_at`)} as "lastReachedAtMs",
              m.misses, m.member_ids as "memberIdCount"
            from ${identityLockouts} l
            join ${accounts} a on a.id = l.account_id
            left join ${clientSystems} c on c.id = l.client_system_id
            cross join lateral (
              select count(*)::int as misses, count(distinct member_key)::int as member_ids from ${identityMisses}
              where actor_key = l.actor_key and occurred_at > ${from}::timestamptz
            ) m
            where l.last_reached_at > ${from}::timestamptz
            order by l.last_reached_at desc
            limit 500`,
      );
    },
  };
}
export type IdentityChecksRepository = ReturnType<typeof createIdentityChecksRepository>;
