import type { BulkExportOperation, ProviderAccessExportType } from '@portal/contracts';
import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../../db/client.js';
import { bulkExportFiles, bulkExports, clientSystems, providerAccessGroupMembers, providerAccessGroups } from '../../../db/schema.js';
import type { BulkExportStatus } from '@portal/contracts';
import { sharesWithProviders } from '../member-choices.js';

export interface BulkExportRecord {
  id: string;
  clientSystemId: number;
  groupId: string;
  operation: string;
  requestUrl: string;
  types: ProviderAccessExportType[];
  since: Date | null;
  transactionTime: Date;
  status: BulkExportStatus;
  membersTotal: number | null;
  membersDone: number;
  checkpointQhid: number | null;
  resourcesWritten: number;
  attempts: number;
  completedAt: Date | null;
  expiresAt: Date | null;
}

export interface BulkExportFileRecord {
  resourceType: string;
  part: number;
  blobKey: string;
  resourceCount: number;
  byteSize: number;
}

/** An export a worker holds, with the client system whose account the audit rows name. */
export interface ClaimedExport extends BulkExportRecord {
  clientAccountId: number;
  clientId: string;
}

export interface NewBulkExport {
  id: string;
  clientSystemId: number;
  groupId: string;
  operation: BulkExportOperation;
  requestUrl: string;
  types: readonly ProviderAccessExportType[];
  since: Date | null;
  transactionTime: Date;
}

const e = bulkExports;
const exportColumns = {
  id: e.id,
  clientSystemId: e.clientSystemId,
  groupId: e.groupId,
  operation: e.operation,
  requestUrl: e.requestUrl,
  types: sql<ProviderAccessExportType[]>`${e.types}`,
  since: e.since,
  transactionTime: e.transactionTime,
  status: e.status,
  membersTotal: e.membersTotal,
  membersDone: e.membersDone,
  checkpointQhid: e.checkpointQhid,
  resourcesWritten: e.resourcesWritten,
  attempts: e.attempts,
  completedAt: e.completedAt,
  expiresAt: e.expiresAt,
};
const fileColumns = {
  resourceType: bulkExportFiles.resourceType,
  part: bulkExportFiles.part,
  blobKey: bulkExportFiles.blobKey,
  resourceCount: bulkExportFiles.resourceCount,
  byteSize: bulkExportFiles.byteSize,
};

