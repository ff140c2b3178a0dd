import { addDays, type AuthorizationEvent, isGrantingStatus, todayIso } from '@portal/contracts';
import { and, asc, gte, lt, sql } from 'drizzle-orm';
import type { Clock } from '../clock.js';
import type { Database, Executor } from '../db/client.js';
import { authorizationEvents, authorizations } from '../db/schema.js';
import { planActor } from './actors.js';
import { appendAuthorizationEvents } from './authorization-events.repository.js';

/**
 * How far back the sweep looks: it runs hourly, so an authorization ends within its window many times over, even
 * across days of downtime. Periods that ended before the core kept events are history, not news: the first sweep
 * on a database of years of authorizations does not write an event for each (nor scan them all every hour).
 */
export const expirySweepLookbackDays = 30;

const hasNoExpiredEvent = sql`not exists (select 1 from ${authorizationEvents} where ${authorizationEvents.authorizationId} = ${authorizations.id} and ${authorizationEvents.kind} = 'expired')`;

/** The events of the authorizations whose granted period has ended, among `rows` (locked by the caller). */
async function appendExpired(tx: Executor, rows: readonly { id: number; status: string }[], now: Date): Promise<number> {
  const expired = rows.filter((row) => isGrantingStatus(row.status));
  const events: AuthorizationEvent[] = expired.map((row) => ({
    kind: 'expired',
    authorizationId: row.id,
    occurredAt: now.toISOString(),
    actor: planActor,
    statusBefore: row.status,
    status: row.status,
    data: {},
  }));
  await appendAuthorizationEvents(tx, events);
  return events.length;
}

/**
 * Expire: an approved authorization whose service period has ended gets its 'expired' event, once (the rows' locks
 * and the check for an earlier one, in one transaction per batch). The status word stays: its lines say what was
 * granted.
 */
export function createExpireCommands(deps: { db: Database; clock: Clock; batchSize?: number }) {
  const { db, clock } = deps;
  const batchSize = deps.batchSize ?? 500;
  const ended = () => {
    const today = todayIso(clock.now());
    return and(lt(authorizations.serviceTo, today), gte(authorizations.serviceTo, addDays(today, -expirySweepLookbackDays)));
  };

  return {
    /**
     * The sweep: every approved authorization ended in the look-back window without its event, a batch per transaction (rows another
     * instance's sweep holds are skipped, it expires them). Answers how many expired.
     */
    async sweep(): Promise<number> {
      let total = 0;
      for (;;) {
        const [expired, seen] = await db.transaction(async (tx) => {
          const rows = await tx
            .select({ id: authorizations.id, status: authorizations.status })
            .from(authorizations)
            // The granting words all read "approv…": SQL narrows the candidates, isGrantingStatus decides.
            .where(and(ended(), sql`${authorizations.status} ilike '%approv%'`, hasNoExpiredEvent))
            .orderBy(asc(authorizations.id))
            .limit(batchSize)
            .for('update', { skipLocked: true });
          return [await appendExpired(tx, rows, clock.now()), rows.length] as const;
        });
        total += expired;
        if (seen < batchSize || expired === 0) return total;
      }
    },
  };
}
export type ExpireCommands = ReturnType<typeof createExpireCommands>;
