import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { NoticeServices } from './create-notice-services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The notice e-mails' worker (notice-delivery.ts): `deliverSoon()` after a commit; tests run `delivery.deliverDue()`. */
    noticeDelivery: Pick<NoticeServices, 'delivery' | 'deliverSoon'>;
  }
}

/** Runs the delivery of notice e-mails while the app is up, every `intervalMs` (0: only when a test asks). */
async function noticeDeliveryPlugin(app: FastifyInstance, options: { noticeServices: NoticeServices; intervalMs: number }) {
  const { noticeServices, intervalMs } = options;
  app.decorate('noticeDelivery', { delivery: noticeServices.delivery, deliverSoon: noticeServices.deliverSoon });
  app.addHook('onReady', async () => {
    if (intervalMs > 0) noticeServices.startDelivery(intervalMs, app.log);
  });
  app.addHook('onClose', async () => {
    await noticeServices.stopDelivery();
  });
}

export default fp(noticeDeliveryPlugin, { name: 'notice-delivery' });
