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
import { createBulkExportThreadHost, type BulkExportThreadOptions } from './bulk-export-thread-host.js';

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
  /**
   * On PostgreSQL the worker runs in a thread of its own (bulk-export-thread-host.ts), with its own pool and heap; on
   * the embedded database, which belongs to this thread, in process.
   */
  thread: Pick<BulkExportThreadOptions, 'databaseUrl' | 'blobStore'> | null;
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
  let threadHost: ReturnType<typeof createBulkExportThreadHost> | undefined;
  let sweepScheduler: ReturnType<typeof scheduleRecurring> | undefined;
  const bulkExportService = createBulkExportService({
    repository,
    blobStore,
    clock,
    publicBaseUrl: deps.publicBaseUrl,
    workSoon: () => (threadHost ? threadHost.workSoon() : workScheduler?.runSoon()),
    refreshIfStale: deps.refreshIfStale,
  });

  return {
    bulkExportService,
    worker,
    retention,
    start(intervalMs: number, log: FastifyBaseLogger): void {
      if (intervalMs <= 0) return;
      if (deps.thread) {
        threadHost ??= createBulkExportThreadHost({ ...deps.thread, intervalMs, workerOptions: deps.workerOptions }, log);
        threadHost.start();
      } else {
        workScheduler ??= scheduleRecurring(() => worker.runDue(), intervalMs, log, 'the Bulk Data export worker');
        workScheduler.runSoon();
      }
      sweepScheduler ??= scheduleRecurring(() => retention.sweepExpired(), sweepIntervalMs, log, 'the Bulk Data retention sweep');
      sweepScheduler.runSoon();
    },
    async stop(): Promise<void> {
      worker.stop();
      await Promise.all([workScheduler?.stop(), sweepScheduler?.stop(), threadHost?.stop()]);
      workScheduler = undefined;
      threadHost = undefined;
      sweepScheduler = undefined;
    },
  };
}
export type BulkExportServices = ReturnType<typeof createBulkExportServices>;
