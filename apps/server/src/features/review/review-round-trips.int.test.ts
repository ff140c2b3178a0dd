import { endpointPath, ReviewItemDetailSchema, reviewEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { tokenOf } from '../../test/test-app.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';
import { submittedForReview } from '../../test/review-test-support.js';

/**
 * The statements one decision sends inside its transaction (issue 31 §7: a decision's p95 ≤ 50 ms on PostgreSQL, and
 * the statements in its transaction are the main lever). Counted through the query builder's logger, which every
 * transaction's session takes from the database's options: reads outside a transaction are not counted, nor are
 * BEGIN and COMMIT (two more).
 */
let fixture: SubmitAuthorizationFixture;
let reviewer: string;
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture({ AUTHORIZATION_EVENTS_INTERVAL_SECONDS: '0' });
  reviewer = await tokenOf(fixture.callers.testApp.app, 'reviewer@example.com');
});
afterAll(() => fixture.close());

function countTransactionStatements(db: Database) {
  const { options } = (db as unknown as { session: { options: { logger?: unknown } } }).session;
  const statements: string[] = [];
  options.logger = { logQuery: (query: string) => statements.push(query) };
  return {
    statements,
    stop: () => {
      delete options.logger;
    },
  };
}

describe('a decision', () => {
  it('of a request with two lines sends at most 12 statements in its transaction', async () => {
    const { itemId } = await submittedForReview(fixture);
    const call = (method: 'GET' | 'POST', path: string, body?: unknown) => fixture.call(method, path, reviewer, body);
    expect((await call('POST', endpointPath(reviewEndpoints.claim, { id: itemId }))).statusCode).toBe(200);
    const { lines } = ReviewItemDetailSchema.parse((await call('GET', endpointPath(reviewEndpoints.item, { id: itemId }))).json());
    expect(lines).toHaveLength(2);
    // The denial reasons are read (and kept) before the transaction.
    expect((await call('GET', '/policy/denial-reasons/')).statusCode).toBe(200);

    const counter = countTransactionStatements(fixture.db);
    try {
      const decided = await call('POST', endpointPath(reviewEndpoints.decide, { id: itemId }), {
        lines: lines.map((line) => ({ lineId: line.lineId, action: 'approve' })),
      });
      expect(decided.statusCode, decided.body).toBe(200);
    } finally {
      counter.stop();
    }
    console.info(
      `A decision of two lines: ${counter.statements.length} statements in its transaction`,
      counter.statements.map((statement) => statement.slice(0, 60)),
    );
    expect(counter.statements.length).toBeGreaterThan(5);
    // The queue's entry and tallies (one statement) follow the item's update in the pipelined writes.
    expect(counter.statements.length).toBeLessThanOrEqual(12);
  });
});
