import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { benefitPlans, claims, groups, members, providerLocations } from './schema.js';
import type { DatabaseHandle } from './client.js';
import { transactionWithBulkInsert } from './bulk-insert.js';
import { createTestDatabase } from '../test/test-database.js';

/** COPY on PostgreSQL, multi-row INSERTs on PGlite: either way the rows read back as written. */
describe('transactionWithBulkInsert', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  const awkward = 'O\u2019Brien \\ back\tslash\nnew line\r"quoted" \\N';
  const member = (qhid: number, middleInitial: string | null) => ({
    qhid,
    memberId: `M${qhid}`,
    groupId: 'G-BULK',
    firstName: awkward,
    middleInitial,
    lastName: 'Ng',
    dob: '1990-02-28',
    sex: 'F',
  });

  it('writes text with tabs, newlines and backslashes, nulls, dates, instants, numbers, booleans and JSON exactly', async () => {
    const recordedAt = new Date('2026-03-15T17:00:00.123Z');
    await transactionWithBulkInsert(database.db, async (_tx, insert) => {
      await insert(groups, [{ id: 'G-BULK', name: 'Bulk', tollFreeNumber: '800-555-0100' }]);
      await insert(benefitPlans, [{ planOptionName: 'Bulk Plan', design: { tiers: [1, 2], note: awkward, empty: null } }]);
      await insert(members, [member(1, null), member(2, 'Q')]);
      await insert(providerLocations, [
        {
          locationId: 1,
          npi: '1234567893',
          fullName: awkward,
          taxId: '12-3456789',
          address1: '1 Main',
          city: 'X',
          state: 'CA',
          zipCode: '95814',
          phone: '916-555-0100',
        },
      ]);
      await insert(claims, [
        {
          claimNumber: 'C1',
          qhid: 1,
          locationId: 1,
          dateOfService: '2026-01-02',
          dateOfServiceEnd: '2026-01-03',
          paidDate: null,
          chargedAmount: '1234.50',
          allowedAmount: '0.01',
          paidAmount: '0.00',
          placeOfService: '11',
          allLinesComplete: false,
          recordedAt,
        },
        // showEob left out: the column's default, as an INSERT gives it.
        {
          claimNumber: 'C2',
          qhid: 2,
          locationId: 1,
          dateOfService: '2026-01-02',
          dateOfServiceEnd: '2026-01-02',
          paidDate: '2026-02-01',
          chargedAmount: '10.00',
          allowedAmount: '9.99',
          paidAmount: '9.99',
          placeOfService: '22',
          allLinesComplete: true,
          showEob: true,
          recordedAt: null,
        },
      ]);
    });
    expect(await database.db.select().from(members).orderBy(asc(members.qhid))).toEqual([
      { ...member(1, null), sandboxClientSystemId: null },
      { ...member(2, 'Q'), sandboxClientSystemId: null },
    ]);
    expect((await database.db.select().from(providerLocations))[0]).toMatchObject({ fullName: awkward, isFacility: false, address2: null });
    expect((await database.db.select().from(benefitPlans))[0]?.design).toEqual({ tiers: [1, 2], note: awkward, empty: null });
    const written = await database.db.select().from(claims).orderBy(asc(claims.claimNumber));
    expect(
      written.map(({ claimNumber, paidDate, chargedAmount, allowedAmount, allLinesComplete, showEob, recordedAt: at }) => ({
        claimNumber,
        paidDate,
        chargedAmount,
        allowedAmount,
        allLinesComplete,
        showEob,
        recordedAt: at?.toISOString() ?? null,
      })),
    ).toEqual([
      {
        claimNumber: 'C1',
        paidDate: null,
        chargedAmount: '1234.50',
        allowedAmount: '0.01',
        allLinesComplete: false,
        showEob: false,
        recordedAt: recordedAt.toISOString(),
      },
      { claimNumber: 'C2', paidDate: '2026-02-01', chargedAmount: '10.00', allowedAmount: '9.99', allLinesComplete: true, showEob: true, recordedAt: null },
    ]);
  });

  it('fails, writing nothing, when the database refuses the rows (a COPY refused after its last row too)', async () => {
    const refused = transactionWithBulkInsert(database.db, async (_tx, insert) => {
      await insert(groups, [{ id: 'G-REFUSED', name: 'Refused', tollFreeNumber: '800-555-0102' }]);
      await insert(members, [member(3, null), { ...member(4, null), groupId: 'G-NONE' }]);
    });
    await expect(refused).rejects.toThrow();
    expect((await database.db.select().from(members)).map((row) => row.qhid)).toEqual([1, 2]);
  });

  it('writes nothing when the work fails', async () => {
    await expect(
      transactionWithBulkInsert(database.db, async (_tx, insert) => {
        await insert(groups, [{ id: 'G-GONE', name: 'Gone', tollFreeNumber: '800-555-0101' }]);
        throw new Error('stopped');
      }),
    ).rejects.toThrow('stopped');
    expect((await database.db.select().from(groups)).map((group) => group.id)).toEqual(['G-BULK']);
  });
});
