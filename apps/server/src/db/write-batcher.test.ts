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

  it('writes a failed batch again row by row: a row that cannot be stored fails its own caller only', async () => {
    const batches: number[][] = [];
    const write = createWriteBatcher<number>(async (rows) => {
      batches.push(rows);
      if (rows.includes(2)) throw new Error(`row 2 breaks a constraint`);
    });
    const results = await Promise.allSettled([write(1), write(2), write(3)]);
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect(batches).toEqual([[1, 2, 3], [1], [2], [3]]);
  });

  it('rejects every caller of a failed batch, and the next batch is written again', async () => {
    let isFailing = true;
    const write = createWriteBatcher<number>(async () => {
      if (isFailing) throw new Error('database down');
    });
    const results = await Promise.allSettled([write(1), write(2)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    isFailing = false;
    await expect(write(3)).resolves.toBeUndefined();
  });
});
