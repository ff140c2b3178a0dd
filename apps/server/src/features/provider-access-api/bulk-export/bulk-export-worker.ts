import { randomUUID } from 'node:crypto';
import { bulkExportRetentionHours, type ProviderAccessExportType } from '@portal/contracts';
import type { BlobStore } from '../../../adapters/blob-store/blob-store.js';
import { createAuditRepository } from '../../../audit/audit.repository.js';
import type { Clock } from '../../../clock.js';
import type { Database } from '../../../db/client.js';
import type { ExportContent } from '../export-content/index.js';
import { type BulkExportFileRecord, type BulkExportRepository, type ClaimedExport, createBulkExportRepository } from './bulk-export.repository.js';
import { partKey } from './bulk-export-files.js';

export interface BulkExportWorkerOptions {
  /** How long a claim holds without renewal (renewed at every page). */
  leaseMs: number;
  /** Members read (and asked of the content module) at once. */
  pageMembers: number;
  /** A part (one file per type) holds at most this many members' resources… */
  partMembers: number;
  /** …and is closed once one of its files reaches this many bytes: what one worker holds in memory at most per type. */
  partBytes: number;
  /** Failed attempts (an exception in a run) before the export is given up. */
  maxAttempts: number;
  /** The wait before a failed export is tried again. */
  retryMs: number;
}

export const defaultBulkExportWorkerOptions: BulkExportWorkerOptions = {
  leaseMs: 60_000,
  pageMembers: 100,
  partMembers: 2_500,
  partBytes: 16 * 1024 * 1024,
  maxAttempts: 3,
  retryMs: 10_000,
};

/** Export of a member to a client system: the audit action (one row per member, per export). */
export const exportAuditAction = 'provider-access-export';

const providerTypes: readonly ProviderAccessExportType[] = ['Organization', 'Practitioner'];
const ndjsonType = 'application/fhir+ndjson';

/**
 * An export is background work: after each page it rests a third of the time the page took, so that on a small
 * machine the instance's requests (a client polling its status) are not queued behind it (issue 33 §6: polls
 * p95 ≤ 20 ms while an export runs). It costs the export about a quarter of its speed.
 */
const restShare = 0.35;
const yieldToRequests = (pageMs: number) => new Promise((resolve) => setTimeout(resolve, Math.min(pageMs * restShare, 200)));

/** Lines are gathered as text and turned into one buffer per this many characters: few objects on the heap. */
const chunkCharacters = 256 * 1024;

/**
 * The NDJSON of one part, per type: lines kept as bytes, never as the objects they came from, in chunks of a
 * quarter MB rather than a buffer a line (a part of 2,500 members is 40,000 lines: as many small objects otherwise).
 */
class PartBuffers {
  private readonly byType = new Map<string, { chunks: Buffer[]; pending: string[]; pendingCharacters: number; bytes: number; count: number }>();

  add(type: string, resource: object): void {
    if ((resource as { resourceType?: unknown }).resourceType !== type)
      throw new Error(`The content module gave a ${String((resource as { resourceType?: unknown }).resourceType)} as ${type}.`);
    const line = `${JSON.stringify(resource)}\n`;
    const held = this.byType.get(type) ?? { chunks: [], pending: [], pendingCharacters: 0, bytes: 0, count: 0 };
    held.pending.push(line);
    held.pendingCharacters += line.length;
    held.count += 1;
    if (held.pendingCharacters >= chunkCharacters) PartBuffers.settle(held);
    this.byType.set(type, held);
  }

  private static settle(held: { chunks: Buffer[]; pending: string[]; pendingCharacters: number; bytes: number }): void {
    if (held.pending.length === 0) return;
    const chunk = Buffer.from(held.pending.join(''));
    held.chunks.push(chunk);
    held.bytes += chunk.length;
    held.pending = [];
    held.pendingCharacters = 0;
  }

  get largestBytes(): number {
    return Math.max(0, ...[...this.byType.values()].map((held) => held.bytes + held.pendingCharacters));
  }

  get resourceCount(): number {
    return [...this.byType.values()].reduce((sum, held) => sum + held.count, 0);
  }

