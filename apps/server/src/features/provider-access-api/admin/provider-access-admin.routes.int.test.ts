import { randomUUID } from 'node:crypto';
import {
  endpointPath,
  isoToUsDate,
  type ProviderAccessExportsResponse,
  providerAccessEndpoints as endpoints,
  type ProviderAccessMemberChoices,
  providerAccessMessages,
} from '@portal/contracts';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, bulkExports, providerAccessChoices, providerAccessGroups } from '../../../db/schema.js';
import { registerTestClientSystem } from '../../../test/client-system-test-support.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../../test/test-app.js';
import { createTestClock } from '../../../test/test-clock.js';
import { dobOf, memberIdOf, nameOf, seedProviderAccessFacts, testMembers, testNpis, twinsMemberId } from '../member-groups/member-groups-test-data.js';

/** Site Administration › Provider Access through HTTP: the members' opt-out and the exports list (issue 33, item 4). */
const clock = createTestClock();
let testApp: TestApp;
let adminToken: string;
let providerToken: string;

beforeAll(async () => {
  testApp = await createTestApp({ clock });
  await seedProviderAccessFacts(testApp.database.db, clock.now());
  adminToken = await tokenOf(testApp.app, 'admin@example.com');
  providerToken = await tokenOf(testApp.app, 'provider@example.com');
}, 60_000);
afterAll(() => testApp?.close());

const db = () => testApp.database.db;
const post = (path: string, payload: unknown, token: string | null = adminToken) =>
  testApp.app.inject({ method: 'POST', url: `/api${path}`, ...(token ? { headers: bearer(token) } : {}), payload: payload as Record<string, unknown> });
const lookupOf = (qhid: number) => ({ memberId: memberIdOf(qhid), dob: isoToUsDate(dobOf(qhid)) });
const choicesCount = async () => Number((await db().select({ value: count() }).from(providerAccessChoices))[0]?.value);

describe('recording a member’s choice', () => {
  const qhid = testMembers.claim23Months;

  it('finds the member by member id and date of birth: no choice yet, sharing; the look-up is audited', async () => {
    const response = await post(endpointPath(endpoints.findMember), lookupOf(qhid));
    expect(response.statusCode).toBe(200);
    const body = response.json<ProviderAccessMemberChoices>();
    expect(body.member).toMatchObject({ memberId: memberIdOf(qhid), ...nameOf(qhid) });
    expect(body.current).toBeNull();
    expect(body.isSharing).toBe(true);
    expect(body.history).toEqual([]);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberQhid, String(qhid)), eq(auditLog.action, providerAccessMessages.audit.choicesViewed)));
    expect(audits).toHaveLength(1);
  });

  it('records an opt-out effective now, with who, when and how, shows it in the history and audits it; then an opt-in', async () => {
    const optOut = await post(endpointPath(endpoints.recordChoice), { ...lookupOf(qhid), choice: 'opted-out', channel: 'phone', note: 'Called on 3/2' });
    expect(optOut.statusCode).toBe(200);
    const afterOptOut = optOut.json<ProviderAccessMemberChoices>();
    expect(afterOptOut.isSharing).toBe(false);
    expect(afterOptOut.current).toMatchObject({ choice: 'opted-out', channel: 'phone', note: 'Called on 3/2', recordedBy: 'admin@example.com' });
    expect(afterOptOut.current?.effectiveAt).toBe(clock.now().toISOString());
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberQhid, String(qhid)), eq(auditLog.action, providerAccessMessages.audit.choiceRecorded)));
    expect(audits.map((entry) => entry.details)).toEqual([{ choice: 'opted-out', channel: 'phone', hasNote: true }]);

    clock.advance(60_000);
    const optIn = await post(endpointPath(endpoints.recordChoice), { ...lookupOf(qhid), choice: 'opted-in', channel: 'mail' });
    const afterOptIn = optIn.json<ProviderAccessMemberChoices>();
    expect(afterOptIn.isSharing).toBe(true);
    expect(afterOptIn.current).toMatchObject({ choice: 'opted-in', channel: 'mail', note: null });
    expect(afterOptIn.history.map((entry) => entry.choice)).toEqual(['opted-in', 'opted-out']);
  });

  it('says a secure group member never shares, whatever the choice', async () => {
    const body = (await post(endpointPath(endpoints.findMember), lookupOf(testMembers.secureGroup))).json<ProviderAccessMemberChoices>();
    expect(body.isSecureGroup).toBe(true);
    expect(body.isSharing).toBe(false);
  });

  it('asks for the first name when twins share the member id and date of birth, and finds the one named', async () => {
    const lookup = { memberId: twinsMemberId, dob: isoToUsDate(dobOf(testMembers.twinOne)) };
    const ambiguous = await post(endpointPath(endpoints.recordChoice), { ...lookup, choice: 'opted-out', channel: 'phone' });
    expect(ambiguous.statusCode).toBe(400);
    expect(ambiguous.json().message).toBe(providerAccessMessages.admin.severalFound);
    const named = await post(endpointPath(endpoints.findMember), { ...lookup, firstName: nameOf(testMembers.twinTwo).firstName });
    expect(named.statusCode).toBe(200);
    expect(named.json<ProviderAccessMemberChoices>().member.firstName).toBe(nameOf(testMembers.twinTwo).firstName);
  });

  it('answers 404 to a member id and date of birth of nobody', async () => {
    const response = await post(endpointPath(endpoints.findMember), { memberId: memberIdOf(qhid), dob: '01/01/1901' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(providerAccessMessages.admin.notFound);
  });

  it.each([
    ['no channel', { choice: 'opted-out' }],
    ['an unknown channel', { choice: 'opted-out', channel: 'carrier-pigeon' }],
    ['an unknown choice', { choice: 'maybe', channel: 'phone' }],
    ['a note too long', { choice: 'opted-out', channel: 'phone', note: 'x'.repeat(501) }],
    ['a date of birth that is no date', { choice: 'opted-out', channel: 'phone', dob: '13/45/1990' }],
    ['no member id', { choice: 'opted-out', channel: 'phone', memberId: '' }],
  ])('answers 400 to %s and records nothing', async (_case, fields) => {
    const before = await choicesCount();
    const response = await post(endpointPath(endpoints.recordChoice), { ...lookupOf(qhid), ...fields });
    expect(response.statusCode).toBe(400);
    expect(await choicesCount()).toBe(before);
  });

  it('is for site administrators only: a provider is refused, an anonymous caller too, and nothing is recorded', async () => {
    const before = await choicesCount();
    const asProvider = await post(endpointPath(endpoints.recordChoice), { ...lookupOf(qhid), choice: 'opted-out', channel: 'phone' }, providerToken);
    expect(asProvider.statusCode).toBe(403);
    const anonymous = await post(endpointPath(endpoints.findMember), lookupOf(qhid), null);
    expect(anonymous.statusCode).toBe(401);
    const exportsAsProvider = await testApp.app.inject({ method: 'GET', url: `/api${endpointPath(endpoints.exports)}`, headers: bearer(providerToken) });
    expect(exportsAsProvider.statusCode).toBe(403);
    expect(await choicesCount()).toBe(before);
  });
});

