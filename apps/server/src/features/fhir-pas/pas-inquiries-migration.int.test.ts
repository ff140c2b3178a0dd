import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MigratingDatabase, migrationsBefore, migrationsFolder, openMigratingDatabase } from '../../test/migrating-database.js';

const inquiriesTag = '0045_pas_inquiries';

/** A database that kept PAS inquiries with the submissions before migration 0045 keeps every exchange through it. */
describe('the migration that gives PAS inquiries their own table', () => {
  let database: MigratingDatabase;
  let before: string;

  beforeAll(async () => {
    before = migrationsBefore(inquiriesTag);
    database = await openMigratingDatabase();
    await database.migrate(before);
    await database.query(`
      insert into accounts (id, login_id, email, password_hash, first_name, last_name, roles, account_status)
        values (7, 7, 'ehr-7@example.com', 'x', 'EHR', 'Seven', '{}', 'Approved')`);
    await database.query(`
      insert into pas_transactions (account_id, kind, bundle_identifier, claim_id, request, response, http_status, received_at) values
        (7, 'inquire', 'urn:a|1', 'c1', '{"resourceType":"Bundle","identifier":{"value":"1"}}', '{"resourceType":"Parameters"}', 200, '2026-11-01T10:00:00Z'),
        (7, 'submit', 'urn:a|2', null, '{"resourceType":"Bundle","identifier":{"value":"2"}}', '{"resourceType":"Bundle","type":"collection"}', 200, '2026-11-01T10:01:00Z'),
        (7, 'inquire', null, null, '{"resourceType":"Bundle","entry":[{"n":1.5}]}', '{"resourceType":"Parameters","parameter":[]}', 200, '2026-11-01T10:02:00Z')`);
    await database.migrate(migrationsFolder);
  });
  afterAll(async () => {
    await database.close();
    rmSync(before, { recursive: true, force: true });
  });

  it('moves every inquiry, its request and answer as they were, in their order, and leaves the submissions where they were', async () => {
    const inquiries = await database.query<{ bundle_identifier: string | null; claim_id: string | null; request: string; response: string; received_at: Date }>(
      `select bundle_identifier, claim_id, request::text as request, response::text as response, received_at from pas_inquiries order by id`,
    );
    expect(inquiries.map((row) => [row.bundle_identifier, row.claim_id, JSON.parse(row.request), JSON.parse(row.response)])).toEqual([
      ['urn:a|1', 'c1', { resourceType: 'Bundle', identifier: { value: '1' } }, { resourceType: 'Parameters' }],
      [null, null, { resourceType: 'Bundle', entry: [{ n: 1.5 }] }, { resourceType: 'Parameters', parameter: [] }],
    ]);
    expect(new Date(inquiries[0]?.received_at as Date).toISOString()).toBe('2026-11-01T10:00:00.000Z');
    const submissions = await database.query<{ kind: string; bundle_identifier: string }>(`select kind, bundle_identifier from pas_transactions`);
    expect(submissions).toEqual([{ kind: 'submit', bundle_identifier: 'urn:a|2' }]);
  });
});
