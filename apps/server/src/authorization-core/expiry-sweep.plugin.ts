import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleRecurring } from '../scheduling/schedule-recurring.js';
import type { ExpireCommands } from './expire.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The expiry of ended authorizations (expire.ts): tests run `authorizationExpiry.sweep()` with their clock. */
    authorizationExpiry: Pick<ExpireCommands, 'sweep'>;
  }
}

/** Hourly: an authorization's service period ends at a date, so an hour late is on the day. */
const intervalMs = 60 * 60_000;

/** Runs the expiry sweep while the app is up, as the documents' clean-up runs. */
async function expirySweepPlugin(app: FastifyInstance, options: { expiry: ExpireCommands }) {
  app.decorate('authorizationExpiry', { sweep: options.expiry.sweep });
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const schedule = scheduleRecurring(() => options.expiry.sweep(), intervalMs, app.log, 'the expiry sweep');
    stop = schedule.stop;
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

export default fp(expirySweepPlugin, { name: 'authorization-expiry-sweep' });
