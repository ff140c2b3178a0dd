import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client.js';
import { createTestApp, type TestApp } from '../../../test/test-app.js';
import { createTestClock, testNow } from '../../../test/test-clock.js';
import { providerAccessIds } from '../resource-ids.js';
import { partKey } from './bulk-export-files.js';
import { bulkExportTestEnv, createTestGroup, downloadAll, type ExportClient, exportClient, type Manifest, seededMembers } from './bulk-export-test-support.js';

const leaseSeconds = 60;

describe('the Bulk Data export worker: parts, a dead worker, opt-outs, failures, retention (issue 33)', () => {
  let t: TestApp;
  const clock = createTestClock();
  let exporter: ExportClient;
  let groupId: string;
  let shared: number[];
  const blobPath = (key: string) => {
    const store = t.config.blobStore;
    if (store.kind !== 'local') throw new Error('The test app keeps blobs on disk.');
    return join(store.directory, ...key.split('/'));
  };
  const exportIdOf = (location: string) => location.split('/').pop() ?? '';

  beforeAll(async () => {
    // Parts of 10 members, pages of 4: the seeded members make several parts.
    t = await createTestApp({
      env: { ...bulkExportTestEnv, BULK_EXPORT_PAGE_MEMBERS: '4', BULK_EXPORT_PART_MEMBERS: '10', BULK_EXPORT_LEASE_SECONDS: String(leaseSeconds) },
      clock,
    });
    exporter = await exportClient(t.app, { clock });
    const members = await seededMembers(t.database.db);
    shared = members.filter((member) => !member.isSecure).map((member) => member.qhid);
    groupId = await createTestGroup(t.database.db, exporter.client.system.id, shared, { now: testNow });
  });
  afterAll(async () => t.close());

  const kickOff = async () => {
    await exporter.renewToken();
    const response = await exporter.kickOff(groupId, '_type=Patient');
    expect(response.statusCode).toBe(202);
    return String(response.headers['content-location']);
  };
  const manifestOf = async (location: string) => {
    const response = await exporter.get(location);
    expect(response.statusCode).toBe(200);
    return response.json<Manifest>();
  };
  const patientIds = async (manifest: Manifest) => ((await downloadAll(exporter, manifest)).get('Patient') ?? []).map((patient) => patient.id);

  it('takes up an export whose worker died after writing a part\u2019s blob but not its row, naming only complete files', async () => {
    const location = await kickOff();
    const exportId = exportIdOf(location);
    // The first worker records one part, then "dies" holding its lease.
    await t.app.bulkExports.worker.runDue({ maxRuns: 1 });
    const [held] = await selectRows<{ checkpoint: number; done: number }>(
      t.database.db,
      sql`select checkpoint_qhid as checkpoint, members_done as done from bulk_exports where id = ${exportId}`,
    );
    expect(held?.done).toBe(10);
    expect(held?.checkpoint).toBe(shared[9]);
    // …having written the next part's blob, half of it, and no row.
    const orphan = blobPath(partKey(exportId, 'Patient', 2));
    mkdirSync(dirname(orphan), { recursive: true });
    writeFileSync(orphan, '{"resourceType":"Patient","id":"half');
    // While its lease holds nobody takes the export.
    expect(await t.app.bulkExports.worker.runDue()).toBe(0);
    expect((await exporter.get(location)).statusCode).toBe(202);

    clock.advance(leaseSeconds * 1000 + 1);
    expect(await t.app.bulkExports.worker.runDue()).toBe(1);
    const manifest = await manifestOf(location);
    expect(manifest.output.length).toBe(Math.ceil(shared.length / 10));
    expect(manifest.output.map((file) => file.count).reduce((a, b) => a + b, 0)).toBe(shared.length);
    // Each member exactly once, in order: nothing of the half-written part, nothing twice.
    expect(await patientIds(manifest)).toEqual(shared.map(providerAccessIds.patient));
    const audited = await selectRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from audit_log where action = 'provider-access-export' and details->>'exportId' = ${exportId}`,
    );
    expect(audited[0]?.count).toBe(shared.length);
  });

  it('leaves out of the pages read after it a member who opts out while the export runs', async () => {
    const location = await kickOff();
    await t.app.bulkExports.worker.runDue({ maxRuns: 1 });
    const early = shared[0] ?? 0;
    const late = shared[shared.length - 1] ?? 0;
    const [admin] = await selectRows<{ id: number }>(t.database.db, sql`select id from accounts where email = 'admin@example.com'`);
    for (const qhid of [early, late])
      await t.database.db.execute(sql`insert into provider_access_choices (qhid, choice, effective_at, channel, recorded_by_account_id, recorded_at)
        values (${qhid}, 'opted-out', ${clock.now().toISOString()}, 'phone', ${admin?.id ?? 0}, ${clock.now().toISOString()})`);
    clock.advance(leaseSeconds * 1000 + 1);
    await t.app.bulkExports.worker.runDue();
    const ids = await patientIds(await manifestOf(location));
    // Exported before the opt-out: stays; read after it: left out.
    expect(ids).toContain(providerAccessIds.patient(early));
    expect(ids).not.toContain(providerAccessIds.patient(late));
    expect(ids.length).toBe(shared.length - 1);
    await t.database.db.execute(sql`delete from provider_access_choices`);
  });

  it('cancels a running export: its recorded files go at once, and no worker takes it up again', async () => {
    const location = await kickOff();
    const exportId = exportIdOf(location);
    await t.app.bulkExports.worker.runDue({ maxRuns: 1 });
    const recorded = await selectRows<{ blobKey: string }>(
      t.database.db,
      sql`select blob_key as "blobKey" from bulk_export_files where export_id = ${exportId}`,
    );
    expect(recorded.length).toBe(1);
    expect((await exporter.remove(location)).statusCode).toBe(202);
    for (const { blobKey } of recorded) expect(existsSync(blobPath(blobKey))).toBe(false);
    clock.advance(leaseSeconds * 1000 + 1);
    await exporter.renewToken();
    expect(await t.app.bulkExports.worker.runDue()).toBe(0);
    expect((await exporter.get(location)).statusCode).toBe(404);
  });

  it('deletes the files and their rows once the retention period ran out, and the status URL answers 404', async () => {
    const location = await kickOff();
    await t.app.bulkExports.worker.runDue();
    const manifest = await manifestOf(location);
    const keys = await selectRows<{ blobKey: string }>(
      t.database.db,
      sql`select blob_key as "blobKey" from bulk_export_files where export_id = ${exportIdOf(location)}`,
    );
    expect(keys.length).toBe(manifest.output.length);
    for (const { blobKey } of keys) expect(existsSync(blobPath(blobKey))).toBe(true);

    clock.advance(23 * 3_600_000);
    await exporter.renewToken();
    await t.app.bulkExports.retention.sweepExpired();
    expect((await exporter.get(location)).statusCode).toBe(200);
    clock.advance(3_600_000);
    await exporter.renewToken();
    expect((await exporter.get(location)).statusCode).toBe(404);
    expect(await t.app.bulkExports.retention.sweepExpired()).toBeGreaterThanOrEqual(keys.length);
    for (const { blobKey } of keys) expect(existsSync(blobPath(blobKey))).toBe(false);
    const left = await selectRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from bulk_export_files where export_id = ${exportIdOf(location)}`,
    );
    expect(left[0]?.count).toBe(0);
    expect((await exporter.get(manifest.output[0]?.url ?? '')).statusCode).toBe(404);
  });

  it('retries a failing export a few times, then marks it failed: the status URL answers 500 with an OperationOutcome', async () => {
    const location = await kickOff();
    const exportId = exportIdOf(location);
    // A file where the export's folder would go: every blob write fails.
    mkdirSync(dirname(blobPath(`bulk-exports/${exportId}`)), { recursive: true });
    writeFileSync(blobPath(`bulk-exports/${exportId}`), 'in the way');
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      expect(await t.app.bulkExports.worker.runDue()).toBe(1);
      const [row] = await selectRows<{ status: string; attempts: number; lastError: string }>(
        t.database.db,
        sql`select status, attempts, last_error as "lastError" from bulk_exports where id = ${exportId}`,
      );
      expect(row?.attempts).toBe(attempt);
      expect(row?.status).toBe(attempt < 3 ? 'in-progress' : 'failed');
      expect(row?.lastError).toBeTruthy();
      clock.advance(11_000);
    }
    await exporter.renewToken();
    const failed = await exporter.get(location);
    expect(failed.statusCode).toBe(500);
    expect(failed.json<{ resourceType: string; issue: { code: string }[] }>()).toMatchObject({
      resourceType: 'OperationOutcome',
      issue: [{ code: 'exception' }],
    });
    // A new export of the Group may start.
    const again = await exporter.kickOff(groupId, '_type=Patient');
    expect(again.statusCode).toBe(202);
    expect(again.headers['content-location']).not.toBe(location);
    // The failed one is deleted on request like any other.
    expect((await exporter.remove(location)).statusCode).toBe(202);
    expect((await exporter.get(location)).statusCode).toBe(404);
  });
});
