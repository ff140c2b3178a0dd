import { endpointPath, ReviewItemDetailSchema, reviewEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { isPostgresTest } from '../../test/test-database.js';
import { tokenOf } from '../../test/test-app.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';
import { submittedForReview } from '../../test/review-test-support.js';
import { eventLoopTurns, roundTripsOf } from '../../test/count-statements.js';

/**
 * The statements a claim and a decision send inside their transactions, and in how many round trips (issue 31 §7: a
 * decision's p95 ≤ 50 ms on PostgreSQL, and what it waits for is the lever). Counted through the query builder's
 * logger, which every transaction's session takes from the database's options: reads outside a transaction are not
 * counted, nor are BEGIN (sent with the first statement) and COMMIT (sent behind the last round, db/commit-behind.ts).
 * Round trips as `eventLoopTurns` tells them.
 */
let fixture: SubmitAuthorizationFixture;
let reviewer: string;
beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture({ AUTHORIZATION_EVENTS_INTERVAL_SECONDS: '0' });
  reviewer = await tokenOf(fixture.callers.testApp.app, 'reviewer@example.com');
});
afterAll(() => fixture.close());

async function countTransactionStatements<T>(db: Database, work: () => Promise<T>) {
  const { options } = (db as unknown as { session: { options: { logger?: unknown } } }).session;
  const statements: string[] = [];
  const turns: number[] = [];
  const loop = eventLoopTurns();
  options.logger = {
    logQuery: (query: string) => {
      statements.push(query);
      turns.push(loop.now());
    },
  };
  try {
    const result = await work();
    return { result, statements, roundTrips: roundTripsOf(turns) };
  } finally {
    loop.stop();
    delete options.logger;
  }
}

describe('a claim and a decision', () => {
  it('of a request with two lines send at most 6 and 12 statements, each in 2 round trips with COMMIT on PostgreSQL', async () => {
    const { itemId } = await submittedForReview(fixture);
    const call = (method: 'GET' | 'POST', path: string, body?: unknown) => fixture.call(method, path, reviewer, body);
    const { lines } = ReviewItemDetailSchema.parse((await call('GET', endpointPath(reviewEndpoints.item, { id: itemId }))).json());
    expect(lines).toHaveLength(2);
    // The denial reasons are read (and kept) before the transaction.
    expect((await call('GET', '/policy/denial-reasons/')).statusCode).toBe(200);

    const claim = await countTransactionStatements(fixture.db, () => call('POST', endpointPath(reviewEndpoints.claim, { id: itemId })));
    expect(claim.result.statusCode, claim.result.body).toBe(200);
    const decision = await countTransactionStatements(fixture.db, () =>
      call('POST', endpointPath(reviewEndpoints.decide, { id: itemId }), { lines: lines.map((line) => ({ lineId: line.lineId, action: 'approve' })) }),
    );
    expect(decision.result.statusCode, decision.result.body).toBe(200);
    for (const [name, counted] of Object.entries({ claim, decision })) {
      console.info(
        `A ${name} of two lines: ${counted.statements.length} statements in ${counted.roundTrips} round trips with COMMIT`,
        counted.statements.map((statement) => statement.slice(0, 60)),
      );
    }
    // The claim: the lock with the filers (one go), then the claim with the queue's entry and COMMIT behind it (they
    // were two rounds and COMMIT's).
    expect(claim.statements.length).toBeLessThanOrEqual(6);
    // PGlite answers in the turn it is asked: round trips are PostgreSQL's.
    if (isPostgresTest()) expect(claim.roundTrips).toBe(2);
    // The decision: the lock with the filers and lines, then every write, the queue's entry and COMMIT at once.
    expect(decision.statements.length).toBeGreaterThan(5);
    expect(decision.statements.length).toBeLessThanOrEqual(12);
    if (isPostgresTest()) expect(decision.roundTrips).toBe(2);
  });
});
