import {
  addDays,
  appealRefusal,
  authorizationDraftEndpoints,
  authorizationStatusStage,
  endpointPath,
  isGrantingStatus,
  todayIso,
  type WorklistKind,
  WorklistResponseSchema,
  worklistEndpoints,
  worklistMessages,
} from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditLog,
  authorizationAppealLines,
  authorizationOutcomes,
  authorizations,
  providerAssociations,
  reviewItems,
  reviewQuestions,
} from '../../db/schema.js';
import { latestDecisionsByLine } from '../../authorization-core/review/appeal-lines.js';
import { bearer, tokenOf } from '../../test/test-app.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';

let fixture: SubmitAuthorizationFixture;
let colleague: string;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  colleague = await tokenOf(fixture.callers.testApp.app, 'colleague@example.com');
});
afterAll(() => fixture.close());

const list = async (query = '', token = fixture.callers.provider) => {
  const response = await fixture.callers.testApp.app.inject({
    method: 'GET',
    url: `/api${endpointPath(worklistEndpoints.list)}${query}`,
    headers: bearer(token),
  });
  expect(response.statusCode, response.body).toBe(200);
  return WorklistResponseSchema.parse(response.json());
};

/** The oracle: the practice's rows read straight from the tables and judged with the contracts' rules in JS. */
async function expectedOf(): Promise<Record<Exclude<WorklistKind, 'draft'>, number[]>> {
  const active = await db()
    .select({ locationId: providerAssociations.locationId })
    .from(providerAssociations)
    .where(and(eq(providerAssociations.accountId, fixture.callers.providerId), eq(providerAssociations.associationStatus, 'active')));
  const locations = new Set(active.map((row) => row.locationId));
  const [rows, items, questions, outcomes, appealLines] = await Promise.all([
    db().select().from(authorizations),
    db().select().from(reviewItems),
    db().select().from(reviewQuestions),
    db().select().from(authorizationOutcomes),
    db().select().from(authorizationAppealLines),
  ]);
  const now = fixture.callers.clock.now();
  const today = todayIso(now, 'UTC');
  const mine = rows.filter((row) => locations.has(row.providerLocationId) || (row.facilityLocationId !== null && locations.has(row.facilityLocationId)));
  const asking = new Set(
    items
      .filter((item) => item.state === 'information' && questions.some((question) => question.reviewItemId === item.id && question.answeredAt === null))
      .map((item) => item.authorizationId),
  );
  const waiting = new Set(items.filter((item) => item.state === 'information').map((item) => item.authorizationId));
  const appealed = new Set(appealLines.map((line) => line.outcomeId));
  const isAppealable = (id: number) =>
    [...latestDecisionsByLine(outcomes.filter((outcome) => outcome.authorizationId === id)).values()].some(
      (outcome) => appealRefusal(outcome, now, 60, appealed.has(outcome.id)) === null,
    );
  const ids = (filter: (row: (typeof rows)[number]) => boolean) =>
    mine
      .filter(filter)
      .map((row) => row.id)
      .sort((a, b) => a - b);
  return {
    question: ids((row) => asking.has(row.id)),
    pending: ids((row) => authorizationStatusStage(row.status) === 'pending' && !waiting.has(row.id)),
    appealable: ids((row) => isAppealable(row.id)),
    expiring: ids((row) => isGrantingStatus(row.status) && row.serviceTo >= today && row.serviceTo <= addDays(today, 30)),
  };
}

const sorted = (values: number[]) => [...values].sort((a, b) => a - b);

