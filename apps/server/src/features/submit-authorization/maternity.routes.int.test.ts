import {
  authorizationEndpoints,
  AuthorizationSummariesResponseSchema,
  endpointPath,
  MaternityAssessmentSchema,
  type SaveAuthorizationRequest,
  SaveAuthorizationResponseSchema,
  submitAuthorizationEndpoints,
  submitAuthorizationMessages as text,
} from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationNotes, authorizationOutcomes, authorizations } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import type { MemberAreaCallers } from '../../test/member-test-support.js';
import { createSubmitAuthorizationFixture, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';

let fixture: SubmitAuthorizationFixture;
let callers: MemberAreaCallers;
let call: SubmitAuthorizationFixture['call'];
let ownProvider: number;
let ownFacility: number;
let qhids: Record<string, number>;
const db = () => callers.testApp.database.db;

beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  ({ callers, call, qhids } = fixture);
  ownProvider = fixture.ownProvider.locationId;
  ownFacility = fixture.ownFacility.locationId;
});
afterAll(() => fixture.close());

const sofia = () => qhids.M100000013 as number;

/** A maternity request for Sofia Alvarez (group 3200: maternity automation); the test clock stands at 03/02/2026. */
function maternityRequest(maternity: Record<string, unknown>, overrides: Partial<SaveAuthorizationRequest> = {}): SaveAuthorizationRequest {
  const isCesarean = maternity.deliveryType === 'Cesarean Section';
  return {
    qhid: sofia(),
    authorizationWorkflowId: 3,
    service: { placeOfService: '21', expectedStartDate: '', expectedEndDate: '' },
    diagnosisCodes: [{ value: isCesarean ? 'O82' : 'O80' }],
    procedureCodes: [{ value: isCesarean ? '59514' : '59409' }],
    provider: { id: ownProvider, name: 'Own provider', networkStatus: 'In-Network', fax: '916-555-0100' },
    facility: { id: ownFacility, name: 'Own facility', networkStatus: 'In-Network', isFacility: true },
    request: { firstName: 'Lena', lastName: 'Ortiz', phone: '916-555-0123', fax: '916-555-0199' },
    maternity: maternity as SaveAuthorizationRequest['maternity'],
    ...overrides,
  };
}

const babyAuth = (overrides: Record<string, unknown> = {}) => ({
  babyProvider: { id: ownProvider, name: 'Own provider', networkStatus: 'In-Network', fax: '916-555-0100' },
  babyFacility: { id: ownFacility, name: 'Own facility', networkStatus: 'In-Network', isFacility: true },
  babyDiagnosisCodes: [{ value: 'P07.38' }],
  service: { placeOfService: '21', expectedStartDate: '', expectedEndDate: '' },
  babyStartDate: '02/28/2026',
  babyEndDate: '03/10/2026',
  babyRequestInfo: { urContactOrFacility: 'NICU case manager', phone: '916-555-0150', extension: '7', fax: '916-555-0151', notes: '35 weeks, on CPAP.' },
  ...overrides,
});

const submit = (body: unknown, token: string = callers.provider) => fixture.submit(body, undefined, token);

async function submitted(body: unknown) {
  const response = await submit(body);
  expect(response.statusCode, response.body).toBe(200);
  return SaveAuthorizationResponseSchema.parse(response.json());
}

const rowOf = async (authorizationNumber: string) =>
  (await db().select().from(authorizations).where(eq(authorizations.authorizationNumber, authorizationNumber)))[0];
const assessmentOf = async (qhid: number) => {
  const response = await call('GET', endpointPath(submitAuthorizationEndpoints.maternityAssessment, { qhid }), callers.provider);
  expect(response.statusCode, response.body).toBe(200);
  return MaternityAssessmentSchema.parse(response.json());
};
const answerOf = (assessment: Awaited<ReturnType<typeof assessmentOf>>, id: number) =>
  assessment.questionGroups.flatMap((group) => group.questions).find((question) => question.id === id)?.answer;
