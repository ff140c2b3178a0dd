import {
  type AuthorizationDraftBody,
  AuthorizationDraftSchema,
  authorizationDraftEndpoints,
  draftMessages,
  endpointPath,
  SavedAuthorizationDraftSchema,
  SaveAuthorizationResponseSchema,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, authorizationDraftLocations, authorizationDrafts, authorizations, members } from '../../db/schema.js';
import { bearer, tokenOf } from '../../test/test-app.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';

let fixture: SubmitAuthorizationFixture;
/** colleague@example.com: active at locations 1 and 2 of provider@example.com's practice. */
let colleague: string;
/** An approved account of another practice (none of provider@example.com's locations). */
let otherPractice: string;
const db = () => fixture.db;

beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  colleague = await tokenOf(fixture.callers.testApp.app, 'colleague@example.com');
  // An approved account of the generator with active associations, none of them provider@example.com's locations.
  const [other] = await db().select({ email: accounts.email }).from(accounts).where(eq(accounts.loginId, 1107));
  otherPractice = await tokenOf(fixture.callers.testApp.app, other?.email as string);
});
afterAll(() => fixture.close());

const qhid = () => fixture.qhids.M100000001 as number;

/** A draft left at the details, the provider chosen among location 1 (shared with the colleague). */
function draftBody(overrides: Partial<AuthorizationDraftBody> = {}): AuthorizationDraftBody {
  return {
    qhid: qhid(),
    authorizationWorkflowId: 1,
    step: 'details',
    answers: {
      service: { placeOfService: '22', expectedStartDate: '03/10/2026', expectedEndDate: '03/10/2026' },
      diagnosisCodes: [{ value: 'M17.11', description: 'Primary osteoarthritis, right knee' }],
      procedureCodes: [{ value: '29881', description: '', requestedUnits: '1', unitDescription: 'Units', expectedStartDate: '', expectedEndDate: '' }],
      provider: { id: 1, name: 'Location one', networkStatus: 'In-Network' },
      facility: { id: fixture.ownFacility.locationId, name: fixture.ownFacility.fullName, networkStatus: 'In-Network', isFacility: true },
      request: { firstName: 'Pat', lastName: 'Provider', phone: '916-555-0123', extension: '', fax: '', notes: 'Left knee.' },
    },
    ...overrides,
  };
}

const inject = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
  fixture.callers.testApp.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? bearer(token) : {},
    ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
  });

async function created(body = draftBody(), token = fixture.callers.provider) {
  const response = await inject('POST', endpointPath(authorizationDraftEndpoints.create), token, body);
  expect(response.statusCode, response.body).toBe(200);
  return SavedAuthorizationDraftSchema.parse(response.json());
}

const draftCount = async () => (await db().select({ id: authorizationDrafts.id }).from(authorizationDrafts)).length;

