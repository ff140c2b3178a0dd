import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../../clock.js';
import type { Database } from '../../db/client.js';
import { scheduleRecurring } from '../../scheduling/schedule-recurring.js';
import { foldDecisionTallies } from './review-decision-tallies.js';
import { foldTallyChanges } from './review-queue-entries.js';

/**
 * Every few seconds: the queue's reads add the changes not folded yet to the tallies, so the changes a busy queue
 * appends in that time are all they read beyond the tallies.
 */
const intervalMs = 5_000;

/**
 * Folds the review queue's tally changes while the app is up (review-queue-entries.ts), and the decisions' tallies of
 * the operations dashboard, whose window moves on with them (review-decision-tallies.ts).
 */
async function reviewQueueFoldPlugin(app: FastifyInstance, options: { db: Database; clock: Clock }) {
  const { db, clock } = options;
  const stops: (() => Promise<void>)[] = [];
  app.addHook('onReady', async () => {
    stops.push(scheduleRecurring(() => foldTallyChanges(db), intervalMs, app.log, 'the review queue tallies fold').stop);
    stops.push(scheduleRecurring(() => foldDecisionTallies(db, clock.now()), intervalMs, app.log, 'the review decision tallies fold').stop);
  });
  app.addHook('onClose', async () => {
    await Promise.all(stops.map((stop) => stop()));
  });
}

export default fp(reviewQueueFoldPlugin, { name: 'review-queue-fold' });
