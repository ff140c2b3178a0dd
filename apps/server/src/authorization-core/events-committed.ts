import type { Database } from '../db/client.js';

/**
 * Tells this process's event consumers that a command has committed events, so they handle them within moments;
 * other instances find them when they next poll (AUTHORIZATION_EVENTS_INTERVAL_SECONDS). Not a NOTIFY from the
 * command's transaction: PostgreSQL serializes the commits of all transactions that send one (a cluster-wide lock
 * held through the commit's flush to disk), which would queue every decision and submission behind the last.
 */
export function createEventsCommittedSignal() {
  const listeners = new Set<() => void>();
  return {
    committed(): void {
      for (const listener of listeners) listener();
    },
    /** Answers the unsubscribe. */
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
export type EventsCommittedSignal = ReturnType<typeof createEventsCommittedSignal>;

/**
 * The database as the core's commands get it: each transaction, once committed, signals `committed`. The commands
 * stay plain `db.transaction(...)` callers; everything else is the database itself (its prototype).
 */
export function signallingCommits(db: Database, committed: () => void): Database {
  const transaction: Database['transaction'] = async (work, config) => {
    const result = await db.transaction(work, config);
    committed();
    return result;
  };
  return Object.assign(Object.create(db) as Database, { transaction });
}