describe('drafts of the wizard', () => {
  it('keeps a draft for the practice: its provider’s location, the answers as sent, who saved it and until when', async () => {
    const saved = await created();
    expect(saved).toMatchObject({ qhid: qhid(), authorizationWorkflowId: 1, step: 'details', updatedByName: 'Pat Provider' });
    expect(AuthorizationDraftSchema.parse(saved.answers).request.notes).toBe('Left knee.');
    expect(new Date(saved.expiresAt).getTime() - new Date(saved.updatedAt).getTime()).toBe(30 * 86_400_000);
    const locations = await db().select().from(authorizationDraftLocations).where(eq(authorizationDraftLocations.draftId, saved.id));
    // The provider (1) and the facility, both the account's own.
    expect(locations.map((row) => row.locationId).sort((a, b) => a - b)).toEqual([1, fixture.ownFacility.locationId].sort((a, b) => a - b));
  });

  it('lets a colleague of the same location open, save and delete it; the colleague may then read the patient', async () => {
    const saved = await created();
    const opened = await inject('GET', endpointPath(authorizationDraftEndpoints.get, { id: saved.id }), colleague);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(AuthorizationDraftSchema.parse(SavedAuthorizationDraftSchema.parse(opened.json()).answers).provider.id).toBe(1);
    const [audit] = await db().select().from(auditLog).where(eq(auditLog.action, 'authorization-draft-read'));
    expect(audit?.memberQhid).toBe(String(qhid()));

    const changed = draftBody({ step: 'review' });
    changed.answers.request = { ...changed.answers.request, notes: 'Both knees.' };
    const put = await inject('PUT', endpointPath(authorizationDraftEndpoints.update, { id: saved.id }), colleague, changed);
    expect(put.statusCode, put.body).toBe(200);
    expect(SavedAuthorizationDraftSchema.parse(put.json())).toMatchObject({ step: 'review', updatedByName: 'Sam Rivera' });
    expect((await inject('GET', `/member/${qhid()}/`, colleague)).statusCode).toBe(200);

    const removed = await inject('DELETE', endpointPath(authorizationDraftEndpoints.remove, { id: saved.id }), colleague);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(await db().select().from(authorizationDrafts).where(eq(authorizationDrafts.id, saved.id))).toEqual([]);
  });

  it('answers another practice, an unknown id, employees, limited users and anonymous callers as it answers nobody, and changes nothing', async () => {
    const saved = await created();
    const before = await db().select().from(authorizationDrafts).where(eq(authorizationDrafts.id, saved.id));
    const other = await inject('GET', endpointPath(authorizationDraftEndpoints.get, { id: saved.id }), otherPractice);
    const unknown = await inject('GET', endpointPath(authorizationDraftEndpoints.get, { id: 2_000_000_000 }), otherPractice);
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual(unknown.json());
    expect(other.json().message).toBe(draftMessages.notFound);
    expect((await inject('PUT', endpointPath(authorizationDraftEndpoints.update, { id: saved.id }), otherPractice, draftBody())).statusCode).toBe(404);
    expect((await inject('DELETE', endpointPath(authorizationDraftEndpoints.remove, { id: saved.id }), otherPractice)).statusCode).toBe(404);
    for (const token of [fixture.callers.employee, fixture.callers.impersonating, fixture.callers.limited]) {
      expect((await inject('GET', endpointPath(authorizationDraftEndpoints.get, { id: saved.id }), token)).statusCode).toBe(403);
    }
    expect((await inject('GET', endpointPath(authorizationDraftEndpoints.get, { id: saved.id }), null)).statusCode).toBe(401);
    expect(await db().select().from(authorizationDrafts).where(eq(authorizationDrafts.id, saved.id))).toEqual(before);
  });

  it('refuses a hostile body with a clear 400 and keeps nothing: wrong shape, too large, another patient, a patient never found', async () => {
    const count = await draftCount();
    const post = (body: unknown) => inject('POST', endpointPath(authorizationDraftEndpoints.create), fixture.callers.provider, body);
    expect((await post({ ...draftBody(), step: 'done' })).statusCode).toBe(400);
    expect((await post({ ...draftBody(), answers: { nonsense: true } })).statusCode).toBe(400);
    expect((await post('not json at all')).statusCode).toBe(400);
    // Every field within its own limit, the whole above the draft's (an assessment's question text is not bounded).
    const huge = draftBody();
    const tooLarge = await post({
      ...huge,
      answers: {
        ...huge.answers,
        maternity: { assessment: { questionGroups: [{ label: 'x'.repeat(70_000), uiHintTypeId: 1, questions: [] }], currentDeliveryDate: null } },
      },
    });
    expect(tooLarge.statusCode, tooLarge.body).toBe(400);
    expect(tooLarge.json().message).toContain(draftMessages.errors.tooLarge);
    const saved = await created();
    const otherPatient = await inject('PUT', endpointPath(authorizationDraftEndpoints.update, { id: saved.id }), fixture.callers.provider, {
      ...draftBody(),
      qhid: fixture.qhids.M100000002,
    });
    expect(otherPatient.statusCode).toBe(400);
    expect(otherPatient.json().message).toBe(draftMessages.errors.patientFixed);
    // A member the account never found nor cares for: 404, as every read of them.
    const [stranger] = await db().select({ qhid: members.qhid }).from(members).where(eq(members.memberId, 'M100000050'));
    const hidden = (await db().select({ qhid: members.qhid }).from(members))
      .map((row) => row.qhid)
      .find((candidate) => !Object.values(fixture.qhids).includes(candidate));
    const refused = await post({ ...draftBody(), qhid: stranger?.qhid ?? hidden });
    expect([404]).toContain(refused.statusCode);
    expect(await draftCount()).toBe(count + 1);
  });

  it('is deleted by the submission that names it, in the same transaction; another practice’s draft id deletes nothing', async () => {
    const mine = await created();
    const { standardRequest } = requestOf();
    const answer = await fixture.submit({ ...standardRequest, draftId: mine.id });
    expect(answer.statusCode, answer.body).toBe(200);
    const authorizationId = SaveAuthorizationResponseSchema.parse(answer.json()).authId;
    expect(await db().select().from(authorizations).where(eq(authorizations.id, authorizationId))).toHaveLength(1);
    expect(await db().select().from(authorizationDrafts).where(eq(authorizationDrafts.id, mine.id))).toEqual([]);

    // A draft of a practice provider@example.com is not part of (update@'s location 3 is also provider@'s: use a row written for location 999).
    const [account] = await db().select({ id: accounts.id }).from(accounts).where(eq(accounts.email, 'colleague@example.com'));
    const [foreign] = await db()
      .insert(authorizationDrafts)
      .values({
        qhid: qhid(),
        workflowId: 1,
        step: 'details',
        answers: AuthorizationDraftSchema.parse(draftBody().answers),
        createdByAccountId: account?.id as number,
        updatedByAccountId: account?.id as number,
        createdAt: new Date(),
        updatedAt: new Date(),
      })
      .returning({ id: authorizationDrafts.id });
    await db()
      .insert(authorizationDraftLocations)
      .values({ draftId: foreign?.id as number, locationId: 201 });
    expect((await fixture.submit({ ...standardRequest, draftId: foreign?.id })).statusCode).toBe(200);
    expect(
      await db()
        .select()
        .from(authorizationDrafts)
        .where(eq(authorizationDrafts.id, foreign?.id as number)),
    ).toHaveLength(1);
  });

  it('sweeps drafts not saved for 30 days, and keeps younger ones', async () => {
    const young = await created();
    const old = await created();
    const clock = fixture.callers.clock;
    await db()
      .update(authorizationDrafts)
      .set({ updatedAt: new Date(clock.now().getTime() - 30 * 86_400_000 - 60_000) })
      .where(eq(authorizationDrafts.id, old.id));
    await fixture.callers.testApp.app.draftSweep.sweep();
    const left = (await db().select({ id: authorizationDrafts.id }).from(authorizationDrafts)).map((row) => row.id);
    expect(left).toContain(young.id);
    expect(left).not.toContain(old.id);
  });
});

/** A complete standard request (as the submission tests send it) for the fixture's member. */
function requestOf() {
  const body = draftBody();
  return {
    standardRequest: {
      qhid: body.qhid,
      authorizationWorkflowId: 1,
      ...body.answers,
      request: { ...body.answers.request, fax: '916-555-0199' },
      provider: { ...body.answers.provider, id: fixture.ownProvider.locationId, name: fixture.ownProvider.fullName, fax: '916-555-0100', taxID: '12-3456789' },
    },
  };
}
