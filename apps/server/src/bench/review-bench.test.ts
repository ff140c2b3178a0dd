import { ReviewDecisionRequestSchema, ReviewQueueQuerySchema } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { approveAll, queueQueries } from './review-bench.js';

describe('the review bench', () => {
  it('asks only for queue pages the contract accepts, with every filter and later pages', () => {
    const queries = queueQueries(['4100', '3100'], ['2026010012345']).map((query) => ReviewQueueQuerySchema.parse(query));
    expect(new Set(queries.map((query) => query.assigned))).toEqual(new Set(['any', 'mine', 'unassigned']));
    expect(new Set(queries.map((query) => query.priority))).toEqual(new Set([undefined, 'expedited', 'standard']));
    expect(new Set(queries.map((query) => query.requestType))).toEqual(new Set([undefined, 'outpatient', 'inpatient', 'change']));
    expect(queries.filter((query) => query.groupId === '3100')).toHaveLength(2);
    expect(queries.some((query) => query.search === '2026010012345')).toBe(true);
    expect(Math.max(...queries.map((query) => query.page))).toBe(100);
    // The default page is the one a reviewer opens most.
    expect(
      queries.filter(
        (query) => Object.keys(query).length === 5 && query.page === 0 && query.pageSize === 25 && query.assigned === 'any' && query.sort === 'dueAt',
      ),
    ).toHaveLength(4);
  });

  it('approves every line of the item', () => {
    const body = ReviewDecisionRequestSchema.parse(approveAll([{ lineId: 'procedure-1' }, { lineId: 'admission' }]));
    expect(body.lines).toEqual([
      { lineId: 'procedure-1', action: 'approve' },
      { lineId: 'admission', action: 'approve' },
    ]);
  });
});
