import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { scheduleRecurring } from '../scheduling/schedule-recurring.js';
import { auditArchiveSchema, type AuditPartitions } from './audit-partitions.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The audit log's quarterly partitions (audit-partitions.ts): tests run `auditPartitions.maintain()` with their clock. */
    auditPartitions: Pick<AuditPartitions, 'maintain'>;
  }
}

/** Daily, and once as the app starts: the next quarter is made ahead (three months at least), so a day's delay (or a month's outage) costs nothing. */
const intervalMs = 24 * 60 * 60_000;

/** Every instance runs it; the run's claim (an advisory lock) lets one of them do the work at a time. */
async function auditPartitionsPlugin(app: FastifyInstance, options: { auditPartitions: AuditPartitions }) {
  app.decorate('auditPartitions', { maintain: options.auditPartitions.maintain });
  const maintain = async () => {
    const run = await options.auditPartitions.maintain();
    if (run.created.length > 0 || run.detached.length > 0) app.log.info({ created: run.created, detached: run.detached }, 'audit log partitions changed');
    if (run.awaitingArchive.length > 0)
      app.log.warn(
        { awaitingArchive: run.awaitingArchive },
        `${run.awaitingArchive.length} detached audit log partition(s) in schema ${auditArchiveSchema} wait for their export to cold storage and drop`,
      );
  };
  let stop: (() => Promise<void>) | undefined;
  // The first run before the app serves: its quarters exist before its first audit write (a quarter made while rows of
  // it are being written would move them out of the DEFAULT partition under the writers' feet).
  app.addHook('onReady', async () => {
    await maintain().catch((error: unknown) => app.log.error({ err: error }, 'the audit log partition maintenance failed'));
    stop = scheduleRecurring(maintain, intervalMs, app.log, 'the audit log partition maintenance').stop;
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}

export default fp(auditPartitionsPlugin, { name: 'audit-partitions' });