/** Bulk Data exports, their files and the Group members they read (db/schema/provider-access.ts); no rules here. */
export function createBulkExportRepository(db: Executor) {
  const held = (id: string, workerId: string) => and(eq(e.id, id), eq(e.claimedBy, workerId), eq(e.status, 'in-progress'));

  return {
    /** The client system's own Group, unexpired at `now`, with its member count; null for any other. */
    async findOwnGroup(groupId: string, clientSystemId: number, now: Date): Promise<{ id: string } | null> {
      const g = providerAccessGroups;
      const [found] = await db
        .select({ id: g.id })
        .from(g)
        .where(and(eq(g.id, groupId), eq(g.clientSystemId, clientSystemId), or(isNull(g.expiresAt), gt(g.expiresAt, now))));
      return found ?? null;
    },

    /**
     * A new export of the Group, or the one of this client and Group that runs already (the unique index
     * bulk_exports_running_idx decides between two racing kick-offs): `created` says which.
     */
    async createOrFindRunning(row: NewBulkExport, now: Date): Promise<{ record: BulkExportRecord; created: boolean } | null> {
      const inserted = await db
        .insert(e)
        .values({
          ...row,
          types: [...row.types],
          status: 'in-progress',
          createdAt: now,
          membersTotal: sql`(select count(*)::int from ${providerAccessGroupMembers} where group_id = ${row.groupId})`,
        })
        .onConflictDoNothing({ target: [e.clientSystemId, e.groupId], where: sql`${e.status} = 'in-progress'` })
        .returning(exportColumns);
      if (inserted[0]) return { record: inserted[0], created: true };
      const [running] = await db
        .select(exportColumns)
        .from(e)
        .where(and(eq(e.clientSystemId, row.clientSystemId), eq(e.groupId, row.groupId), eq(e.status, 'in-progress')));
      return running ? { record: running, created: false } : null;
    },

    async findOwn(id: string, clientSystemId: number): Promise<BulkExportRecord | null> {
      const [found] = await db
        .select(exportColumns)
        .from(e)
        .where(and(eq(e.id, id), eq(e.clientSystemId, clientSystemId)));
      return found ?? null;
    },

    async filesOf(exportId: string): Promise<BulkExportFileRecord[]> {
      return db
        .select(fileColumns)
        .from(bulkExportFiles)
        .where(eq(bulkExportFiles.exportId, exportId))
        .orderBy(asc(bulkExportFiles.resourceType), asc(bulkExportFiles.part));
    },

    async findFile(exportId: string, resourceType: string, part: number): Promise<BulkExportFileRecord | null> {
      const [found] = await db
        .select(fileColumns)
        .from(bulkExportFiles)
        .where(and(eq(bulkExportFiles.exportId, exportId), eq(bulkExportFiles.resourceType, resourceType), eq(bulkExportFiles.part, part)));
      return found ?? null;
    },

    /** Cancels a running, completed or failed export and forgets its files, answering their blob keys (deleted after). */
    async cancel(id: string, clientSystemId: number): Promise<string[] | null> {
      return (db as Executor).transaction(async (tx) => {
        const [cancelled] = await tx
          .update(e)
          .set({ status: 'cancelled', claimedBy: null, lockedUntil: null })
          .where(and(eq(e.id, id), eq(e.clientSystemId, clientSystemId), inArray(e.status, ['in-progress', 'completed', 'failed'])))
          .returning({ id: e.id });
        if (!cancelled) return null;
        const removed = await tx.delete(bulkExportFiles).where(eq(bulkExportFiles.exportId, id)).returning({ blobKey: bulkExportFiles.blobKey });
        return removed.map((file) => file.blobKey);
      });
    },

    /** The oldest running export whose lease ran out, now this worker's until `lockedUntil` (SKIP LOCKED). */
    async claimDue(workerId: string, now: Date, lockedUntil: Date): Promise<ClaimedExport | null> {
      const due = db
        .select({ id: e.id })
        .from(e)
        .where(and(eq(e.status, 'in-progress'), or(isNull(e.lockedUntil), lte(e.lockedUntil, now))))
        .orderBy(e.createdAt)
        .limit(1)
        .for('update', { skipLocked: true });
      const [claimed] = await db.update(e).set({ claimedBy: workerId, lockedUntil }).where(inArray(e.id, due)).returning(exportColumns);
      if (!claimed) return null;
      const [client] = await db
        .select({ accountId: clientSystems.accountId, clientId: clientSystems.clientId })
        .from(clientSystems)
        .where(eq(clientSystems.id, claimed.clientSystemId));
      if (!client) return null;
      return { ...claimed, clientAccountId: client.accountId, clientId: client.clientId };
    },

    /** Gives the export back at once (this instance is stopping): another takes it up without waiting for the lease. */
    async release(id: string, workerId: string): Promise<void> {
      await db.update(e).set({ claimedBy: null, lockedUntil: null }).where(held(id, workerId));
    },

    /** Extends this worker's lease; false when it lost it (taken over, cancelled). */
    async renewLease(id: string, workerId: string, lockedUntil: Date): Promise<boolean> {
      const renewed = await db.update(e).set({ lockedUntil }).where(held(id, workerId)).returning({ id: e.id });
      return renewed.length > 0;
    },

    /** The part number after the last recorded one: the only one an instance that died may have left unrecorded blobs under. */
    async nextPart(exportId: string): Promise<number> {
      const [row] = await db
        .select({ last: sql<number>`coalesce(max(${bulkExportFiles.part}), 0)::int` })
        .from(bulkExportFiles)
        .where(eq(bulkExportFiles.exportId, exportId));
      return (row?.last ?? 0) + 1;
    },

    /**
     * The Group's members after `afterQhid`, in qhid order, each with whether their data may go out at `at`: a member
     * who opted out since the export started is left out of the pages read after.
     */
    async memberPage(groupId: string, afterQhid: number | null, limit: number, at: Date): Promise<{ qhid: number; shares: boolean }[]> {
      const m = providerAccessGroupMembers;
      return db
        .select({ qhid: m.qhid, shares: sql<boolean>`(${sharesWithProviders(m.qhid, at)})` })
        .from(m)
        .where(and(eq(m.groupId, groupId), afterQhid === null ? undefined : gt(m.qhid, afterQhid)))
        .orderBy(asc(m.qhid))
        .limit(limit);
    },

    /**
     * Records complete files and moves the checkpoint past their members, in the caller's transaction, while this
     * worker still holds the export; false (nothing written) when it does not.
     */
    async recordRun(
      id: string,
      workerId: string,
      /** checkpointQhid undefined: the checkpoint stays (the provider step's parts). */
      run: { files: readonly BulkExportFileRecord[]; checkpointQhid?: number | null; membersDone: number; resources: number },
    ): Promise<boolean> {
      const [moved] = await db
        .update(e)
        .set({
          ...(run.checkpointQhid === undefined ? {} : { checkpointQhid: run.checkpointQhid }),
          membersDone: sql`${e.membersDone} + ${run.membersDone}`,
          resourcesWritten: sql`${e.resourcesWritten} + ${run.resources}`,
        })
        .where(held(id, workerId))
        .returning({ id: e.id });
      if (!moved) return false;
      if (run.files.length > 0) await db.insert(bulkExportFiles).values(run.files.map((file) => ({ exportId: id, ...file })));
      return true;
    },

    /** Forgets recorded files of these types (a provider step taken up again starts over), answering their keys. */
    async forgetFiles(id: string, workerId: string, types: readonly string[]): Promise<string[]> {
      return (db as Executor).transaction(async (tx) => {
        const [still] = await tx.select({ id: e.id }).from(e).where(held(id, workerId)).for('update');
        if (!still) return [];
        const removed = await tx
          .delete(bulkExportFiles)
          .where(and(eq(bulkExportFiles.exportId, id), inArray(bulkExportFiles.resourceType, [...types])))
          .returning({ blobKey: bulkExportFiles.blobKey });
        return removed.map((file) => file.blobKey);
      });
    },

    async complete(id: string, workerId: string, now: Date, expiresAt: Date): Promise<boolean> {
      const done = await db
        .update(e)
        .set({ status: 'completed', completedAt: now, expiresAt, claimedBy: null, lockedUntil: null })
        .where(held(id, workerId))
        .returning({ id: e.id });
      return done.length > 0;
    },

    /** A failed attempt: counted, and the export released until `retryAt`. */
    async releaseAfterFailure(id: string, workerId: string, error: string, retryAt: Date): Promise<void> {
      await db
        .update(e)
        .set({ attempts: sql`${e.attempts} + 1`, lastError: error, claimedBy: null, lockedUntil: retryAt })
        .where(held(id, workerId));
    },

    /** Gives the export up (too many failed attempts) and forgets its files, answering their keys. */
    async fail(id: string, workerId: string, error: string, now: Date, expiresAt: Date): Promise<string[]> {
      return (db as Executor).transaction(async (tx) => {
        const [failed] = await tx
          .update(e)
          .set({ status: 'failed', attempts: sql`${e.attempts} + 1`, lastError: error, completedAt: now, expiresAt, claimedBy: null, lockedUntil: null })
          .where(held(id, workerId))
          .returning({ id: e.id });
        if (!failed) return [];
        const removed = await tx.delete(bulkExportFiles).where(eq(bulkExportFiles.exportId, id)).returning({ blobKey: bulkExportFiles.blobKey });
        return removed.map((file) => file.blobKey);
      });
    },

    /** Whether the export is still running (false: cancelled, failed, completed or gone). */
    async isRunning(id: string): Promise<boolean> {
      const [found] = await db.select({ status: e.status }).from(e).where(eq(e.id, id));
      return found?.status === 'in-progress';
    },

    /** Files of exports whose retention ran out at `now`, a batch at a time. */
    async expiredFiles(now: Date, limit: number): Promise<{ exportId: string; resourceType: string; part: number; blobKey: string }[]> {
      return db
        .select({
          exportId: bulkExportFiles.exportId,
          resourceType: bulkExportFiles.resourceType,
          part: bulkExportFiles.part,
          blobKey: bulkExportFiles.blobKey,
        })
        .from(bulkExportFiles)
        .innerJoin(e, eq(e.id, bulkExportFiles.exportId))
        .where(and(isNotNull(e.expiresAt), lte(e.expiresAt, now)))
        .limit(limit);
    },

    async deleteFile(file: { exportId: string; resourceType: string; part: number }): Promise<void> {
      await db
        .delete(bulkExportFiles)
        .where(and(eq(bulkExportFiles.exportId, file.exportId), eq(bulkExportFiles.resourceType, file.resourceType), eq(bulkExportFiles.part, file.part)));
    },
  };
}
export type BulkExportRepository = ReturnType<typeof createBulkExportRepository>;