describe('the exports list', () => {
  it('is empty before any export', async () => {
    const response = await testApp.app.inject({ method: 'GET', url: `/api${endpointPath(endpoints.exports)}`, headers: bearer(adminToken) });
    expect(response.statusCode).toBe(200);
    expect(response.json<ProviderAccessExportsResponse>().exports).toEqual([]);
  });

  it('shows each export, newest first, with its client, Group kind and size, types, times, status, resources and last error', async () => {
    const client = await registerTestClientSystem(testApp.app, { npis: [testNpis.ours], name: 'Listed EHR', clock });
    const groupId = randomUUID();
    const now = clock.now();
    await db()
      .insert(providerAccessGroups)
      .values({ id: groupId, clientSystemId: client.system.id, kind: 'matched', createdAt: now, refreshedAt: now, memberCount: 3 });
    const row = (id: string, minutesAgo: number, extra: Partial<typeof bulkExports.$inferInsert>) => ({
      id,
      clientSystemId: client.system.id,
      groupId,
      operation: 'davinci-data-export',
      requestUrl: `http://localhost:3000/fhir/Group/${groupId}/$davinci-data-export`,
      types: ['Patient', 'ExplanationOfBenefit'],
      transactionTime: new Date(now.getTime() - minutesAgo * 60_000),
      createdAt: new Date(now.getTime() - minutesAgo * 60_000),
      status: 'completed' as const,
      ...extra,
    });
    await db()
      .insert(bulkExports)
      .values([
        row('export-old', 60, { status: 'failed', lastError: 'The blob store refused a write.', membersTotal: 3, resourcesWritten: 12 }),
        row('export-new', 5, { status: 'in-progress' }),
      ]);
    const response = await testApp.app.inject({ method: 'GET', url: `/api${endpointPath(endpoints.exports)}`, headers: bearer(adminToken) });
    const { exports } = response.json<ProviderAccessExportsResponse>();
    expect(exports.map((entry) => entry.id)).toEqual(['export-new', 'export-old']);
    expect(exports[1]).toMatchObject({
      clientName: 'Listed EHR',
      groupKind: 'matched',
      groupSize: 3,
      types: ['Patient', 'ExplanationOfBenefit'],
      status: 'failed',
      resourcesWritten: 12,
      lastError: 'The blob store refused a write.',
      completedAt: null,
    });
  });
});
