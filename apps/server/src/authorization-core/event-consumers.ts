import type { FastifyBaseLogger } from 'fastify';
import { asc, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../db/client.js';
import { preparedFor } from '../db/prepared-once.js';
import { authorizationEventConsumers, authorizationEvents } from '../db/schema.js';
import { type StoredAuthorizationEvent, toStoredEvent } from './authorization-events.repository.js';
import type { EventsCommittedSignal } from './events-committed.js';

/**
 * A reader of the outbox with its own position: `handle` gets the next events in order, inside the transaction that
 * also moves its position past them, so each event takes effect once, whatever crashes (a kill -9 rolls both back)
 * and however many instances run (the position's row lock lets one run the consumer at a time). A handler writes its
 * effects through `tx`; anything it sends outside the database (an e-mail, an HTTP call) goes to a delivery queue of
 * its own instead, written here, and `afterCommit` nudges that queue's worker once the batch is committed.
 */
export interface AuthorizationEventConsumer {
  /** Stable: the position is kept under this name. */
  name: string;
  /** Answers whether the batch wrote anything `afterCommit` should announce. */
  handle(tx: Transaction, events: readonly StoredAuthorizationEvent[]): Promise<boolean | void>;
  /** After the commit of a batch whose `handle` answered true (never inside the transaction: the rows are not visible yet). */
  afterCommit?(): void;
  /** Empties what the consumer built, so a replay from the first event builds it again (`rebuild`). */
  reset?(tx: Transaction): Promise<void>;
}

export interface EventConsumerOptions {
  batchSize: number;
  /** How soon to look again when committed events wait behind an older transaction still running. */
  heldBackRetryMs: number;
  /**
   * How long a nudge (a command's commit) waits before the drain it asks for starts, so that the commits of a busy
   * moment are handled together: one transaction a consumer for many events, instead of one each.
   */
  nudgeDelayMs: number;
}

/**
 * A tenth of a second of gathering: every drain costs each consumer a transaction of five statements whether it finds
 * one event or fifty, so on a busy server a shorter window spends its CPU on drains rather than on requests. Notices,
 * FHIR notifications and metrics stay well under a second behind the commit.
 */
const defaultOptions: EventConsumerOptions = { batchSize: 500, heldBackRetryMs: 200, nudgeDelayMs: 100 };

/** How long a drain waits for an older transaction to end, and how soon it looks again meanwhile. */
const drainPatienceMs = 5_000;
const drainLookAgainMs = 20;

interface Position {
  lastTransactionId: number;
  lastEventId: number;
}

const snapshotXmin = sql`pg_snapshot_xmin(pg_current_snapshot())::text::bigint`;

// The statements of every batch, built once (db/prepared-once.ts): a busy server drains several times a second.
const positionStatement = (skipLocked: boolean) =>
  preparedFor((executor) => {
    const query = executor
      .select()
      .from(authorizationEventConsumers)
      .where(eq(authorizationEventConsumers.name, sql.placeholder('name')));
    return (skipLocked ? query.for('update', { skipLocked: true }) : query.for('update')).prepare(skipLocked ? 'consumer_position_skip' : 'consumer_position');
  });
const lockedPosition = positionStatement(false);
const lockedPositionUnlessBusy = positionStatement(true);
// One statement: the next events after the position, with the snapshot's xmin. Only those of transactions older than
// every one still running are used (none of those can still add one).
const eventsAfter = preparedFor((executor) =>
  executor
    .select({ event: authorizationEvents, xmin: sql<number>`${snapshotXmin}`.mapWith(Number) })
    .from(authorizationEvents)
    // A row comparison, which the (transaction_id, id) index starts its scan at; the same test spelt with OR is a
    // filter, and every drain would read the index from its first event.
    .where(
      sql`(${authorizationEvents.transactionId}, ${authorizationEvents.id}) > (${sql.placeholder('lastTransactionId')}, ${sql.placeholder('lastEventId')})`,
    )
    .orderBy(asc(authorizationEvents.transactionId), asc(authorizationEvents.id))
    .limit(sql.placeholder('batchSize'))
    .prepare('consumer_events_after'),
);
const movePosition = preparedFor((executor) =>
  executor
    .update(authorizationEventConsumers)
    .set({ lastTransactionId: sql`${sql.placeholder('lastTransactionId')}`, lastEventId: sql`${sql.placeholder('lastEventId')}`, updatedAt: sql`now()` })
    .where(eq(authorizationEventConsumers.name, sql.placeholder('name')))
    .prepare('consumer_move_position'),
);

interface BatchResult {
  handled: number;
  /** Committed events after the position that wait for an older transaction to end. */
  isHeldBack: boolean;
  announce: boolean;
}

export function createAuthorizationEventConsumers(deps: {
  db: Database;
  consumers: readonly AuthorizationEventConsumer[];
  options?: Partial<EventConsumerOptions>;
}) {
  const { db, consumers } = deps;
  const options = { ...defaultOptions, ...deps.options };

  // The positions this runner has made sure exist: one INSERT per consumer and process, not one per batch.
  const existing = new Set<string>();

  async function lockPosition(tx: Transaction, name: string, wait: boolean): Promise<Position | undefined> {
    if (!existing.has(name)) {
      await tx.insert(authorizationEventConsumers).values({ name }).onConflictDoNothing();
      existing.add(name);
    }
    const [position] = await (wait ? lockedPosition : lockedPositionUnlessBusy)(tx).execute({ name });
    return position;
  }

  /** The next batch after `position`, handled and the position moved, inside `tx` (which holds the position's lock). */
  async function handleNext(
    tx: Transaction,
    consumer: AuthorizationEventConsumer,
    position: Position,
    batchSize: number,
  ): Promise<BatchResult & { position: Position }> {
    // One statement: the next events after the position, with the snapshot's xmin. Only those of transactions older than
    // every one still running are used (none of those can still add one). They come in transaction order, so
    // those of transactions older than xmin come first; the rest, committed (a running transaction's rows are not
    // visible), wait for an older transaction that appends nothing and so signals nothing when it ends: look again soon.
    const candidates = await eventsAfter(tx).execute({ ...position, batchSize });
    const held = candidates.findIndex((row) => row.event.transactionId >= row.xmin);
    const rows = (held === -1 ? candidates : candidates.slice(0, held)).map((row) => row.event);
    const isHeldBack = held !== -1;
    if (rows.length === 0) return { handled: 0, isHeldBack, announce: false, position };
    const announce = (await consumer.handle(tx, rows.map(toStoredEvent))) === true;
    const last = rows[rows.length - 1] as (typeof rows)[number];
    const next = { lastTransactionId: last.transactionId, lastEventId: last.id };
    await movePosition(tx).execute({ ...next, name: consumer.name });
    return { handled: rows.length, isHeldBack, announce, position: next };
  }

  /**
   * One batch of one consumer, in one transaction. `wait`: wait for another instance running the consumer (a test's
   * drain must see what its command appended handled); otherwise skip it, as it will handle what is new.
   */
  async function runBatch(consumer: AuthorizationEventConsumer, wait: boolean): Promise<BatchResult> {
    const result = await db.transaction(async (tx): Promise<BatchResult> => {
      const position = await lockPosition(tx, consumer.name, wait);
      if (!position) return { handled: 0, isHeldBack: false, announce: false };
      return handleNext(tx, consumer, position, options.batchSize);
    });
    if (result.announce) consumer.afterCommit?.();
    return result;
  }

  /**
   * Runs every consumer until it has caught up. One consumer's failure (a bug on one event) stops that consumer at
   * its last commit, not the others; the first failure is thrown once all have run.
   */
  async function drainAll(wait: boolean): Promise<{ handled: number; isHeldBack: boolean }> {
    let handled = 0;
    let isHeldBack = false;
    const failures: unknown[] = [];
    for (const consumer of consumers) {
      try {
        for (;;) {
          const batch = await runBatch(consumer, wait);
          handled += batch.handled;
          isHeldBack ||= batch.isHeldBack;
          if (batch.handled < options.batchSize) break;
        }
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw failures[0];
    return { handled, isHeldBack };
  }

  // One drain at a time in this process: a drain asked for while one runs starts after it, so what the caller's
  // commit appended is handled by the time its drain answers.
  let queue: Promise<unknown> = Promise.resolve();
  let isQueued = false;
  let isRunning = false;
  let retry: NodeJS.Timeout | undefined;
  let nudge: NodeJS.Timeout | undefined;
  let log: FastifyBaseLogger | undefined;

  /**
   * Runs every consumer until it has caught up; answers the events handled. Tests call it after a command. Events
   * committed behind a transaction still running (a job's, another request's) are looked for again until it ends, for
   * up to `drainPatienceMs`: what the caller's commit appended is handled when the drain answers.
   */
  function drain(): Promise<number> {
    const next = queue.then(async () => {
      const giveUpAt = Date.now() + drainPatienceMs;
      let handled = 0;
      for (;;) {
        const batch = await drainAll(true);
        handled += batch.handled;
        if (!batch.isHeldBack || Date.now() >= giveUpAt) return handled;
        await new Promise((resolve) => setTimeout(resolve, drainLookAgainMs));
      }
    });
    queue = next.catch(() => undefined);
    return next;
  }

  /** A nudge (a command's commit, the poll): one drain queued behind the running one is enough for any number of nudges. */
  function drainSoon(): void {
    if (isQueued) return;
    isQueued = true;
    if (options.nudgeDelayMs > 0 && isRunning) {
      nudge = setTimeout(() => {
        nudge = undefined;
        enqueueDrain();
      }, options.nudgeDelayMs);
      nudge.unref();
    } else enqueueDrain();
  }

  function enqueueDrain(): void {
    queue = queue
      .then(async () => {
        isQueued = false;
        const { isHeldBack } = await drainAll(false);
        if (isHeldBack && isRunning && !retry) {
          retry = setTimeout(() => {
            retry = undefined;
            drainSoon();
          }, options.heldBackRetryMs);
          retry.unref();
        }
      })
      .catch((error: unknown) => log?.error({ err: error }, 'authorization event consumers failed'));
  }

  /**
   * Builds a consumer's read model again from the first event: in one transaction that holds its position (other
   * instances skip it meanwhile), empties it, replays every event and commits, so readers see the old sums until
   * the new ones are complete. Answers the events replayed.
   */
  async function rebuild(name: string, batchSize = 5_000): Promise<number> {
    const consumer = consumers.find((candidate) => candidate.name === name);
    if (!consumer?.reset) throw new Error(`The consumer ${name} cannot be rebuilt`);
    const reset = consumer.reset.bind(consumer);
    let announce = false;
    const handled = await db.transaction(async (tx) => {
      await lockPosition(tx, name, true);
      await reset(tx);
      let position: Position = { lastTransactionId: 0, lastEventId: 0 };
      await tx
        .update(authorizationEventConsumers)
        .set({ ...position, updatedAt: sql`now()` })
        .where(eq(authorizationEventConsumers.name, name));
      let total = 0;
      for (;;) {
        const batch = await handleNext(tx, consumer, position, batchSize);
        total += batch.handled;
        announce ||= batch.announce;
        position = batch.position;
        if (batch.handled < batchSize) return total;
      }
    });
    if (announce) consumer.afterCommit?.();
    return handled;
  }

  let timer: NodeJS.Timeout | undefined;
  let stopListening: (() => void) | undefined;

  return {
    consumers,
    drain,
    drainSoon,
    rebuild,
    /**
     * Wakes on every command's commit in this process and polls every `intervalMs` besides: for the events of other
     * instances, and of one that stopped between its commit and its drain.
     */
    start(eventsCommitted: Pick<EventsCommittedSignal, 'subscribe'>, intervalMs: number, logger: FastifyBaseLogger): void {
      log = logger;
      isRunning = true;
      stopListening = eventsCommitted.subscribe(drainSoon);
      timer = setInterval(drainSoon, intervalMs);
      timer.unref();
      drainSoon();
    },
    async stop(): Promise<void> {
      isRunning = false;
      if (timer) clearInterval(timer);
      if (retry) clearTimeout(retry);
      if (nudge) clearTimeout(nudge);
      timer = undefined;
      retry = undefined;
      nudge = undefined;
      isQueued = false;
      stopListening?.();
      stopListening = undefined;
      await queue;
    },
  };
}
export type AuthorizationEventConsumers = ReturnType<typeof createAuthorizationEventConsumers>;
