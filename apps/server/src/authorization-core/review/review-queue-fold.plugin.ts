import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/client.js';
import { scheduleRecurring } from '../../scheduling/schedule-recurring.js';
import { foldTallyChanges } from './review-queue-entries.js';

/**
 * Every few seconds: the queue's reads add the changes not folded yet to the tallies, so the changes a busy queue
 * appends in that time are all they read beyond the tallies.
 */
const intervalMs = 5_000;

/** Folds the review queue's tally changes while the app is up (review-queue-entries.ts). */
async function reviewQueueFoldPlugin(app: FastifyInstance, options: { db: Database }) {
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = scheduleRecurring(() => foldTallyChanges(options.db), intervalMs, app.log, 'the review queue tallies fold').stop;
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

export default fp(reviewQueueFoldPlugin, { name: 'review-queue-fold' });
