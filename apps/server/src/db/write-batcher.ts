import { isRefusedForItsData } from './sql-state.js';

/**
 * Group commit in the application: a row is written at once when nothing is being written; rows that arrive while
 * a write is in flight wait for it and then go together in the next multi-row INSERT. A busy instance thus writes
 * one statement per database round trip instead of one per request, and an idle one adds no delay. Each caller's
 * promise settles when the statement holding its row is committed (or fails), so awaiting a write still means the
 * row is stored. A batch the database refuses for its data (a constraint, a value) is written again row by row, so a
 * row that cannot be stored fails its own caller only, not the others' that shared its statement; any other failure
 * (the database unreachable) fails the batch at once. `flush` must write its rows all or none (one statement, or one
 * transaction), so that a row is never written twice.
 */
export function createWriteBatcher<Row>(flush: (rows: Row[]) => Promise<void>, maxBatchSize = 500) {
  type Waiting = { row: Row; resolve: () => void; reject: (error: unknown) => void };
  let waiting: Waiting[] = [];
  let isWriting = false;

  async function writeWaiting(): Promise<void> {
    while (waiting.length > 0) {
      const batch = waiting.slice(0, maxBatchSize);
      waiting = waiting.slice(batch.length);
      try {
        await flush(batch.map((entry) => entry.row));
        for (const entry of batch) entry.resolve();
      } catch (error) {
        if (batch.length > 1 && isRefusedForItsData(error)) {
          for (const entry of batch) await flush([entry.row]).then(entry.resolve, entry.reject);
        } else for (const entry of batch) entry.reject(error);
      }
    }
    isWriting = false;
  }

  return function write(row: Row): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      waiting.push({ row, resolve, reject });
      if (!isWriting) {
        isWriting = true;
        // Rows written in the same synchronous stretch (one request's reads, a Promise.all) join this first batch.
        queueMicrotask(() => void writeWaiting());
      }
    });
  };
}
