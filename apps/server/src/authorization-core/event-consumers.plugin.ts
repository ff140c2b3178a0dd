import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AuthorizationEventConsumers } from './event-consumers.js';
import type { EventsCommittedSignal } from './events-committed.js';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * The outbox's consumers (event-consumers.ts): tests run `authorizationEvents.drain()` after a command;
     * `rebuild(name)` replays every event into a consumer's emptied read model (the metrics).
     */
    authorizationEvents: Pick<AuthorizationEventConsumers, 'drain' | 'rebuild'>;
  }
}

/**
 * Runs the consumers of authorization events while the app is up: woken by each command's commit and every
 * `intervalMs` besides (0: only when a test asks, through `drain()`).
 */
async function eventConsumersPlugin(
  app: FastifyInstance,
  options: { consumers: AuthorizationEventConsumers; eventsCommitted: EventsCommittedSignal; intervalMs: number },
) {
  const { consumers, eventsCommitted, intervalMs } = options;
  app.decorate('authorizationEvents', { drain: consumers.drain, rebuild: consumers.rebuild });
  app.addHook('onReady', async () => {
    if (intervalMs > 0) consumers.start(eventsCommitted, intervalMs, app.log);
  });
  app.addHook('onClose', async () => {
    await consumers.stop();
  });
}

export default fp(eventConsumersPlugin, { name: 'authorization-event-consumers' });
