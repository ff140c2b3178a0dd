import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { BulkExportServices } from './create-bulk-export-services.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The Bulk Data export's worker and retention sweep: tests run `worker.runDue()` and `retention.sweepExpired()`. */
    bulkExports: Pick<BulkExportServices, 'worker' | 'retention'>;
  }
}

/** Runs the export worker and the retention sweep while the app is up: every `intervalMs` (0: only when a test asks). */
async function bulkExportPlugin(app: FastifyInstance, options: { services: BulkExportServices; intervalMs: number }) {
  const { services, intervalMs } = options;
  app.decorate('bulkExports', { worker: services.worker, retention: services.retention });
  app.addHook('onReady', async () => services.start(intervalMs, app.log));
  app.addHook('onClose', async () => services.stop());
}

export default fp(bulkExportPlugin, { name: 'bulk-export' });
