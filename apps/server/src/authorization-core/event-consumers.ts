import type { FastifyBaseLogger } from 'fastify';
import { and, asc, eq, gt, lt, or, sql } from 'drizzle-orm';
import type { Database, DatabaseHandle, Transaction } from '../db/client.js';
import { authorizationEventConsumers, authorizationEvents } from '../db/schema.js';
import { authorizationEventsChannel, type StoredAuthorizationEvent, toStoredEvent } from './authorization-events.repository.js';

/**
 * A reader of the outbox with its own position: `handle` gets the next events in order, inside the transaction that
 * also moves its position past them, so each event takes effect once, whatever crashes (a kill -9 rolls both back)
 * and however many instances run (the position's row lock lets one run the consumer at a time). A handler writes its
 * effects through `tx`; anything it sends outside the database (an e-mail, an HTTP call) goes to a delivery queue of
 * its own instead, written here.
 */
export interface AuthorizationEventConsumer {
  /** Stable: the position is kept under this name. */
  name: string;
  handle(tx: Transaction, events: readonly StoredAuthorizationEvent[]): Promise<void>;
}

export interface EventConsumerOptions {
  batchSize: number;
}

const defaultOptions: EventConsumerOptions = { batchSize: 500 };

export function createAuthorizationEventConsumers(deps: { db: Database; consumers: readonly AuthorizationEventConsumer[]; options?: Partial<EventConsumerOptions> }) {
  const { db, consumers } = deps;
  const options = { ...defaultOptions, ...deps.options };

  /**
   * One batch of one consumer, in one transaction. Answers how many events it handled; 0 when there was nothing new
   * or another instance holds the consumer right now (it will handle what is new).
   */
  async function runBatch(consumer: AuthorizationEventConsumer): Promise<number> {
    return db.transaction(async (tx) => {
      await tx.insert(authorizationEventConsumers).values({ name: consumer.name }).onConflictDoNothing();
      const [position] = await tx.select().from(authorizationEventConsumers).where(eq(authorizationEventConsumers.name, consumer.name)).for('update', { skipLocked: true });
      if (!position) return 0;
      // Only transactions older than every one still running: none of them can still add an event before the position.
      const rows = await tx
        .select()
        .from(authorizationEvents)
        .where(
          and(
            lt(authorizationEvents.transactionId, sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`),
            or(
              gt(authorizationEvents.transactionId, position.lastTransactionId),
              and(eq(authorizationEvents.transactionId, position.lastTransactionId), gt(authorizationEvents.id, position.lastEventId)),
            ),
          ),
        )
        .orderBy(asc(authorizationEvents.transactionId), asc(authorizationEvents.id))
        .limit(options.batchSize);
      if (rows.length === 0) return 0;
      await consumer.handle(tx, rows.map(toStoredEvent));
      const last = rows[rows.length - 1] as (typeof rows)[number];
      await tx
        .update(authorizationEventConsumers)
        .set({ lastTransactionId: last.transactionId, lastEventId: last.id, updatedAt: sql`now()` })
        .where(eq(authorizationEventConsumers.name, consumer.name));
      return rows.length;
    });
  }

  async function drainAll(): Promise<number> {
    let handled = 0;
    for (const consumer of consumers) {
      for (;;) {
        const count = await runBatch(consumer);
        handled += count;
        if (count < options.batchSize) break;
      }
    }
    return handled;
  }

  // One drain at a time in this process: a drain asked for while one runs starts after it, so what the caller's
  // commit appended is handled by the time its drain answers.
  let queue: Promise<unknown> = Promise.resolve();
  let isQueued = false;
  let log: FastifyBaseLogger | undefined;

  /** Runs every consumer until it has caught up; answers the events handled. Tests call it after a command. */
  function drain(): Promise<number> {
    const next = queue.then(drainAll);
    queue = next.catch(() => undefined);
    return next;
  }

  /** A nudge (NOTIFY, the poll): one drain queued behind the running one is enough for any number of nudges. */
  function drainSoon(): void {
    if (isQueued) return;
    isQueued = true;
    queue = queue
      .then(() => {
        isQueued = false;
        return drainAll();
      })
      .catch((error: unknown) => log?.error({ err: error }, 'authorization event consumers failed'));
  }

  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => Promise<void>) | undefined;

  return {
    consumers,
    drain,
    drainSoon,
    /** Wakes on every commit of events (NOTIFY) and polls every `intervalMs` besides, for a missed notification. */
    async start(database: Pick<DatabaseHandle, 'listen'>, intervalMs: number, logger: FastifyBaseLogger): Promise<void> {
      log = logger;
      stopListening = await database.listen(authorizationEventsChannel, drainSoon, drainSoon);
      timer = setInterval(drainSoon, intervalMs);
      timer.unref();
      drainSoon();
    },
    async stop(): Promise<void> {
      if (timer) clearInterval(timer);
      timer = undefined;
      await stopListening?.();
      stopListening = undefined;
      await queue;
    },
  };
}
export type AuthorizationEventConsumers = ReturnType<typeof createAuthorizationEventConsumers>;