  /** Writes each non-empty type's file of part `part`, answering the files to record. */
  async write(blobStore: BlobStore, exportId: string, part: number): Promise<BulkExportFileRecord[]> {
    const files: BulkExportFileRecord[] = [];
    for (const [resourceType, held] of this.byType) {
      PartBuffers.settle(held);
      const blobKey = partKey(exportId, resourceType, part);
      await blobStore.write(blobKey, Buffer.concat(held.chunks, held.bytes), ndjsonType);
      files.push({ resourceType, part, blobKey, resourceCount: held.count, byteSize: held.bytes });
    }
    this.byType.clear();
    return files;
  }
}

/** The worker lost the export (another took it over after its lease ran out, or it was cancelled). */
class LeaseLost extends Error {}

/**
 * The Bulk Data export worker, on every instance: takes a running export whose lease ran out (SKIP LOCKED), renews the
 * lease while it works, reads the Group's members in qhid order after the checkpoint, a page at a time, each page's
 * shared members as of the moment it is read (sharesWithProviders), asks the content module for their resources and
 * writes them as NDJSON parts. A part's blobs are written complete first, then recorded with the checkpoint moved past
 * its members and the members' audit rows, in one transaction: a manifest never names a partial file, and an
 * instance that dies leaves at most the part after the last recorded one unrecorded, which the next one deletes.
 * Organization and Practitioner are written once, at the end. Memory holds one part, never the export.
 */
