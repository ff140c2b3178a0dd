import { endpointPath, type SaveAuthorizationRequest, submitAuthorizationEndpoints, submitAuthorizationMessages as text } from '@portal/contracts';
import { and, asc, eq, ilike, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authorizationNotes, authorizations, providerLocations } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import type { MemberAreaCallers } from '../../test/member-test-support.js';
import { createSubmitAuthorizationFixture, type OwnLocation, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';

let fixture: SubmitAuthorizationFixture;
let callers: MemberAreaCallers;
let call: SubmitAuthorizationFixture['call'];
let submit: SubmitAuthorizationFixture['submit'];
/** provider@example.com's own individual provider and facility (active associations). */
let ownProvider: OwnLocation;
let ownFacility: OwnLocation;
/** A facility of the directory named as an imaging center: it has an MRI specialty. */
let imagingCenter: OwnLocation;
let qhids: Record<string, number>;
const db = () => callers.testApp.database.db;

beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  ({ callers, call, submit, ownProvider, ownFacility, qhids } = fixture);
  [imagingCenter] = (await db()
    .select({ locationId: providerLocations.locationId, fullName: providerLocations.fullName })
    .from(providerLocations)
    .where(and(eq(providerLocations.isFacility, true), ilike(providerLocations.fullName, '%Imaging Center%'), isNull(providerLocations.addedByAccountId)))
    .orderBy(asc(providerLocations.locationId))
    .limit(1)) as [OwnLocation];
  expect(imagingCenter).toBeTruthy();
});
afterAll(() => fixture.close());

const answered = { xrayAnswer: true, painAnswer: false, therapyAnswer: true, activityAnswer: true };

/** An outpatient brain MRI for Maria (born 1985, no automation for workflow 1) from the account's own provider. */
function mriRequest(overrides: Partial<SaveAuthorizationRequest> = {}): SaveAuthorizationRequest {
  return {
    qhid: qhids.M100000001 as number,
    authorizationWorkflowId: 1,
    service: { placeOfService: '22', expectedStartDate: '03/10/2026', expectedEndDate: '03/10/2026' },
    diagnosisCodes: [{ value: 'M17.11' }],
    procedureCodes: [{ value: '70551', requestedUnits: '1', unitDescription: 'Units' }],
    provider: { id: ownProvider.locationId, name: ownProvider.fullName, networkStatus: 'In-Network', fax: '916-555-0100' },
    facility: { id: ownFacility.locationId, name: ownFacility.fullName, networkStatus: 'In-Network', isFacility: true },
    request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', fax: '916-555-0199', notes: 'Headaches.' },
    ...overrides,
  };
}

async function notesOfSaved(body: unknown): Promise<string[]> {
  const response = await submit(body);
  expect(response.statusCode, response.body).toBe(200);
  const rows = await db()
    .select({ text: authorizationNotes.text })
    .from(authorizationNotes)
    .where(eq(authorizationNotes.authorizationId, response.json().authId))
    .orderBy(asc(authorizationNotes.id));
  return rows.map((row) => row.text);
}

describe('GET /api/auth/MriProviderSpecialty/:id/', () => {
  it('answers true for an imaging center, false for an individual provider or another facility, 404 for no location', async () => {
    expect(
      (await call('GET', endpointPath(submitAuthorizationEndpoints.mriProviderSpecialty, { id: imagingCenter.locationId }), callers.provider)).json(),
    ).toBe(true);
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.mriProviderSpecialty, { id: ownProvider.locationId }), callers.provider)).json()).toBe(
      false,
    );
    expect(ownFacility.fullName).not.toMatch(/imaging|radiology/i);
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.mriProviderSpecialty, { id: ownFacility.locationId }), callers.provider)).json()).toBe(
      false,
    );
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.mriProviderSpecialty, { id: 1_999_999_999 }), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', '/auth/MriProviderSpecialty/abc/', callers.provider)).statusCode).toBe(400);
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.mriProviderSpecialty, { id: imagingCenter.locationId }), null)).statusCode).toBe(401);
  });
});

describe('POST /api/auth/ with the MRI questionnaire', () => {
  it('refuses a required questionnaire without answers (400, a message per question) and saves nothing', async () => {
    const before = await countRows(db(), authorizations);
    const missing = await submit(mriRequest());
    expect(missing.statusCode, missing.body).toBe(400);
    expect(missing.json().message).toBe(text.invalidForm);
    expect(missing.json().fieldErrors).toEqual({
      'mriQuestions.xrayAnswer': [text.mri.answerRequired],
      'mriQuestions.painAnswer': [text.mri.answerRequired],
      'mriQuestions.therapyAnswer': [text.mri.answerRequired],
      'mriQuestions.activityAnswer': [text.mri.answerRequired],
    });
    const partly = await submit(mriRequest({ mriQuestions: { ...answered, activityAnswer: null } }));
    expect(partly.statusCode).toBe(400);
    expect(Object.keys(partly.json().fieldErrors)).toEqual(['mriQuestions.activityAnswer']);
    expect(await countRows(db(), authorizations)).toBe(before);
  });

  it('keeps the answers with the authorization as a note after the request notes', async () => {
    expect(await notesOfSaved(mriRequest({ mriQuestions: answered }))).toEqual([
      'Headaches.',
      'MRI questionnaire: X-ray performed: Yes; Pain medications for at least three weeks: No; Physical therapy, occupational therapy or home exercise for at least six weeks: Yes; Activity limited or restricted for at least six weeks: Yes.',
    ]);
  });

  it('does not ask the x-ray question of a spine-only request', async () => {
    const spine = mriRequest({
      procedureCodes: [{ value: '63030', requestedUnits: '1', unitDescription: 'Units' }],
      mriQuestions: { ...answered, xrayAnswer: null },
    });
    const notes = await notesOfSaved(spine);
    expect(notes[1]).toMatch(/^MRI questionnaire: Pain medications/);
    expect(notes[1]).not.toContain('X-ray');
  });

  it('ignores the answers when the questionnaire is not required: a minor, an inpatient stay, a code on neither list', async () => {
    const lily = qhids.M100000005 as number;
    expect(await notesOfSaved(mriRequest({ qhid: lily }))).toEqual(['Headaches.']);
    expect(await notesOfSaved(mriRequest({ qhid: lily, mriQuestions: answered }))).toEqual(['Headaches.']);
    const inpatient = mriRequest({
      service: { placeOfService: '21', expectedStartDate: '03/10/2026', expectedEndDate: '03/11/2026' },
      facility: mriRequest().facility,
    });
    expect(await notesOfSaved(inpatient)).toEqual(['Headaches.']);
    expect(
      await notesOfSaved(mriRequest({ procedureCodes: [{ value: '29881', requestedUnits: '1', unitDescription: 'Units' }], mriQuestions: answered })),
    ).toEqual(['Headaches.']);
  });

  it('does not ask a provider with an MRI specialty', async () => {
    const provider = {
      id: imagingCenter.locationId,
      name: imagingCenter.fullName,
      networkStatus: 'In-Network' as const,
      fax: '916-555-0100',
      isFacility: true,
    };
    expect(await notesOfSaved(mriRequest({ provider }))).toEqual(['Headaches.']);
  });
});
