import { type AuthorizationEvent, AuthorizationOverviewSchema, authorizationEndpoints, endpointPath, type TimelineEvent } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { personActor, planActor } from '../../authorization-core/actors.js';
import { appendAuthorizationEvents, findAuthorizationEvents } from '../../authorization-core/authorization-events.repository.js';
import { authorizations } from '../../db/schema.js';
import { createDocumentsTestContext, pdfBytes } from '../../test/documents-test-support.js';

let context: Awaited<ReturnType<typeof createDocumentsTestContext>>;
beforeAll(async () => {
  context = await createDocumentsTestContext();
});
afterAll(() => context.callers.testApp.close());

const db = () => context.callers.testApp.database.db;

const timelineOf = async (id: number): Promise<TimelineEvent[]> => {
  const response = await context.calls.call('GET', endpointPath(authorizationEndpoints.authorization, { id }), context.callers.provider);
  expect(response.statusCode, response.body).toBe(200);
  return AuthorizationOverviewSchema.parse(response.json()).timeline;
};

const reviewer = personActor(9001, 'Dana Reviewer');
const provider = personActor(9002, 'Pat Provider');
const decided = [
  { subject: '97110 Therapeutic exercise', status: 'Approve', reason: 'Meets criteria' },
  { subject: '97112 Neuromuscular reeducation', status: 'Denied', reason: 'Not Medically Necessary' },
];

