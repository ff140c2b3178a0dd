import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestInstances, isPostgresTest, type TestInstances } from '../../../test/test-instances.js';
import { providerAccessIds } from '../resource-ids.js';
import { createBulkExportThreadHost } from './bulk-export-thread-host.js';
import { bulkExportTestEnv, createTestGroup, downloadAll, exportClient, type Manifest, seededMembers } from './bulk-export-test-support.js';

/**
 * On PostgreSQL the export worker runs in a thread of its own (issue 33 §6: the instance's memory flat, its
 * requests not held up): this one is started as an instance starts it and takes a kick-off to its manifest.
 */
describe.runIf(isPostgresTest())('the Bulk Data export worker in its own thread', () => {
  let instances: TestInstances;
  let app: FastifyInstance;
  beforeAll(async () => {
    instances = await createTestInstances({ count: 1, env: { ...bulkExportTestEnv, BULK_EXPORT_PAGE_MEMBERS: '7', BULK_EXPORT_PART_MEMBERS: '20' } });
    [app] = instances.apps as [FastifyInstance];
  });
  afterAll(() => instances.close());

  it('exports a Group to the end when told to look, and stops when the instance stops', async () => {
    const exporter = await exportClient(app);
    const shared = (await seededMembers(instances.database.db)).filter((member) => !member.isSecure).map((member) => member.qhid);
    const groupId = await createTestGroup(instances.database.db, exporter.client.system.id, shared, { now: new Date() });
    const kickOff = await exporter.kickOff(groupId, '_type=Patient,Coverage');
    expect(kickOff.statusCode).toBe(202);
    const location = String(kickOff.headers['content-location']);

    const host = createBulkExportThreadHost(
      {
        databaseUrl: instances.databaseUrl,
        blobStore: instances.config.blobStore,
        intervalMs: 60_000,
        workerOptions: { pageMembers: 7, partMembers: 20 },
      },
      app.log,
    );
    host.start();
    try {
      // Its first look runs at once; a kick-off's nudge reaches it too.
      host.workSoon();
      let status = await exporter.get(location);
      for (let tries = 0; status.statusCode === 202 && tries < 300; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        status = await exporter.get(location);
      }
      expect(status.statusCode, status.body).toBe(200);
      const resources = await downloadAll(exporter, status.json<Manifest>());
      expect((resources.get('Patient') ?? []).map((patient) => patient.id)).toEqual(shared.map(providerAccessIds.patient));
      expect((resources.get('Coverage') ?? []).length).toBeGreaterThan(0);
    } finally {
      await host.stop();
    }
  }, 60_000);
});
