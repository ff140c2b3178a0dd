import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleRecurring } from '../../scheduling/schedule-recurring.js';
import type { AuthorizationDraftsService } from './authorization-drafts.service.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The 30-day clean-up of the wizard's drafts: tests run `draftSweep.sweep()` with their clock. */
    draftSweep: Pick<AuthorizationDraftsService, 'sweep'>;
  }
}

/** Hourly: a draft kept an hour past its 30 days harms nobody, and the sweep reads only the index's oldest rows. */
const intervalMs = 60 * 60_000;

/** Runs the drafts' sweep while the app is up, on the scheduling the expiry sweep uses. */
async function draftSweepPlugin(app: FastifyInstance, options: { drafts: Pick<AuthorizationDraftsService, 'sweep'> }) {
  app.decorate('draftSweep', { sweep: options.drafts.sweep });
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    const schedule = scheduleRecurring(() => options.drafts.sweep(), intervalMs, app.log, 'the drafts sweep');
    schedule.runSoon();
    stop = schedule.stop;
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

export default fp(draftSweepPlugin, { name: 'authorization-draft-sweep' });
