import { parentPort, workerData } from 'node:worker_threads';
import { createBlobStore } from '../../../adapters/blob-store/create-blob-store.js';
import { createAuditLog } from '../../../audit/audit-log.js';
import { createBrandRepository } from '../../../brand/brand.repository.js';
import { createBrandService } from '../../../brand/brand.service.js';
import { systemClock } from '../../../clock.js';
import { openDatabase } from '../../../db/client.js';
import { scheduleRecurring } from '../../../scheduling/schedule-recurring.js';
import { createExportContent } from '../export-content/index.js';
import { createBulkExportWorker } from './bulk-export-worker.js';
import type { BulkExportThreadMessage, BulkExportThreadOptions } from './bulk-export-thread-host.js';

/**
 * The Bulk Data export worker in a thread of its own (bulk-export-thread-host.ts starts it): its own pool of two
 * connections, its own heap with a ceiling, so an export neither holds up the instance's requests nor grows its
 * memory. It runs the same worker as the embedded database does in process, every `intervalMs` and when told.
 */
const options = workerData as BulkExportThreadOptions;
const database = openDatabase({ kind: 'postgres', url: options.databaseUrl, poolSize: 2 });
const { blobStore } = await createBlobStore(options.blobStore, systemClock);
const log = {
  warn: (details: unknown, message?: string) => parentPort?.postMessage({ kind: 'log', level: 'warn', details, message } satisfies BulkExportThreadMessage),
  error: (details: unknown, message?: string) => parentPort?.postMessage({ kind: 'log', level: 'error', details, message } satisfies BulkExportThreadMessage),
};
const brandService = createBrandService({
  brandRepository: createBrandRepository(database.db),
  audit: createAuditLog(database.db, systemClock),
  clock: systemClock,
  log,
});
const worker = createBulkExportWorker({
  db: database.db,
  blobStore,
  content: createExportContent({ db: database.db, getBrand: brandService.getBrand, now: () => systemClock.now() }),
  clock: systemClock,
  options: options.workerOptions,
});
const scheduler = scheduleRecurring(() => worker.runDue(), options.intervalMs, log, 'the Bulk Data export worker');
scheduler.runSoon();

parentPort?.on('message', (message: 'work-soon' | 'stop') => {
  if (message === 'work-soon') {
    scheduler.runSoon();
    return;
  }
  worker.stop();
  void scheduler
    .stop()
    .then(() => database.close())
    .finally(() => parentPort?.postMessage({ kind: 'stopped' } satisfies BulkExportThreadMessage));
});
