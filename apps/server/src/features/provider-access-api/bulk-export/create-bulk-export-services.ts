import type { FastifyBaseLogger } from 'fastify';
import type { BlobStore } from '../../../adapters/blob-store/blob-store.js';
import type { Clock } from '../../../clock.js';
import type { Database } from '../../../db/client.js';
import { scheduleRecurring } from '../../../scheduling/schedule-recurring.js';
import { createExportContent } from '../export-content/index.js';
import { createBulkExportRepository } from './bulk-export.repository.js';
import { createBulkExportRetention } from './bulk-export-retention.js';
import { createBulkExportService } from './bulk-export.service.js';
import { type BulkExportWorkerOptions, createBulkExportWorker } from './bulk-export-worker.js';

/** The retention sweep runs this often (and once at start): files outlive their expiry by at most this. */
const sweepIntervalMs = 10 * 60_000;

/** The Bulk Data export: its service (routes), its worker and its retention sweep, run from the app's ready to its close. */
export function createBulkExportServices(deps: {
  db: Database;
  blobStore: BlobStore;
  clock: Clock;
  publicBaseUrl: string;
  /** The plan's name, for its Organization in the exports. */
  getBrand: () => Promise<{ planName: string }>;
  /** Brings an attributed Group up to date before it is exported (member-groups). */
  refreshIfStale: (groupId: string) => Promise<void>;
  workerOptions: Partial<BulkExportWorkerOptions>;
}) {
  const { db, blobStore, clock } = deps;
  const repository = createBulkExportRepository(db);
  const worker = createBulkExportWorker({
    db,
    blobStore,
    content: createExportContent({ db, getBrand: deps.getBrand, now: () => clock.now() }),
    clock,
    options: deps.workerOptions,
  });
  const retention = createBulkExportRetention({ repository, blobStore, clock });
  let workScheduler: ReturnType<typeof scheduleRecurring> | undefined;
  let sweepScheduler: ReturnType<typeof scheduleRecurring> | undefined;
  const bulkExportService = createBulkExportService({
    repository,
    blobStore,
    clock,
    publicBaseUrl: deps.publicBaseUrl,
    workSoon: () => workScheduler?.runSoon(),
    refreshIfStale: deps.refreshIfStale,
  });

  return {
    bulkExportService,
    worker,
    retention,
    start(intervalMs: number, log: FastifyBaseLogger): void {
      if (intervalMs <= 0) return;
      workScheduler ??= scheduleRecurring(() => worker.runDue(), intervalMs, log, 'the Bulk Data export worker');
      sweepScheduler ??= scheduleRecurring(() => retention.sweepExpired(), sweepIntervalMs, log, 'the Bulk Data retention sweep');
      workScheduler.runSoon();
      sweepScheduler.runSoon();
    },
    async stop(): Promise<void> {
      worker.stop();
      await Promise.all([workScheduler?.stop(), sweepScheduler?.stop()]);
      workScheduler = undefined;
      sweepScheduler = undefined;
    },
  };
}
export type BulkExportServices = ReturnType<typeof createBulkExportServices>;