export function createBulkExportWorker(deps: {
  db: Database;
  blobStore: BlobStore;
  content: Pick<ExportContent, 'memberResources' | 'providerResources'>;
  clock: Clock;
  options?: Partial<BulkExportWorkerOptions>;
  workerId?: string;
}) {
  const { db, blobStore, content, clock } = deps;
  const options = { ...defaultBulkExportWorkerOptions, ...deps.options };
  const workerId = deps.workerId ?? randomUUID();
  const repository = createBulkExportRepository(db);
  let isStopping = false;
  const retentionMs = bulkExportRetentionHours * 3_600_000;
  const later = (ms: number) => new Date(clock.now().getTime() + ms);

  const deleteBlobs = async (keys: readonly string[]) => {
    for (const key of keys) await blobStore.delete(key);
  };

  const renew = async (job: ClaimedExport) => {
    if (!(await repository.renewLease(job.id, workerId, later(options.leaseMs)))) throw new LeaseLost();
  };

  /** Records a written part; when the export was lost meanwhile, its blobs are deleted if nobody else may write them. */
  async function record(
    job: ClaimedExport,
    files: BulkExportFileRecord[],
    run: { checkpointQhid?: number | null; membersDone: number; resources: number; auditedQhids: readonly number[] },
  ): Promise<void> {
    const recorded = await db.transaction(async (tx) => {
      const isHeld = await createBulkExportRepository(tx).recordRun(job.id, workerId, { files, ...run });
      if (!isHeld) return false;
      const occurredAt = clock.now();
      await createAuditRepository(tx).insertMany(
        run.auditedQhids.map((qhid) => ({
          occurredAt,
          entry: {
            actorAccountId: job.clientAccountId,
            userName: `client-system:${job.clientId}`,
            memberQhid: String(qhid),
            action: exportAuditAction,
            outcome: 'success',
            details: { exportId: job.id, groupId: job.groupId, operation: job.operation },
          },
        })),
      );
      return true;
    });
    if (recorded) return;
    // Cancelled (or gone): nobody takes it up, so the blobs are this worker's to delete. Taken over: the new holder's.
    if (!(await repository.isRunning(job.id))) await deleteBlobs(files.map((file) => file.blobKey));
    throw new LeaseLost();
  }

  /** The member pages after the checkpoint, a part at a time; false when the worker stopped before the end. */
  async function exportMembers(job: ClaimedExport, types: ReadonlySet<ProviderAccessExportType>, firstPart: number, runsLeft: { value: number }) {
    let part = firstPart;
    let cursor = job.checkpointQhid;
    for (;;) {
      if (isStopping || runsLeft.value <= 0) return { part, isDone: false };
      const buffers = new PartBuffers();
      const audited: number[] = [];
      let membersRead = 0;
      let isEnd = false;
      while (membersRead < options.partMembers && buffers.largestBytes < options.partBytes) {
        const pageStartedAt = performance.now();
        await renew(job);
        const page = await repository.memberPage(job.groupId, cursor, Math.min(options.pageMembers, options.partMembers - membersRead), clock.now());
        if (page.length === 0) {
          isEnd = true;
          break;
        }
        const shared = page.filter((member) => member.shares).map((member) => member.qhid);
        if (shared.length > 0) {
          const resources = await content.memberResources({
            qhids: shared,
            types,
            since: job.since,
            transactionTime: job.transactionTime,
            clientSystemId: job.clientSystemId,
          });
          for (const [type, list] of resources) {
            if (!types.has(type)) continue;
            for (const resource of list) buffers.add(type, resource);
          }
        }
        audited.push(...shared);
        membersRead += page.length;
        cursor = page[page.length - 1]?.qhid ?? cursor;
        await yieldToRequests(performance.now() - pageStartedAt);
      }
      if (membersRead > 0) {
        const resources = buffers.resourceCount;
        const files = await buffers.write(blobStore, job.id, part);
        await record(job, files, { checkpointQhid: cursor, membersDone: membersRead, resources, auditedQhids: audited });
        runsLeft.value -= 1;
        if (files.length > 0) part += 1;
      }
      if (isEnd) return { part, isDone: true };
    }
  }

  /** Organization and Practitioner, once for the whole export (started over when taken up again). */
  async function exportProviders(job: ClaimedExport, types: ReadonlySet<ProviderAccessExportType>, firstPart: number) {
    const wanted = providerTypes.filter((type) => types.has(type));
    if (wanted.length === 0) return;
    await deleteBlobs(await repository.forgetFiles(job.id, workerId, wanted));
    let part = firstPart;
    let buffers = new PartBuffers();
    const flush = async () => {
      await renew(job);
      const resources = buffers.resourceCount;
      const files = await buffers.write(blobStore, job.id, part);
      await record(job, files, { membersDone: 0, resources, auditedQhids: [] });
      buffers = new PartBuffers();
      if (files.length > 0) part += 1;
    };
    const scope = { groupId: job.groupId, types, since: job.since, transactionTime: job.transactionTime, at: clock.now() };
    for await (const { type, resource } of content.providerResources(scope)) {
      if (!types.has(type)) continue;
      buffers.add(type, resource);
      if (buffers.largestBytes >= options.partBytes) await flush();
    }
    if (buffers.resourceCount > 0) await flush();
  }

  /** Works one claimed export until it completes, is lost, fails or the worker stops. */
  async function work(job: ClaimedExport, runsLeft: { value: number }): Promise<void> {
    const types = new Set(job.types);
    try {
      const firstPart = await repository.nextPart(job.id);
      // The part an instance that died may have written but not recorded.
      await deleteBlobs(job.types.map((type) => partKey(job.id, type, firstPart)));
      const members = await exportMembers(job, types, firstPart, runsLeft);
      if (!members.isDone) {
        // Stopping (SIGTERM) gives the export back; a run limit reached leaves the lease to run out, as a death would.
        if (isStopping) await repository.release(job.id, workerId);
        return;
      }
      await exportProviders(job, types, members.part);
      const now = clock.now();
      await repository.complete(job.id, workerId, now, new Date(now.getTime() + retentionMs));
    } catch (error) {
      if (error instanceof LeaseLost) return;
      const message = (error instanceof Error ? error.message : String(error)).slice(0, 500);
      if (job.attempts + 1 >= options.maxAttempts) {
        const now = clock.now();
        await deleteBlobs(await repository.fail(job.id, workerId, message, now, new Date(now.getTime() + retentionMs)));
      } else {
        await repository.releaseAfterFailure(job.id, workerId, message, later(options.retryMs));
      }
    }
  }

  return {
    workerId,
    /**
     * Works every export that is due, one after another, until none is left. `maxRuns` (tests, the two-instance
     * case) stops after that many recorded parts as an instance that died would: its lease is left to run out.
     */
    async runDue(limits: { maxRuns?: number } = {}): Promise<number> {
      const runsLeft = { value: limits.maxRuns ?? Number.POSITIVE_INFINITY };
      let worked = 0;
      while (!isStopping && runsLeft.value > 0) {
        const job = await repository.claimDue(workerId, clock.now(), later(options.leaseMs));
        if (!job) break;
        worked += 1;
        await work(job, runsLeft);
      }
      return worked;
    },
    stop(): void {
      isStopping = true;
    },
  };
}
export type BulkExportWorker = ReturnType<typeof createBulkExportWorker>;
export type { BulkExportRepository };
