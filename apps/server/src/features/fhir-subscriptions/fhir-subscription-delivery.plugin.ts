import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { DatabaseHandle } from '../../db/client.js';
import type { FhirSubscriptionServices } from './create-fhir-subscription-services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The subscription notifications' worker (subscription-delivery.ts): tests run `delivery.deliverDue()`. */
    fhirSubscriptionDelivery: Pick<FhirSubscriptionServices, 'delivery' | 'deliverSoon'>;
  }
}

/** The channel the events consumer (subscription-events.consumer.ts) notifies on when it has queued notifications. */
export const subscriptionEventsChannel = 'fhir_subscription_events';

/**
 * Runs the delivery of FHIR subscription notifications while the app is up: every `intervalMs` (0: only when a test
 * asks), and as soon as an event is committed, whichever instance or code path decided the authorization (the
 * events consumer's NOTIFY reaches every instance after the commit; the one that claims it first posts it).
 */
async function fhirSubscriptionDeliveryPlugin(
  app: FastifyInstance,
  options: { services: FhirSubscriptionServices; database: Pick<DatabaseHandle, 'listen'>; intervalMs: number },
) {
  const { services, database, intervalMs } = options;
  app.decorate('fhirSubscriptionDelivery', { delivery: services.delivery, deliverSoon: services.deliverSoon });
  let stopListening: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    if (intervalMs <= 0) return;
    services.startDelivery(intervalMs, app.log);
    // A reconnected listener may have missed events: look now.
    stopListening = await database.listen(subscriptionEventsChannel, services.deliverSoon, services.deliverSoon);
  });
  app.addHook('onClose', async () => {
    await stopListening?.();
    await services.stopDelivery();
  });
}

export default fp(fhirSubscriptionDeliveryPlugin, { name: 'fhir-subscription-delivery' });
