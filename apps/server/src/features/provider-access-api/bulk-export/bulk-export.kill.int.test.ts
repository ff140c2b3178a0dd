import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client.js';
import { createTestInstances, isPostgresTest, type TestInstances } from '../../../test/test-instances.js';
import { providerAccessIds } from '../resource-ids.js';
import { bulkExportTestEnv, createTestGroup, downloadAll, exportClient, type Manifest, seededMembers } from './bulk-export-test-support.js';

const leaseSeconds = 2;

/**
 * A kill -9 in the middle of an export (issue 33 §6): the process working it dies with its lease held and parts
 * recorded; once the lease runs out another worker takes the export up after the checkpoint, and the manifest names
 * every member once, in complete files only. PostgreSQL only: a kill -9 needs another process on the same database.
 */
describe.runIf(isPostgresTest())('a Bulk Data export whose worker is killed (SIGKILL)', () => {
  let instances: TestInstances;
  let app: FastifyInstance;
  beforeAll(async () => {
    instances = await createTestInstances({
      count: 1,
      env: { ...bulkExportTestEnv, BULK_EXPORT_PAGE_MEMBERS: '2', BULK_EXPORT_PART_MEMBERS: '4', BULK_EXPORT_LEASE_SECONDS: String(leaseSeconds) },
    });
    [app] = instances.apps as [FastifyInstance];
  });
  afterAll(() => instances.close());

  it('is taken up after the lease by another worker and completes with each member once, in complete files', async () => {
    const exporter = await exportClient(app);
    const shared = (await seededMembers(instances.database.db)).filter((member) => !member.isSecure).map((member) => member.qhid);
    const groupId = await createTestGroup(instances.database.db, exporter.client.system.id, shared, { now: new Date() });
    const kickOff = await exporter.kickOff(groupId, '_type=Patient');
    expect(kickOff.statusCode).toBe(202);
    const location = String(kickOff.headers['content-location']);
    const blobs = instances.config.blobStore;
    if (blobs.kind !== 'local') throw new Error('The test runs on the embedded blob store.');

    // The child works pages of 2 members, parts of 4: at its 6th page two parts are recorded and a third half read.
    const child = spawn(
      process.execPath,
      [
        '--import',
        'tsx',
        fileURLToPath(new URL('../../../test/bulk-export-child.ts', import.meta.url)),
        instances.databaseUrl,
        blobs.directory,
        '6',
        String(leaseSeconds),
      ],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await new Promise<void>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('holding')) resolve();
      });
      child.on('exit', () => reject(new Error(`The child ended before holding: ${output}`)));
    });
    const [before] = await selectRows<{ membersDone: number; files: number }>(
      instances.database.db,
      sql`select e.members_done as "membersDone", (select count(*)::int from bulk_export_files f where f.export_id = e.id) as files
          from bulk_exports e where e.group_id = ${groupId}`,
    );
    expect(before?.files).toBe(2);
    expect(before?.membersDone).toBe(8);
    const exited = new Promise((resolve) => child.on('exit', resolve));
    child.kill('SIGKILL');
    await exited;

    // Still its lease: nobody else may take it yet.
    expect((await exporter.get(location)).statusCode).toBe(202);
    expect(await app.bulkExports.worker.runDue()).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, leaseSeconds * 1000 + 200));
    expect(await app.bulkExports.worker.runDue()).toBe(1);

    const status = await exporter.get(location);
    expect(status.statusCode).toBe(200);
    const manifest = status.json<Manifest>();
    const patients = (await downloadAll(exporter, manifest)).get('Patient') ?? [];
    expect(patients.map((patient) => patient.id)).toEqual(shared.map(providerAccessIds.patient));
    // Only recorded parts are files: nothing half-written is left in the export's folder either.
    const exportId = location.split('/').pop() as string;
    const written = readdirSync(join(blobs.directory, 'bulk-exports', exportId, 'Patient'));
    const parts = manifest.output.map((file) => /Patient-(\d+)\.ndjson$/.exec(file.url)?.[1]);
    expect(written.sort()).toEqual(parts.sort());
  }, 60_000);
});
