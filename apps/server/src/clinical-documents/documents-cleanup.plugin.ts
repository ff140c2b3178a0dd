import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleRecurring } from '../scheduling/schedule-recurring.js';
import type { DocumentsCleanup } from './documents-cleanup.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The clean-up of clinical uploads (documents-cleanup.ts); tests run it with their clock. */
    documentsCleanup: DocumentsCleanup;
  }
}

/** Every ten minutes: uploads never saved wait a day, staging copies half an hour (their URL's life). */
const intervalMs = 10 * 60_000;

/** Runs the clean-up while the app is up: from ready to close. */
async function documentsCleanupPlugin(app: FastifyInstance, options: { cleanup: DocumentsCleanup }) {
  app.decorate('documentsCleanup', options.cleanup);
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const schedule = scheduleRecurring(() => options.cleanup.runOnce(), intervalMs, app.log, 'clean-up of clinical uploads');
    stop = schedule.stop;
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

export default fp(documentsCleanupPlugin, { name: 'documents-cleanup' });
