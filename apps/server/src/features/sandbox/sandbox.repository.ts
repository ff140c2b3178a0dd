import { and, eq, inArray, isNull, notExists, sql } from 'drizzle-orm';
import { type Executor, selectRows } from '../../db/client.js';
import { clientSystems, coverages, groups, members, providerLocations, sandboxRecords } from '../../db/schema.js';

type RecordType = (typeof sandboxRecords.$inferSelect)['resourceType'];
export type SandboxMemberRow = Omit<typeof members.$inferInsert, 'qhid' | 'groupId'>;
export type SandboxCoverageRow = Omit<typeof coverages.$inferInsert, 'id'>;
export type SandboxLocationRow = Omit<typeof providerLocations.$inferInsert, 'locationId' | 'nameSearch' | 'addedByAccountId'>;

/** The group every sandbox member belongs to (the plan's settings decide its automation like any group's). */
export const sandboxGroup = { id: 'SANDBOX', name: 'Certification Sandbox', tollFreeNumber: '800-555-0199' } as const;
/** Serialises loads: each allocates the next member and directory ids. */
const loadLockId = 7_420_032;
/** Directory ids below the "not listed" providers' range (which starts at 900,000,001), as the demo data's. */
const notListedLocationIdStart = 900_000_001;

/** The sandbox's reads and writes, in the caller's transaction; no rules here. */
export function createSandboxRepository(tx: Executor) {
  return {
    async lockLoads(): Promise<void> {
      await tx.execute(sql`select pg_advisory_xact_lock(${loadLockId})`);
    },

    async findActiveClientSystem(clientId: string) {
      const [row] = await tx
        .select()
        .from(clientSystems)
        .where(and(eq(clientSystems.clientId, clientId), isNull(clientSystems.revokedAt)));
      return row;
    },

    async ensureGroup(): Promise<void> {
      await tx.insert(groups).values(sandboxGroup).onConflictDoNothing();
    },

    /** The row a resource of this type was loaded into before, by any of its keys. */
    async findRecordId(resourceType: RecordType, keys: readonly string[]): Promise<number | undefined> {
      const [row] = await tx
        .select({ recordId: sandboxRecords.recordId })
        .from(sandboxRecords)
        .where(and(eq(sandboxRecords.resourceType, resourceType), inArray(sandboxRecords.identifier, [...keys])))
        .limit(1);
      return row?.recordId;
    },

    async saveKeys(resourceType: RecordType, keys: readonly string[], recordId: number, now: Date): Promise<void> {
      await tx
        .insert(sandboxRecords)
        .values(keys.map((identifier) => ({ resourceType, identifier, recordId, loadedAt: now })))
        .onConflictDoUpdate({
          target: [sandboxRecords.resourceType, sandboxRecords.identifier],
          set: { recordId: sql`excluded.record_id`, loadedAt: sql`excluded.loaded_at` },
        });
    },

    async createMember(row: SandboxMemberRow): Promise<number> {
      const [next] = await selectRows<{ qhid: number }>(tx, sql`select coalesce(max(qhid), 0)::int + 1 as qhid from members`);
      const qhid = next?.qhid ?? 1;
      await tx.insert(members).values({ ...row, qhid, groupId: sandboxGroup.id });
      return qhid;
    },

    /** False when the row is gone (then the member is created again). */
    async updateMember(qhid: number, row: SandboxMemberRow): Promise<boolean> {
      const updated = await tx
        .update(members)
        .set({ ...row, groupId: sandboxGroup.id })
        .where(eq(members.qhid, qhid))
        .returning({ qhid: members.qhid });
      return updated.length === 1;
    },

    async createCoverage(row: SandboxCoverageRow): Promise<number> {
      const [created] = await tx.insert(coverages).values(row).returning({ id: coverages.id });
      if (!created) throw new Error('Coverage insert returned no row');
      return created.id;
    },

    async updateCoverage(id: number, row: SandboxCoverageRow): Promise<boolean> {
      const updated = await tx.update(coverages).set(row).where(eq(coverages.id, id)).returning({ id: coverages.id });
      return updated.length === 1;
    },

    /** Whether the directory has the NPI from elsewhere than the sandbox (the plan's own providers, the demo's). */
    async isDirectoryNpi(npi: string): Promise<boolean> {
      const [row] = await tx
        .select({ locationId: providerLocations.locationId })
        .from(providerLocations)
        .where(
          and(
            eq(providerLocations.npi, npi),
            isNull(providerLocations.addedByAccountId),
            notExists(
              tx
                .select({ one: sql`1` })
                .from(sandboxRecords)
                .where(and(inArray(sandboxRecords.resourceType, ['Organization', 'Practitioner']), eq(sandboxRecords.recordId, providerLocations.locationId))),
            ),
          ),
        )
        .limit(1);
      return row !== undefined;
    },

    async createLocation(row: SandboxLocationRow): Promise<number> {
      const [next] = await selectRows<{ locationId: number }>(
        tx,
        sql`select coalesce(max(location_id), 0)::int + 1 as "locationId" from provider_locations where location_id < ${notListedLocationIdStart}`,
      );
      const locationId = next?.locationId ?? 1;
      await tx.insert(providerLocations).values({ ...row, locationId });
      return locationId;
    },

    async updateLocation(locationId: number, row: SandboxLocationRow): Promise<boolean> {
      const updated = await tx
        .update(providerLocations)
        .set(row)
        .where(eq(providerLocations.locationId, locationId))
        .returning({ locationId: providerLocations.locationId });
      return updated.length === 1;
    },
  };
}
export type SandboxRepository = ReturnType<typeof createSandboxRepository>;
