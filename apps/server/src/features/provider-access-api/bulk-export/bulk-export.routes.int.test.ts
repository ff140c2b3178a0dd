import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { selectRows } from '../../../db/client.js';
import { createTestApp, type TestApp, testPortalBaseUrl } from '../../../test/test-app.js';
import { createTestClock, testNow } from '../../../test/test-clock.js';
import { providerAccessIds } from '../resource-ids.js';
import { bulkExportTestEnv, createTestGroup, downloadAll, type ExportClient, exportClient, type Manifest, seededMembers } from './bulk-export-test-support.js';
import { exportAuditAction } from './bulk-export-worker.js';

describe('the Bulk Data export of a Group (issue 33)', () => {
  let t: TestApp;
  const clock = createTestClock();
  let exporter: ExportClient;
  let other: ExportClient;
  let groupId: string;
  let members: { qhid: number; isSecure: boolean }[];
  const shared = () => members.filter((member) => !member.isSecure).map((member) => member.qhid);

  beforeAll(async () => {
    t = await createTestApp({ env: bulkExportTestEnv, clock });
    exporter = await exportClient(t.app, { clock });
    other = await exportClient(t.app, { name: 'Other EHR', npis: ['1000000012'], clock });
    members = await seededMembers(t.database.db);
    groupId = await createTestGroup(
      t.database.db,
      exporter.client.system.id,
      members.map((member) => member.qhid),
      { now: testNow },
    );
  });
  afterAll(async () => t.close());

  const statusOf = async (exporterOf: ExportClient, location: string) => exporterOf.get(location);

  it('kicks off (202, Content-Location), answers 202 with X-Progress while running, then the manifest, and the files', async () => {
    const kickOff = await exporter.kickOff(groupId, '_type=Patient&_outputFormat=application/fhir%2Bndjson');
    expect(kickOff.statusCode).toBe(202);
    const location = String(kickOff.headers['content-location']);
    expect(location).toMatch(new RegExp(`^${testPortalBaseUrl}/fhir/bulk-status/[0-9a-f-]{36}$`));

    const running = await statusOf(exporter, location);
    expect(running.statusCode).toBe(202);
    expect(running.headers['x-progress']).toBe(`Exported 0 of ${members.length} members (0%).`);
    expect(running.headers['retry-after']).toBe('2');

    // The same kick-off while it runs answers the same status URL.
    const again = await exporter.kickOff(groupId, '_type=Patient');
    expect(again.statusCode).toBe(202);
    expect(again.headers['content-location']).toBe(location);
    // Other parameters while it runs: refused, naming it.
    const otherTypes = await exporter.kickOff(groupId, '_type=Coverage');
    expect(otherTypes.statusCode).toBe(409);

    await t.app.bulkExports.worker.runDue();
    const done = await statusOf(exporter, location);
    expect(done.statusCode).toBe(200);
    expect(done.headers['content-type']).toContain('application/json');
    expect(new Date(String(done.headers.expires)).getTime()).toBe(testNow.getTime() - (testNow.getTime() % 1000) + 24 * 3_600_000);
    const manifest = done.json<Manifest>();
    expect(manifest.transactionTime).toBe(testNow.toISOString());
    expect(manifest.request).toBe(`${testPortalBaseUrl}/fhir/Group/${groupId}/$export?_type=Patient&_outputFormat=application/fhir%2Bndjson`);
    expect(manifest.requiresAccessToken).toBe(true);
    expect(manifest.error).toEqual([]);
    expect(manifest.output.map((file) => file.type)).toEqual(['Patient']);

    const byType = await downloadAll(exporter, manifest);
    const ids = (byType.get('Patient') ?? []).map((patient) => patient.id);
    // Every shared member once, in order; none of a secure group.
    expect(ids).toEqual(shared().map(providerAccessIds.patient));
    expect(shared().length).toBeLessThan(members.length);

    // One audit row per member exported, as the client system's account.
    const audit = await selectRows<{ member_qhid: string; user_name: string }>(
      t.database.db,
      sql`select member_qhid, user_name from audit_log where action = ${exportAuditAction} and details->>'exportId' = ${location.split('/').pop()}`,
    );
    expect(audit.map((row) => Number(row.member_qhid)).sort((a, b) => a - b)).toEqual(shared());
    expect(new Set(audit.map((row) => row.user_name))).toEqual(new Set([`client-system:${exporter.client.clientId}`]));

    // Another client system: the status URL and the files are not there for it.
    expect((await statusOf(other, location)).statusCode).toBe(404);
    expect((await other.get(manifest.output[0]?.url ?? '')).statusCode).toBe(404);
    // Without a token, or with a forged one.
    const bare = await t.app.inject({ method: 'GET', url: location.slice(testPortalBaseUrl.length) });
    expect(bare.statusCode).toBe(401);
    const forged = await t.app.inject({ method: 'GET', url: location.slice(testPortalBaseUrl.length), headers: { authorization: `Bearer ${'x'.repeat(43)}` } });
    expect(forged.statusCode).toBe(401);
    // The client's own token without the scope: no status without system/Group.r, no Patient file without system/Patient.r.
    const withoutGroup = await exporter.client.accessToken('system/Patient.r');
    const statusWithoutGroup = await t.app.inject({
      method: 'GET',
      url: location.slice(testPortalBaseUrl.length),
      headers: { authorization: `Bearer ${withoutGroup}` },
    });
    expect(statusWithoutGroup.statusCode).toBe(403);
    const withoutPatient = await exporter.client.accessToken('system/Group.r system/Coverage.r');
    const fileWithoutPatient = await t.app.inject({
      method: 'GET',
      url: (manifest.output[0]?.url ?? '').slice(testPortalBaseUrl.length),
      headers: { authorization: `Bearer ${withoutPatient}` },
    });
    expect(fileWithoutPatient.statusCode).toBe(403);
    expect(fileWithoutPatient.headers['www-authenticate']).toContain('system/Patient.r');
    // A file name the export has not: 404.
    const guessed = (manifest.output[0]?.url ?? '').replace(/Patient-1\.ndjson$/, 'Patient-2.ndjson');
    expect((await exporter.get(guessed)).statusCode).toBe(404);
  });

  it('cancels: DELETE answers 202, deletes the files, and the status URL answers 404 after', async () => {
    const kickOff = await exporter.kickOff(groupId, '_type=Patient');
    const location = String(kickOff.headers['content-location']);
    await t.app.bulkExports.worker.runDue();
    const manifest = (await statusOf(exporter, location)).json<Manifest>();
    // Another client cannot cancel it.
    expect((await other.remove(location)).statusCode).toBe(404);
    const cancelled = await exporter.remove(location);
    expect(cancelled.statusCode).toBe(202);
    expect((await statusOf(exporter, location)).statusCode).toBe(404);
    expect((await exporter.get(manifest.output[0]?.url ?? '')).statusCode).toBe(404);
    const files = await selectRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from bulk_export_files where export_id = ${location.split('/').pop()}`,
    );
    expect(files[0]?.count).toBe(0);
    // A new export of the Group may start.
    const next = await exporter.kickOff(groupId, '_type=Patient');
    expect(next.statusCode).toBe(202);
    expect(next.headers['content-location']).not.toBe(location);
    expect((await exporter.remove(String(next.headers['content-location']))).statusCode).toBe(202);
  });

  it('refuses bad parameters with 400 and an OperationOutcome, starting nothing', async () => {
    const count = async () => (await selectRows<{ count: number }>(t.database.db, sql`select count(*)::int as count from bulk_exports`))[0]?.count;
    const before = await count();
    for (const query of [
      '_type=Claim',
      '_type=Patient,Observation',
      '_type=',
      '_since=2025-01-01',
      '_since=yesterday',
      '_outputFormat=application/fhir%2Bjson',
      '_since=2025-01-01T00:00:00Z&_since=2025-02-01T00:00:00Z',
      'patient=Patient/member-1',
      'exportType=hl7.fhir.us.davinci-pdex%23provider-delta',
      'exportType=full',
    ]) {
      const response = await exporter.kickOff(groupId, query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json<{ resourceType: string }>().resourceType).toBe('OperationOutcome');
    }
    const post = await t.app.inject({
      method: 'POST',
      url: `/fhir/Group/${groupId}/$davinci-data-export`,
      headers: { authorization: `Bearer ${exporter.token}`, 'content-type': 'application/fhir+json' },
      payload: { resourceType: 'Bundle' },
    });
    expect(post.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });

  it('ignores an unsupported parameter with Prefer: handling=lenient, and takes POST with a Parameters resource', async () => {
    const lenient = await exporter.kickOff(groupId, '_type=Patient&_typeFilter=Patient%3Factive%3Dtrue', {
      headers: { prefer: 'respond-async, handling=lenient' },
    });
    expect(lenient.statusCode).toBe(202);
    expect((await exporter.remove(String(lenient.headers['content-location']))).statusCode).toBe(202);

    const post = await t.app.inject({
      method: 'POST',
      url: `/fhir/Group/${groupId}/$davinci-data-export`,
      headers: { authorization: `Bearer ${exporter.token}`, 'content-type': 'application/fhir+json', prefer: 'respond-async' },
      payload: {
        resourceType: 'Parameters',
        parameter: [
          { name: '_type', valueString: 'Patient' },
          { name: '_since', valueInstant: '2025-01-01T00:00:00+00:00' },
          { name: 'exportType', valueCode: 'hl7.fhir.us.davinci-pdex#provider-delta' },
        ],
      },
    });
    expect(post.statusCode).toBe(202);
    const location = String(post.headers['content-location']);
    const [row] = await selectRows<{ since: Date | string; operation: string; types: string[] }>(
      t.database.db,
      sql`select since, operation, types from bulk_exports where id = ${location.split('/').pop()}`,
    );
    expect(new Date(row?.since ?? '').toISOString()).toBe('2025-01-01T00:00:00.000Z');
    expect(row?.operation).toBe('davinci-data-export');
    expect(row?.types).toEqual(['Patient']);
    await t.app.bulkExports.worker.runDue();
    const manifest = (await statusOf(exporter, location)).json<Manifest>();
    expect(manifest.request).toBe(`${testPortalBaseUrl}/fhir/Group/${groupId}/$davinci-data-export`);
    await downloadAll(exporter, manifest);
  });

  it('answers 404 alike for another client\u2019s Group, an expired one and an unknown one', async () => {
    const othersGroup = await createTestGroup(t.database.db, other.client.system.id, [members[0]?.qhid ?? 0], { now: testNow });
    const expired = await createTestGroup(t.database.db, exporter.client.system.id, [members[0]?.qhid ?? 0], {
      now: testNow,
      expiresAt: new Date(testNow.getTime() - 1),
    });
    const answers = await Promise.all([othersGroup, expired, 'no-such-group', '..%2F..'].map((id) => exporter.kickOff(id, '_type=Patient')));
    for (const answer of answers) expect(answer.statusCode).toBe(404);
    expect(new Set(answers.map((answer) => answer.json<{ issue: { diagnostics: string }[] }>().issue[0]?.diagnostics)).size).toBe(1);
  });

  it('narrows the types to the token\u2019s scopes: _type beyond them is 403, none names what it may read', async () => {
    const narrow = await exportClient(t.app, { name: 'Narrow EHR', npis: ['1000000020'], clock });
    const token = await narrow.client.accessToken('system/Group.r system/Patient.r');
    const ask = (query: string) =>
      t.app.inject({ method: 'GET', url: `/fhir/Group/${groupId}/$export?${query}`, headers: { authorization: `Bearer ${token}` } });
    const group = await createTestGroup(t.database.db, narrow.client.system.id, shared().slice(0, 3), { now: testNow });
    const refused = await t.app.inject({ method: 'GET', url: `/fhir/Group/${group}/$export?_type=Coverage`, headers: { authorization: `Bearer ${token}` } });
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['www-authenticate']).toContain('system/Coverage.r');
    // Its own Group, no _type: Patient only (the one type it reads).
    const accepted = await t.app.inject({ method: 'GET', url: `/fhir/Group/${group}/$export`, headers: { authorization: `Bearer ${token}` } });
    expect(accepted.statusCode).toBe(202);
    const id = String(accepted.headers['content-location']).split('/').pop();
    const [row] = await selectRows<{ types: string[] }>(t.database.db, sql`select types from bulk_exports where id = ${id}`);
    expect(row?.types).toEqual(['Patient']);
    // Not the other client's Group, whatever the scope.
    expect((await ask('_type=Patient')).statusCode).toBe(404);
    // A token without system/Group.r is refused the export.
    const patientOnly = await narrow.client.accessToken('system/Patient.r');
    const noGroupScope = await t.app.inject({ method: 'GET', url: `/fhir/Group/${group}/$export`, headers: { authorization: `Bearer ${patientOnly}` } });
    expect(noGroupScope.statusCode).toBe(403);
  });

  it('advertises the export\u2019s scopes in the SMART configuration', async () => {
    const configuration = await t.app.inject({ method: 'GET', url: '/fhir/.well-known/smart-configuration' });
    const scopes = configuration.json<{ scopes_supported: string[] }>().scopes_supported;
    for (const scope of ['system/Group.r', 'system/Patient.r', 'system/ExplanationOfBenefit.r', 'system/Practitioner.r']) expect(scopes).toContain(scope);
  });
});
