import { providerAccessExportTypes, type ProviderAccessExportType } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '../../../db/client.js';
import { accounts, clientSystems, groups, members, providerAccessGroupMembers, providerAccessGroups } from '../../../db/schema.js';
import { seedTestData } from '../../../test/test-app.js';
import { testNow } from '../../../test/test-clock.js';
import { createTestDatabase } from '../../../test/test-database.js';
import { createExportContent, type ExportContent, type ExportSlice } from './index.js';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- FHIR JSON as exported
export type Json = Record<string, any>;

export interface ExportContentFixture {
  database: DatabaseHandle;
  content: ExportContent;
  /** The demo's sandbox client system: the Groups of these tests belong to it. */
  clientSystemId: number;
  /** An employee account, to record members' choices. */
  employeeAccountId: number;
  allQhids: number[];
  /** Moves the moment a page runs (the content's `now`). */
  setNow(now: Date): void;
  /** Every type, and the slice of these members as the engine would ask for it. */
  slice(qhids: readonly number[], options?: Partial<Omit<ExportSlice, 'qhids'>>): ExportSlice;
  /** A Group of the client system with these members; its id. */
  createGroup(qhids: readonly number[]): Promise<string>;
  /** Everything providerResources yields for the Group, by type. */
  providersOf(groupId: string, options?: { types?: ReadonlySet<ProviderAccessExportType>; since?: Date | null; at?: Date }): Promise<Json[]>;
  close(): Promise<void>;
}

export const everyType: ReadonlySet<ProviderAccessExportType> = new Set(providerAccessExportTypes);
export const planName = 'Evergreen Test Plan';

/** A fresh seeded database (50 members at the fixed test time) and the export content over it. */
export async function createExportContentFixture(): Promise<ExportContentFixture> {
  const database = await createTestDatabase();
  await seedTestData(database);
  const { db } = database;
  let now = testNow;
  const content = createExportContent({ db, getBrand: async () => ({ planName }), now: () => now });
  const [client] = await db.select({ id: clientSystems.id }).from(clientSystems).orderBy(asc(clientSystems.id)).limit(1);
  const [employee] = await db.select({ id: accounts.id }).from(accounts).orderBy(asc(accounts.id)).limit(1);
  if (!client || !employee) throw new Error('the demo data has no client system or account');
  const allQhids = (await db.select({ qhid: members.qhid }).from(members).orderBy(asc(members.qhid))).map((row) => row.qhid);
  let groupCount = 0;
  return {
    database,
    content,
    clientSystemId: client.id,
    employeeAccountId: employee.id,
    allQhids,
    setNow: (moment) => {
      now = moment;
    },
    slice: (qhids, options = {}) => ({ qhids, types: everyType, since: null, transactionTime: testNow, clientSystemId: client.id, ...options }),
    createGroup: async (qhids) => {
      groupCount += 1;
      const id = `00000000-0000-4000-8000-${String(groupCount).padStart(12, '0')}`;
      await db
        .insert(providerAccessGroups)
        .values({ id, clientSystemId: client.id, kind: 'matched', createdAt: testNow, refreshedAt: testNow, memberCount: qhids.length });
      if (qhids.length) await db.insert(providerAccessGroupMembers).values(qhids.map((qhid) => ({ groupId: id, qhid, providerNpi: '1234567893' })));
      return id;
    },
    providersOf: async (groupId, options = {}) => {
      const found: Json[] = [];
      for await (const { type, resource } of content.providerResources({
        groupId,
        types: options.types ?? everyType,
        since: options.since ?? null,
        transactionTime: testNow,
        at: options.at ?? testNow,
      })) {
        if ((resource as Json).resourceType !== type) throw new Error(`${type} yielded a ${(resource as Json).resourceType}`);
        found.push(resource as Json);
      }
      return found;
    },
    close: () => database.close(),
  };
}

/** The resources of a map from memberResources, all types together. */
export const allOf = (resources: Map<ProviderAccessExportType, object[]>): Json[] => [...resources.values()].flat() as Json[];

/** Every `reference` in a resource (any depth). */
export function referencesIn(resource: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object')
      for (const [key, inner] of Object.entries(value)) {
        if (key === 'reference' && typeof inner === 'string') found.push(inner);
        else walk(inner);
      }
  };
  walk(resource);
  return found;
}

/** The members of the demo data in a secure group. */
export async function secureGroupMembers(database: DatabaseHandle): Promise<number[]> {
  const rows = await database.db
    .select({ qhid: members.qhid })
    .from(members)
    .innerJoin(groups, eq(groups.id, members.groupId))
    .where(eq(groups.isSecure, true));
  return rows.map((row) => row.qhid);
}
