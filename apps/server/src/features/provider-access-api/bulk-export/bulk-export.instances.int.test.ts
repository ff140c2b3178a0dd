import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client.js';
import { createTestClock, testNow } from '../../../test/test-clock.js';
import { createTestInstances, isPostgresTest, type TestInstances } from '../../../test/test-instances.js';
import { providerAccessIds } from '../resource-ids.js';
import { bulkExportTestEnv, createTestGroup, downloadAll, exportClient, type Manifest, seededMembers } from './bulk-export-test-support.js';

/**
 * Two instances on one PostgreSQL database share an export: a kick-off on one, racing kick-offs on both, the work
 * begun on one and, once its lease ran out, finished on the other; status and files answer on either.
 */
describe.runIf(isPostgresTest())('a Bulk Data export shared by two instances (issue 33)', () => {
  const clock = createTestClock();
  let instances: TestInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    instances = await createTestInstances({
      clock,
      env: { ...bulkExportTestEnv, BULK_EXPORT_PAGE_MEMBERS: '5', BULK_EXPORT_PART_MEMBERS: '10', BULK_EXPORT_LEASE_SECONDS: '30' },
    });
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => instances.close());

  it('answers racing kick-offs with one status URL, and finishes on B an export A began', async () => {
    const onA = await exportClient(a, { clock });
    const members = await seededMembers(instances.database.db);
    const shared = members.filter((member) => !member.isSecure).map((member) => member.qhid);
    const groupId = await createTestGroup(instances.database.db, onA.client.system.id, shared, { now: testNow });
    const ask = (app: FastifyInstance) =>
      app.inject({ method: 'GET', url: `/fhir/Group/${groupId}/$davinci-data-export?_type=Patient`, headers: { authorization: `Bearer ${onA.token}` } });

    const answers = await Promise.all([ask(a), ask(b), ask(a), ask(b)]);
    for (const answer of answers) expect(answer.statusCode).toBe(202);
    const locations = new Set(answers.map((answer) => String(answer.headers['content-location'])));
    expect(locations.size).toBe(1);
    const [location = ''] = [...locations];
    const running = await selectRows<{ count: number }>(
      instances.database.db,
      sql`select count(*)::int as count from bulk_exports where group_id = ${groupId}`,
    );
    expect(running[0]?.count).toBe(1);

    // A works one part and stops as a killed instance would; B cannot take it while A's lease holds.
    await a.bulkExports.worker.runDue({ maxRuns: 1 });
    expect(await b.bulkExports.worker.runDue()).toBe(0);
    clock.advance(31_000);
    expect(await b.bulkExports.worker.runDue()).toBe(1);

    const path = location.replace(/^https?:\/\/[^/]+/, '');
    const fromA = await a.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${onA.token}` } });
    const fromB = await b.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${onA.token}` } });
    expect(fromA.statusCode).toBe(200);
    expect(fromB.body).toBe(fromA.body);
    const manifest = fromA.json<Manifest>();
    expect(manifest.output.length).toBe(Math.ceil(shared.length / 10));
    const patients = (await downloadAll(onA, manifest)).get('Patient') ?? [];
    expect(patients.map((patient) => patient.id)).toEqual(shared.map(providerAccessIds.patient));
    // A file written on A is served by B (one blob store).
    const first = manifest.output[0]?.url.replace(/^https?:\/\/[^/]+/, '') ?? '';
    const fileFromB = await b.inject({ method: 'GET', url: first, headers: { authorization: `Bearer ${onA.token}` } });
    expect(fileFromB.statusCode).toBe(200);
    expect(fileFromB.body.split('\n').filter(Boolean).length).toBe(manifest.output[0]?.count);
  });
});
