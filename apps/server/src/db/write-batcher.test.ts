import { describe, expect, it } from 'vitest';
import { createWriteBatcher } from './write-batcher.js';

describe('createWriteBatcher', () => {
  it('writes the rows of one turn in one batch and settles each caller after it', async () => {
    const batches: number[][] = [];
    const write = createWriteBatcher<number>(async (rows) => {
      batches.push(rows);
    });
    await Promise.all([write(1), write(2), write(3)]);
    await write(4);
    expect(batches).toEqual([[1, 2, 3], [4]]);
  });

  it('collects the rows that arrive while a batch is being written into the next one', async () => {
    const batches: number[][] = [];
    let finishFirst = () => {};
    const write = createWriteBatcher<number>(async (rows) => {
      batches.push(rows);
      if (batches.length === 1) await new Promise<void>((resolve) => (finishFirst = resolve));
    });
    const first = write(1);
    await Promise.resolve();
    const later = [write(2), write(3)];
    finishFirst();
    await Promise.all([first, ...later]);
    expect(batches).toEqual([[1], [2, 3]]);
  });

  it('splits a large turn into batches of at most the maximum size', async () => {
    const batches: number[][] = [];
    const write = createWriteBatcher<number>(async (rows) => {
      batches.push(rows);
    }, 2);
    await Promise.all([1, 2, 3, 4, 5].map(write));
    expect(batches).toEqual([[1, 2], [3, 4], [5]]);
  });

  it('writes a batch the database refused for its data again row by row: the row at fault fails its own caller only', async () => {
    const batches: number[][] = [];
    const write = createWriteBatcher<number>(async (rows) => {
      batches.push(rows);
      // As Drizzle wraps a driver's error: the SQLSTATE of a foreign key violation on its cause.
      if (rows.includes(2)) throw Object.assign(new Error('Failed query'), { cause: { code: '23503' } });
    });
    const results = await Promise.allSettled([write(1), write(2), write(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('rejects every caller of a batch that failed otherwise (the database unreachable) at once, and the next batch is written again', async () => {
    let isFailing = true;
    let flushes = 0;
    const write = createWriteBatcher<number>(async () => {
      flushes += 1;
      if (isFailing) throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    });
    const results = await Promise.allSettled([write(1), write(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(flushes).toBe(1);
    isFailing = false;
    await expect(write(3)).resolves.toBeUndefined();
  });
});