const listed = async (qhid: number) =>
  AuthorizationSummariesResponseSchema.parse(
    (await call('POST', endpointPath(authorizationEndpoints.summaries), callers.provider, { qhid, year: 2026 })).json(),
  ).authorizations.map((entry) => entry.authorizationNumber);

describe('GET /api/auth/maternity/:qhid', () => {
  it('answers the screening questions, with the existing pregnancy’s due date and answers when there is one', async () => {
    const none = await assessmentOf(sofia());
    expect(none.currentDeliveryDate).toBeNull();
    expect(none.questionGroups.map((group) => group.uiHintTypeId)).toEqual([1, 1, 2]);
    expect(none.questionGroups.flatMap((group) => group.questions).every((question) => question.answer === '')).toBe(true);

    const hannah = qhids.M100000014 as number;
    const [seeded] = await db()
      .select({ dueDate: authorizations.serviceFrom })
      .from(authorizations)
      .where(and(eq(authorizations.qhid, hannah), eq(authorizations.outcomeReason, 'Future Admission-OB')));
    const existing = await assessmentOf(hannah);
    expect(existing.currentDeliveryDate).toBe(`${seeded?.dueDate.slice(5, 7)}/${seeded?.dueDate.slice(8, 10)}/${seeded?.dueDate.slice(0, 4)}`);
    expect(answerOf(existing, 101)).toBe('Y');
    expect(answerOf(existing, 202)).toBe('4+');
    expect(answerOf(existing, 303)).toBe('');
  });

  it('refuses a male member (400), an unknown member (404) and an anonymous caller (401)', async () => {
    const male = await call('GET', endpointPath(submitAuthorizationEndpoints.maternityAssessment, { qhid: qhids.M100000002 as number }), callers.provider);
    expect(male.statusCode).toBe(400);
    expect(male.json().message).toBe(text.save.maternityForMale);
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.maternityAssessment, { qhid: 99_999_999 }), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.maternityAssessment, { qhid: sofia() }), null)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/ (maternity)', () => {
  it('approves a Future OB admission as a future admission from the due date, and files it as her pregnancy', async () => {
    const saved = await submitted(
      maternityRequest({
        type: 'Future OB Admission',
        deliveryType: 'Vaginal',
        expectedDueDate: '06/15/2026',
        highRisk: 'Not Sure',
        newPregnancy: true,
        babyGender: 'Male',
        assessment: [
          { id: 101, answer: 'N' },
          { id: 301, answer: 'Y' },
        ],
      }),
    );
    expect(saved).toMatchObject({ authStatus: 'Approved', linkedAuths: [], babyAuthorizationIdentifier: null });
    expect(await rowOf(saved.authorizationId)).toMatchObject({
      outcomeReason: 'Future Admission-OB',
      placeOfService: '21',
      isInpatient: true,
      serviceFrom: '2026-06-15',
      serviceTo: '2026-06-17',
      diagnosisCode: 'O80',
      procedureCode: '59409',
      authorizationType: 'MEDRRT03',
    });
    const assessment = await assessmentOf(sofia());
    expect(assessment.currentDeliveryDate).toBe('06/15/2026');
    expect([answerOf(assessment, 101), answerOf(assessment, 301), answerOf(assessment, 102)]).toEqual(['N', 'Y', '']);
  });

  it('approves a stay after delivery within the standard stay and pends a longer one', async () => {
    const post = (discharge: string) =>
      maternityRequest({
        type: 'Post-delivery',
        deliveryType: 'Vaginal',
        babyGender: 'Female',
        expectedDueDate: '02/27/2026',
        babyDateOfBirth: '02/27/2026',
        motherDischargeDate: discharge,
      });
    const short = await submitted(post('03/01/2026'));
    expect(short.authStatus).toBe('Approved');
    // The stay (2 days) and the delivery itself.
    const outcomes = await db()
      .select({ procedureId: authorizationOutcomes.procedureId, units: authorizationOutcomes.units })
      .from(authorizationOutcomes)
      .where(eq(authorizationOutcomes.authorizationId, short.authId));
    expect(outcomes).toContainEqual({ procedureId: null, units: 2 });
    expect(outcomes).toHaveLength(2);
    const long = await submitted(post('03/04/2026'));
    expect(long).toMatchObject({ authStatus: 'Pending', linkedAuths: [] });
    expect((await rowOf(long.authorizationId))?.outcomeReason).toBe('Clinical Review Required');
  });

  it('links the newborn’s stay to a cesarean delivery: "two authorizations", both in Manage Authorizations', async () => {
    const saved = await submitted(
      maternityRequest({
        type: 'Post-delivery',
        deliveryType: 'Cesarean Section',
        babyGender: 'Male',
        expectedDueDate: '02/26/2026',
        babyDateOfBirth: '02/26/2026',
      }),
    );
    expect(saved.authStatus).toBe('Approved');
    expect(saved.linkedAuths).toHaveLength(1);
    const linked = saved.linkedAuths[0] as { authIdentifier: string; requestStatus: string };
    expect(linked.requestStatus).toBe('Approved');
    expect(await rowOf(linked.authIdentifier)).toMatchObject({
      qhid: sofia(),
      diagnosisCode: 'Z38.01',
      serviceFrom: '2026-02-26',
      serviceTo: '2026-03-02',
      providerLocationId: ownProvider,
      facilityLocationId: ownFacility,
    });
    const notes = await db()
      .select({ text: authorizationNotes.text })
      .from(authorizationNotes)
      .innerJoin(authorizations, eq(authorizations.id, authorizationNotes.authorizationId))
      .where(eq(authorizations.authorizationNumber, linked.authIdentifier));
    expect(notes[0]?.text).toContain(saved.authorizationId);
    expect(await listed(sofia())).toEqual(expect.arrayContaining([saved.authorizationId, linked.authIdentifier]));
  });

  it('saves the NICU baby authorization as a separate linked authorization on the mother’s record, pended for review', async () => {
    const before = await countRows(db(), authorizations);
    const saved = await submitted(
      maternityRequest({
        type: 'Newborn in NICU',
        deliveryType: 'Vaginal',
        babyGender: 'Female',
        babyDateOfBirth: '02/28/2026',
        highRisk: 'Yes',
        babyAuth: babyAuth(),
      }),
    );
    expect(saved).toMatchObject({ authStatus: 'Approved', babyAuthorizationStatus: 'Pending', babyQhid: sofia(), linkedAuths: [] });
    expect(await countRows(db(), authorizations)).toBe(before + 2);
    const baby = await rowOf(saved.babyAuthorizationIdentifier as string);
    expect(baby).toMatchObject({
      qhid: sofia(),
      placeOfService: '21',
      diagnosisCode: 'P07.38',
      serviceFrom: '2026-02-28',
      serviceTo: '2026-03-10',
      units: 10,
      requestedBy: 'NICU case manager',
      requestorPhone: '916-555-0150 x7',
      status: 'Pending',
      outcomeReason: 'Clinical Review Required',
    });
    // Filed with the mother's, by the same person: who filed it may not review it (issue 30).
    expect(baby?.filedByAccountId).toBe(callers.providerId);
    const notes = (
      await db()
        .select({ text: authorizationNotes.text })
        .from(authorizationNotes)
        .where(eq(authorizationNotes.authorizationId, baby?.id as number))
    ).map((note) => note.text);
    expect(notes[0]).toContain(saved.authorizationId);
    expect(notes).toContain('35 weeks, on CPAP.');
    // High risk is disabled for NICU: the save clears it.
    expect((await rowOf(saved.authorizationId))?.serviceFrom).toBe('2026-02-28');
    expect(await listed(sofia())).toEqual(expect.arrayContaining([saved.authorizationId, saved.babyAuthorizationIdentifier]));
  });

  it('waits for the clinicals without maternity automation', async () => {
    const maria = qhids.M100000001 as number;
    const saved = await submitted(
      maternityRequest({ type: 'Future OB Admission', deliveryType: 'Vaginal', expectedDueDate: '06/15/2026', highRisk: 'No' }, { qhid: maria }),
    );
    expect(saved.authStatus).toBe('Pending');
    expect((await rowOf(saved.authorizationId))?.outcomeReason).toBe('Pending Clinical Information');
  });
});