describe('the practice’s worklist', () => {
  it('lists what waits at the account’s providers: questions, pending, appealable denials and approvals expiring in 30 days', async () => {
    const expected = await expectedOf();
    const all = await list('?pageSize=50');
    expect(all.counts).toMatchObject({
      question: expected.question.length,
      pending: expected.pending.length,
      appealable: expected.appealable.length,
      expiring: expected.expiring.length,
    });
    for (const kind of ['question', 'pending', 'appealable', 'expiring'] as const) expect(expected[kind].length, kind).toBeGreaterThan(0);
    for (const kind of ['question', 'pending', 'appealable', 'expiring'] as const) {
      const rows = [];
      for (let page = 0; page * 50 < expected[kind].length; page += 1) rows.push(...(await list(`?kind=${kind}&pageSize=50&pageNumber=${page}`)).rows);
      expect(sorted(rows.map((row) => row.id)), kind).toEqual(expected[kind]);
      expect(rows.every((row) => row.kind === kind && row.patientName.length > 0 && row.reference.length > 0)).toBe(true);
    }
    expect(all.totalRows).toBe(Object.values(all.counts).reduce((sum, count) => sum + count, 0));
    // No member id or date of birth is answered: the rows name the patient and the record's own number only.
    expect(JSON.stringify(all)).not.toMatch(/M1000000\d\d/);
  });

  it('sorts by each column both ways, pages on the server, and filters by provider and text', async () => {
    const byDue = await list('?pageSize=10&sort=due');
    const dues = byDue.rows.map((row) => row.dueAt);
    expect(dues).toEqual([...dues].sort());
    const byDueDesc = await list('?pageSize=10&sort=due&direction=desc');
    expect((byDueDesc.rows[0]?.dueAt ?? '') >= (byDueDesc.rows.at(-1)?.dueAt ?? '')).toBe(true);
    const byPatient = (await list('?pageSize=50&sort=patient')).rows.map((row) => row.patientName.toLowerCase());
    expect(byPatient).toEqual([...byPatient].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const byReferenceDesc = (await list('?pageSize=50&sort=reference&direction=desc')).rows.map((row) => row.reference);
    expect(byReferenceDesc).toEqual([...byReferenceDesc].sort().reverse());

    const first = await list('?pageSize=10&pageNumber=0&sort=reference');
    const second = await list('?pageSize=10&pageNumber=1&sort=reference');
    expect(first.rows).toHaveLength(10);
    expect(second.rows.map((row) => row.reference).every((reference) => reference >= (first.rows.at(-1)?.reference ?? ''))).toBe(true);

    const location = first.locations[0]?.locationId as number;
    const atOne = await list(`?pageSize=50&locationId=${location}`);
    expect(atOne.totalRows).toBeLessThan(first.totalRows);
    const someone = first.rows[0]?.patientName.split(' ')[1] as string;
    const found = await list(`?pageSize=50&q=${encodeURIComponent(someone.toUpperCase())}`);
    expect(found.rows.length).toBeGreaterThan(0);
    expect(found.rows.every((row) => `${row.patientName} ${row.reference} ${row.providerName}`.toLowerCase().includes(someone.toLowerCase()))).toBe(true);
    const number = first.rows[0]?.reference as string;
    expect((await list(`?q=${number}`)).rows.map((row) => row.reference)).toContain(number);
    // Wildcards are text, not patterns.
    expect((await list('?q=%25')).totalRows).toBe(0);
  });

  it('shows the practice’s drafts to every account of the location, not to an employee acting as the provider', async () => {
    const body = {
      qhid: fixture.qhids.M100000001,
      authorizationWorkflowId: 1,
      step: 'details',
      answers: {
        service: { placeOfService: '22' },
        diagnosisCodes: [{ value: '' }],
        provider: { id: 1, name: 'Location one' },
        facility: { isFacility: true },
        request: {},
      },
    };
    const created = await fixture.callers.testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(authorizationDraftEndpoints.create)}`,
      headers: bearer(fixture.callers.provider),
      payload: body,
    });
    expect(created.statusCode, created.body).toBe(200);
    const draftId = created.json<{ id: number }>().id;
    for (const token of [fixture.callers.provider, colleague]) {
      const drafts = await list('?kind=draft', token);
      expect(drafts.rows.map((row) => row.id)).toContain(draftId);
      expect(drafts.rows.find((row) => row.id === draftId)).toMatchObject({ status: 'Authorization Details', reference: '', providerName: 'Location one' });
      expect(drafts.rows.find((row) => row.id === draftId)?.detail).toContain('Standard Authorization');
    }
    expect((await list('?kind=draft', fixture.callers.impersonating)).totalRows).toBe(0);
  });

  it('audits each patient shown, answers only providers and employees acting as one, and refuses bad queries with 400', async () => {
    const page = await list('?pageSize=10');
    const audited = await db().select().from(auditLog).where(eq(auditLog.action, 'worklist-read'));
    expect(audited.length).toBeGreaterThanOrEqual(new Set(page.rows.map((row) => row.patientName)).size);
    const call = (query: string, token: string | null) =>
      fixture.callers.testApp.app.inject({ method: 'GET', url: `/api${endpointPath(worklistEndpoints.list)}${query}`, headers: token ? bearer(token) : {} });
    expect((await call('', fixture.callers.impersonating)).statusCode).toBe(200);
    for (const token of [fixture.callers.limited, fixture.callers.employee]) expect((await call('', token)).statusCode).toBe(403);
    expect((await call('', null)).statusCode).toBe(401);
    for (const [query, message] of [
      ['?pageSize=7', worklistMessages.errors.pageSize],
      ['?pageNumber=-1', worklistMessages.errors.page],
      ['?kind=everything', worklistMessages.errors.kind],
      ['?sort=ssn', worklistMessages.errors.sort],
      [`?q=${'a'.repeat(101)}`, worklistMessages.errors.textTooLong],
      ['?locationId=201', worklistMessages.errors.location],
      ['?locationId=abc', worklistMessages.errors.location],
    ] as const) {
      const response = await call(query, fixture.callers.provider);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toContain(message);
    }
  });
});