describe('the overview’s timeline, told from the events', () => {
  it('tells every kind of event with its words, who acted and why, in order, with the decision-due marker', async () => {
    const { id } = context.authorization;
    // After the seeded story (if any), so that only these events are past `start`.
    const start = new Date(context.callers.clock.now().getTime() + 24 * 3_600_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000).toISOString();
    const event = <E extends AuthorizationEvent>(minutes: number, rest: Omit<E, 'authorizationId' | 'occurredAt'>) =>
      ({ ...rest, authorizationId: id, occurredAt: at(minutes) }) as E;
    const extendedDue = at(14 * 24 * 60);
    await appendAuthorizationEvents(db(), [
      event(1, {
        kind: 'information-requested',
        actor: reviewer,
        statusBefore: 'Pending',
        status: 'Pending',
        data: { question: 'Send the therapy notes.', reviewItemId: 1 },
      }),
      event(2, { kind: 'information-answered', actor: provider, statusBefore: 'Pending', status: 'Pending', data: { reviewItemId: 1 } }),
      event(3, { kind: 'document-added', actor: provider, statusBefore: 'Pending', status: 'Pending', data: { fileName: 'notes.pdf' } }),
      event(4, {
        kind: 'extended',
        actor: reviewer,
        statusBefore: 'Pending',
        status: 'Pending',
        data: { days: 14, reason: 'Waiting for the specialist’s records.', dueAt: extendedDue },
      }),
      event(5, {
        kind: 'lines-decided',
        actor: reviewer,
        statusBefore: 'Pending',
        status: 'Partially Approved',
        data: { lines: decided, isFirstDetermination: true },
      }),
      event(6, {
        kind: 'appeal-filed',
        actor: provider,
        statusBefore: 'Partially Approved',
        status: 'Partially Approved',
        data: { appealId: 7, lines: ['97112 Neuromuscular reeducation'] },
      }),
      event(7, {
        kind: 'appeal-decided',
        actor: reviewer,
        statusBefore: 'Partially Approved',
        status: 'Approved',
        data: {
          appealId: 7,
          appealStatus: 'overturned',
          lines: [{ subject: '97112 Neuromuscular reeducation', status: 'Approved', reason: 'Approved on Appeal' }],
        },
      }),
      event(8, { kind: 'change-requested', actor: provider, statusBefore: 'Approved', status: 'Approved', data: { changes: ['additional-units'] } }),
      event(9, {
        kind: 'change-decided',
        actor: reviewer,
        statusBefore: 'Approved',
        status: 'Approved',
        data: { lines: [{ subject: '97110 Therapeutic exercise', status: 'Approved', reason: 'Additional units' }] },
      }),
      event(10, {
        kind: 'lines-updated',
        actor: provider,
        statusBefore: 'Approved',
        status: 'Approved',
        data: { added: ['97530'], changed: [], cancelled: ['97112'] },
      }),
      event(11, { kind: 'withdrawn', actor: provider, statusBefore: 'Approved', status: 'Cancelled', data: { reason: 'The member moved.' } }),
      event(12, { kind: 'expired', actor: planActor, statusBefore: 'Cancelled', status: 'Cancelled', data: {} }),
    ]);

    const timeline = await timelineOf(id);
    const told = timeline.filter((entry) => entry.at >= start.toISOString()).map(({ kind, title, details, by }) => ({ kind, title, details, by }));
    expect(told).toEqual([
      { kind: 'information-requested', title: 'More information requested: Pending', details: ['Send the therapy notes.'], by: 'Dana Reviewer' },
      { kind: 'information-answered', title: 'Information sent to the reviewer', details: [], by: 'Pat Provider' },
      { kind: 'document-added', title: 'Document added: notes.pdf', details: [], by: 'Pat Provider' },
      { kind: 'extended', title: 'Review extended by 14 days', details: ['Waiting for the specialist’s records.'], by: 'Dana Reviewer' },
      {
        kind: 'lines-decided',
        title: 'Decided: Partially Approved',
        details: ['97110 Therapeutic exercise: Approved (Meets criteria)', '97112 Neuromuscular reeducation: Denied (Not Medically Necessary)'],
        by: 'Dana Reviewer',
      },
      { kind: 'appeal-filed', title: 'Appeal filed', details: ['97112 Neuromuscular reeducation'], by: 'Pat Provider' },
      {
        kind: 'appeal-decided',
        title: 'Appeal decided: Overturned, Approved',
        details: ['97112 Neuromuscular reeducation: Approved (Approved on Appeal)'],
        by: 'Dana Reviewer',
      },
      { kind: 'change-requested', title: 'Changes requested', details: ['Additional Units'], by: 'Pat Provider' },
      { kind: 'change-decided', title: 'Changes decided: Approved', details: ['97110 Therapeutic exercise: Approved (Additional units)'], by: 'Dana Reviewer' },
      { kind: 'lines-updated', title: 'Services updated', details: ['Added: 97530', 'Cancelled: 97112'], by: 'Pat Provider' },
      { kind: 'withdrawn', title: 'Request withdrawn: Cancelled', details: ['The member moved.'], by: 'Pat Provider' },
      { kind: 'expired', title: 'Authorization expired', details: [], by: null },
    ]);
    expect(timeline.find((entry) => entry.kind === 'extended')?.dueAt).toBe(extendedDue);
    const [header] = await db().select().from(authorizations).where(eq(authorizations.id, id));
    expect(timeline.filter((entry) => entry.kind === 'decision-due')).toEqual([
      expect.objectContaining({ at: header?.decisionDueAt.toISOString(), title: expect.stringMatching(/^Decision (was )?due \((Standard|Expedited), /) }),
    ]);
    const times = timeline.map((entry) => entry.at);
    expect(times).toEqual([...times].sort());
  });

  it('starts with the receipt: from its event, or from the row of a request received before events were kept', async () => {
    const [other] = (await context.calls.authorizationsOf(context.maria)).filter((row) => row.id !== context.authorization.id).slice(-1);
    if (!other) throw new Error('Maria Lopez needs a second authorization');
    const stored = await findAuthorizationEvents(db(), other.id);
    const first = (await timelineOf(other.id))[0];
    if (stored.some((event) => event.kind === 'received')) expect(first).toMatchObject({ kind: 'received', at: stored[0]?.occurredAt });
    else expect(first).toMatchObject({ kind: 'received', at: other.receivedAt.toISOString(), title: 'Request received', by: null });
  });

  it('adds one document-added event per file saved through HTTP, by the person who saved it, shown at once', async () => {
    const { id } = context.authorization;
    const locations = [await context.uploaded('scan one.pdf', pdfBytes), await context.uploaded('scan two.pdf', pdfBytes)];
    const known = new Set((await findAuthorizationEvents(db(), id)).map((event) => event.id));
    const response = await context.save(locations.map((location, index) => ({ documentKey: location.documentKey, fileName: `scan ${index}.pdf` })));
    expect(response.statusCode, response.body).toBe(200);
    const savedNames = (response.json() as { documents: { filename: string }[] }).documents.map((document) => document.filename);
    // A second save of the same files is answered as saved and tells nothing new.
    expect((await context.save(locations.map((location, index) => ({ documentKey: location.documentKey, fileName: `scan ${index}.pdf` })))).statusCode).toBe(
      200,
    );

    const added = (await findAuthorizationEvents(db(), id)).filter((event) => !known.has(event.id));
    expect(added.map((event) => ({ kind: event.kind, fileName: event.data, accountId: event.actor.accountId }))).toEqual(
      savedNames.map((fileName) => ({ kind: 'document-added', fileName: { fileName }, accountId: context.callers.providerId })),
    );
    const timeline = await timelineOf(id);
    for (const fileName of savedNames)
      expect(timeline).toContainEqual(
        expect.objectContaining({ kind: 'document-added', title: `Document added: ${fileName}`, by: expect.stringMatching(/\S/) }),
      );
  });
});