describe('bad maternity input changes nothing', () => {
  const m = text.maternity;
  const nicu = { type: 'Newborn in NICU', deliveryType: 'Vaginal', babyGender: 'Female', babyDateOfBirth: '02/28/2026' };
  const cases: [string, () => unknown, Record<string, string[]>][] = [
    ['no maternity type', () => maternityRequest({ type: '' }), { 'maternity.type': [m.typeRequired] }],
    [
      'a Future OB admission without its required fields',
      () => maternityRequest({ type: 'Future OB Admission', expectedDueDate: '06/15/2026' }),
      { 'maternity.deliveryType': [m.deliveryTypeRequired], 'maternity.highRisk': [m.highRiskRequired] },
    ],
    [
      'a post-delivery stay without baby gender and birth date',
      () => maternityRequest({ type: 'Post-delivery', deliveryType: 'Vaginal', expectedDueDate: '02/27/2026' }),
      { 'maternity.babyGender': [m.babyGenderRequired], 'maternity.babyDateOfBirth': [m.babyDateOfBirthRequired] },
    ],
    [
      'a NICU baby born in the future',
      () => maternityRequest({ ...nicu, babyDateOfBirth: '03/03/2026', babyAuth: babyAuth() }),
      { 'maternity.babyDateOfBirth': [m.babyDateOfBirthInFuture] },
    ],
    [
      'codes other than the delivery type’s',
      () => maternityRequest({ ...nicu, babyAuth: babyAuth() }, { procedureCodes: [{ value: '59400' }] }),
      { 'diagnosisCodes.0.value': [m.presetCodes('O80', '59409')] },
    ],
    ['NICU without the baby authorization', () => maternityRequest(nicu), { 'maternity.babyAuth.babyStartDate': [text.babyAuth.startRequired] }],
    [
      'a baby authorization without UR contact, with a place of service the baby cannot have',
      () => maternityRequest({ ...nicu, babyAuth: babyAuth({ service: { placeOfService: '11' }, babyRequestInfo: { urContactOrFacility: '' } }) }),
      {
        'maternity.babyAuth.service.placeOfService': [text.service.placeOfServiceRequired],
        'maternity.babyAuth.babyRequestInfo.urContactOrFacility': [text.babyAuth.urContactRequired],
      },
    ],
    [
      'a baby provider that is not in the directory',
      () =>
        maternityRequest({ ...nicu, babyAuth: babyAuth({ babyProvider: { id: 2_000_000_000, name: 'x', networkStatus: 'In-Network', fax: '916-555-0100' } }) }),
      { 'maternity.babyAuth.babyProvider.name': ["Baby's Provider is required."] },
    ],
    [
      'an answer the question does not offer',
      () =>
        maternityRequest({
          type: 'Future OB Admission',
          deliveryType: 'Vaginal',
          expectedDueDate: '06/15/2026',
          highRisk: 'Not Sure',
          assessment: [{ id: 101, answer: 'maybe' }],
        }),
      { 'maternity.assessment': [m.answerInvalid] },
    ],
  ];
  it.each(cases)('%s → 400', async (_name, body, expected) => {
    const before = await countRows(db(), authorizations);
    const response = await submit(body());
    expect(response.statusCode, response.body).toBe(400);
    expect(response.json().message).toBe(text.invalidForm);
    expect(response.json().fieldErrors).toMatchObject(expected);
    expect(await countRows(db(), authorizations)).toBe(before);
  });

  it('refuses maternity for a male member', async () => {
    const before = await countRows(db(), authorizations);
    const response = await submit(
      maternityRequest(
        { type: 'Future OB Admission', deliveryType: 'Vaginal', expectedDueDate: '06/15/2026', highRisk: 'No' },
        { qhid: qhids.M100000002 as number },
      ),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(text.save.maternityForMale);
    expect(await countRows(db(), authorizations)).toBe(before);
    expect(
      await db()
        .select()
        .from(authorizations)
        .where(inArray(authorizations.qhid, [qhids.M100000002 as number]))
        .then((rows) => rows.every((row) => row.authorizationType !== 'MEDRRT03')),
    ).toBe(true);
  });
});
