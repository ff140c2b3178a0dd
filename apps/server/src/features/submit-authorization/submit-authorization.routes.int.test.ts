import {
  authorizationEndpoints,
  AuthorizationSummariesResponseSchema,
  endpointPath,
  endpointQuery,
  idempotencyKeyHeader,
  providerEndpoints,
  type SaveAuthorizationRequest,
  SaveAuthorizationResponseSchema,
  submitAuthorizationEndpoints,
  submitAuthorizationMessages as text,
} from '@portal/contracts';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationNotes,
  authorizationOutcomes,
  authorizationProcedures,
  authorizations,
  authorizationStatusChanges,
  authorizationSubmissions,
  members,
  providerLocations,
} from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import type { MemberAreaCallers } from '../../test/member-test-support.js';
import { createSubmitAuthorizationFixture, type OwnLocation, type SubmitAuthorizationFixture } from '../../test/submit-authorization-test-support.js';

let fixture: SubmitAuthorizationFixture;
let callers: MemberAreaCallers;
let call: SubmitAuthorizationFixture['call'];
let submit: SubmitAuthorizationFixture['submit'];
/** Locations of provider@example.com's active associations: a provider (not a facility) and a facility. */
let ownProvider: OwnLocation;
let ownFacility: OwnLocation;
/** A facility no association of provider@example.com names. */
let otherFacility: number;
let qhids: Record<string, number>;

const db = () => callers.testApp.database.db;

beforeAll(async () => {
  fixture = await createSubmitAuthorizationFixture();
  ({ callers, call, submit, ownProvider, ownFacility, qhids } = fixture);
  const facilities = await db()
    .select({ locationId: providerLocations.locationId })
    .from(providerLocations)
    .where(eq(providerLocations.isFacility, true))
    .limit(200);
  otherFacility = facilities.find((row) => !fixture.ownLocationIds.has(row.locationId))?.locationId as number;
  expect(otherFacility).toBeTruthy();
});
afterAll(() => fixture.close());

/** A complete standard request for Maria (group 4100: no automation for workflow 1) from an own provider and facility. */
function standardRequest(overrides: Partial<SaveAuthorizationRequest> = {}): SaveAuthorizationRequest {
  return {
    qhid: qhids.M100000001 as number,
    authorizationWorkflowId: 1,
    service: { placeOfService: '22', expectedStartDate: '03/10/2026', expectedEndDate: '03/10/2026' },
    diagnosisCodes: [{ value: 'M17.11', description: 'ignored: the code set describes it' }],
    procedureCodes: [{ value: '29881', description: '', requestedUnits: '1', unitDescription: 'Units', expectedStartDate: '', expectedEndDate: '' }],
    provider: { id: ownProvider.locationId, name: ownProvider.fullName, networkStatus: 'In-Network', fax: '916-555-0100', taxID: '12-3456789' },
    facility: { id: ownFacility.locationId, name: ownFacility.fullName, networkStatus: 'In-Network', isFacility: true },
    request: { firstName: 'Dana', lastName: 'Whitfield', phone: '916-555-0123', extension: '12', fax: '916-555-0199', notes: 'Left knee.' },
    ...overrides,
  };
}

async function submitted(body: unknown, key?: string) {
  const response = await submit(body, key);
  expect(response.statusCode, response.body).toBe(200);
  return SaveAuthorizationResponseSchema.parse(response.json());
}

const authorizationCount = () => countRows(db(), authorizations);

describe('POST /api/auth/ (standard)', () => {
  it('creates a pended authorization without automation, with its procedure, the tax ID note, and shows it in Manage Authorizations at once', async () => {
    const qhid = qhids.M100000001 as number;
    // Read the list first so that its 15-second cache holds the member's list before the submission.
    const before = AuthorizationSummariesResponseSchema.parse(
      (await call('POST', endpointPath(authorizationEndpoints.summaries), callers.provider, { qhid, year: 2026 })).json(),
    );

    const saved = await submitted(standardRequest());
    expect(saved).toMatchObject({ status: 'success', error: '', authStatus: 'Pending', owner: 'UM', linkedAuths: [], babyAuthorizationIdentifier: null });
    expect(saved.authorizationId).toMatch(/^\d{6}\d{7}$/);

    const [row] = await db().select().from(authorizations).where(eq(authorizations.id, saved.authId));
    expect(row).toMatchObject({
      qhid,
      authorizationNumber: saved.authorizationId,
      status: 'Pending',
      providerLocationId: ownProvider.locationId,
      facilityLocationId: ownFacility.locationId,
      placeOfService: '22',
      isInpatient: false,
      serviceFrom: '2026-03-10',
      diagnosisCode: 'M17.11',
      procedureCode: '29881',
      requestedBy: 'Dana Whitfield',
      requestorPhone: '916-555-0123 x12',
      submittedByLoginId: callers.providerId,
    });
    expect(row?.diagnosisDescription).not.toContain('ignored');
    expect(
      await db()
        .select({ cptCode: authorizationProcedures.cptCode, quantity: authorizationProcedures.quantity })
        .from(authorizationProcedures)
        .where(eq(authorizationProcedures.authorizationId, saved.authId)),
    ).toEqual([{ cptCode: '29881', quantity: 1 }]);
    expect((await db().select().from(authorizationNotes).where(eq(authorizationNotes.authorizationId, saved.authId)))[0]?.text).toBe(
      'Tax ID: 12-3456789 Left knee.',
    );
    expect(await db().select().from(authorizationOutcomes).where(eq(authorizationOutcomes.authorizationId, saved.authId))).toEqual([]);
    // Its first status, at receipt: the overview's timeline and Home's counts start from it (issue 17).
    expect(
      await db()
        .select({ status: authorizationStatusChanges.status, changedAt: authorizationStatusChanges.changedAt })
        .from(authorizationStatusChanges)
        .where(eq(authorizationStatusChanges.authorizationId, saved.authId)),
    ).toEqual([{ status: 'Pending', changedAt: row?.receivedAt }]);

    const after = AuthorizationSummariesResponseSchema.parse(
      (await call('POST', endpointPath(authorizationEndpoints.summaries), callers.provider, { qhid, year: 2026 })).json(),
    );
    expect(after.authorizations.map((listed) => listed.authorizationNumber)).toContain(saved.authorizationId);
    expect(after.authorizations[0]?.totalRows).toBe((before.authorizations[0]?.totalRows ?? 0) + 1);
  });

  it('takes "Same as" for an inpatient stay when the referring provider is a facility: the facility is the provider’s location', async () => {
    const hospital = { id: ownFacility.locationId, name: ownFacility.fullName, networkStatus: 'In-Network' as const, isFacility: true };
    const saved = await submitted(
      standardRequest({
        service: { placeOfService: '21', expectedStartDate: '03/10/2026', expectedEndDate: '03/12/2026' },
        provider: { ...hospital, fax: '916-555-0100', taxID: '12-3456789' },
        facility: { ...hospital, same: true },
      }),
    );
    const [row] = await db().select().from(authorizations).where(eq(authorizations.authorizationNumber, saved.authorizationId));
    expect(row?.isInpatient).toBe(true);
  });

  it('approves on submission what the decision rules name for an automated group, and pends the rest', async () => {
    const james = qhids.M100000002 as number;
    const withAutomation = (code: string) =>
      standardRequest({
        qhid: james,
        service: { placeOfService: '11', expectedStartDate: '', expectedEndDate: '' },
        procedureCodes: [
          { value: code, description: '', requestedUnits: '6', unitDescription: 'Units', expectedStartDate: '03/09/2026', expectedEndDate: '04/09/2026' },
        ],
      });
    const approved = await submitted(withAutomation('97110'));
    expect(approved.authStatus).toBe('Approved');
    expect(
      await db()
        .select({ status: authorizationOutcomes.status, units: authorizationOutcomes.units })
        .from(authorizationOutcomes)
        .where(eq(authorizationOutcomes.authorizationId, approved.authId)),
    ).toEqual([{ status: 'Approved', units: 6 }]);
    expect((await submitted(withAutomation('27447'))).authStatus).toBe('Pending');
    // With automation the procedure dates are required instead of the service dates.
    const undated = await submit(standardRequest({ qhid: james, service: { placeOfService: '11', expectedStartDate: '', expectedEndDate: '' } }));
    expect(undated.statusCode).toBe(400);
    expect(undated.json().fieldErrors).toMatchObject({
      'procedureCodes.0.expectedStartDate': [text.codes.fromRequired],
      'procedureCodes.0.expectedEndDate': [text.codes.toRequired],
    });
  });
});

describe('idempotency', () => {
  it('answers a retry and a double click with the one authorization the first created', async () => {
    const before = await authorizationCount();
    const key = randomUUID();
    const first = await submitted(standardRequest(), key);
    const retry = await submitted(standardRequest(), key);
    expect(retry).toEqual(first);
    const doubleKey = randomUUID();
    const [a, b] = await Promise.all([submit(standardRequest(), doubleKey), submit(standardRequest(), doubleKey)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.json().authId).toBe(b.json().authId);
    expect(await authorizationCount()).toBe(before + 2);
    expect(await countRows(db(), authorizationSubmissions)).toBeGreaterThanOrEqual(2);
  });

  it('refuses a submission without a usable Idempotency-Key', async () => {
    const before = await authorizationCount();
    for (const key of [null, 'short', 'has spaces in it']) {
      const response = await submit(standardRequest(), key);
      expect(response.statusCode, String(key)).toBe(400);
      expect(response.json().fieldErrors).toEqual({ [idempotencyKeyHeader]: [text.save.idempotencyKey] });
    }
    expect(await authorizationCount()).toBe(before);
  });
});

describe('bad input changes nothing', () => {
  // Bodies are built lazily: the seeded locations are read in beforeAll.
  const cases: [string, () => unknown, Record<string, string[]> | string][] = [
    [
      'no phone for the requester',
      () => standardRequest({ request: { firstName: 'Dana', lastName: 'W', phone: '', fax: '916-555-0199' } }),
      { 'request.phone': [text.requestedBy.phoneRequired] },
    ],
    [
      'a code that needs no authorization',
      () => standardRequest({ procedureCodes: [{ value: '99213', requestedUnits: '1', unitDescription: 'Units' }] }),
      { 'procedureCodes.0.value': [text.codes.cptNotRequiringAuthorization] },
    ],
    [
      'decimal units',
      () => standardRequest({ procedureCodes: [{ value: '29881', requestedUnits: '1.5', unitDescription: 'Units' }] }),
      { 'procedureCodes.0.requestedUnits': [text.codes.unitsDecimal] },
    ],
    [
      'a diagnosis that is no ICD-10 code',
      () => standardRequest({ diagnosisCodes: [{ value: 'ZZZ.99' }] }),
      { 'diagnosisCodes.0.value': [text.codes.unknownCode('ICD10 Code')] },
    ],
    [
      'the same diagnosis twice',
      () => standardRequest({ diagnosisCodes: [{ value: 'M17.11' }, { value: 'm17.11' }] }),
      { 'diagnosisCodes.1.value': [text.duplicate('ICD10 Code')] },
    ],
    [
      'start after end',
      () => standardRequest({ service: { placeOfService: '22', expectedStartDate: '03/12/2026', expectedEndDate: '03/10/2026' } }),
      { 'service.expectedStartDate': [text.service.startAfterEnd] },
    ],
    [
      'a place of service the type does not have',
      () => standardRequest({ service: { placeOfService: '12b', expectedStartDate: '03/10/2026', expectedEndDate: '03/10/2026' } }),
      { 'service.placeOfService': [text.service.placeOfServiceRequired] },
    ],
    [
      'an inpatient request without a facility',
      () => standardRequest({ service: { placeOfService: '21', expectedStartDate: '03/10/2026', expectedEndDate: '03/12/2026' }, facility: { same: true } }),
      { 'facility.name': [text.provider.inpatientNeedsFacility] },
    ],
    ['a maternity request without its card', () => ({ ...standardRequest(), authorizationWorkflowId: 3 }), { 'maternity.type': [text.maternity.typeRequired] }],
    ['a number where text belongs', () => ({ ...standardRequest(), request: { firstName: 5 } }), ''],
    ['no diagnosis at all', () => ({ ...standardRequest(), diagnosisCodes: [] }), ''],
  ];
  it.each(cases)('%s → 400', async (_name, body, expected) => {
    const before = await authorizationCount();
    const response = await submit(body());
    expect(response.statusCode, response.body).toBe(400);
    if (typeof expected === 'string') {
      if (expected) expect(response.json().message).toBe(expected);
    } else {
      expect(response.json().message).toBe(text.invalidForm);
      expect(response.json().fieldErrors).toMatchObject(expected);
    }
    expect(await authorizationCount()).toBe(before);
  });

  it('refuses a request from providers of another account (403), a secure group (403) and a date without coverage (400)', async () => {
    const before = await authorizationCount();
    const others = await submit(
      standardRequest({
        provider: { id: otherFacility, name: 'x', networkStatus: 'In-Network', fax: '916-555-0100' },
        facility: { id: otherFacility, name: 'x', networkStatus: 'In-Network', isFacility: true },
      }),
    );
    expect(others.statusCode).toBe(403);
    expect(others.json().message).toBe(text.save.notYourProviders);
    const secure = await submit(standardRequest({ qhid: qhids.M100000003 as number }));
    expect(secure.statusCode).toBe(403);
    expect(secure.json().message).toBe(text.secureGroup('800-555-1310'));
    const uncovered = await submit(standardRequest({ qhid: qhids.M100000004 as number }));
    expect(uncovered.statusCode).toBe(400);
    expect(uncovered.json().message).toBe(text.save.noCoverage('800-555-1410'));
    const tooEarly = await submit(standardRequest({ service: { placeOfService: '22', expectedStartDate: '01/10/2025', expectedEndDate: '01/10/2025' } }));
    expect(tooEarly.statusCode).toBe(400);
    expect(await authorizationCount()).toBe(before);
  });

  it('is not open to an impersonating employee or without a session', async () => {
    expect((await submit(standardRequest(), randomUUID(), callers.impersonating)).statusCode).toBe(403);
    expect(
      (
        await callers.testApp.app.inject({
          method: 'POST',
          url: `/api${endpointPath(submitAuthorizationEndpoints.save)}`,
          headers: { [idempotencyKeyHeader]: randomUUID() },
          payload: standardRequest() as Record<string, unknown>,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('refuses who may not submit before reading the request: no session 401, an impersonating employee 403, even without a key or body', async () => {
    const anonymous = await callers.testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(submitAuthorizationEndpoints.save)}`,
      payload: { qhid: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await submit({ qhid: 'x' }, null, callers.impersonating)).statusCode).toBe(403);
  });
});

const notListed = {
  firstName: 'Priya',
  lastName: 'Raman',
  npi: '1234567893',
  taxID: '94-1234567',
  address: '100 Emergency Way',
  city: 'Sacramento',
  state: 'CA',
  zip: '95816',
  phone: '916-555-0177',
  fax: '916-555-0178',
};

describe('unplanned admission with a "not listed" provider', () => {
  it('saves the provider through SaveTempProvider (automation), keeps it out of the directory, and approves a short ER stay', async () => {
    const saved = await call('POST', endpointPath(providerEndpoints.saveTempProvider), callers.provider, { provider: { ...notListed, add: true } });
    expect(saved.statusCode, saved.body).toBe(200);
    const { id } = saved.json() as { id: number };
    expect(id).toBeGreaterThan(900_000_000);
    const search = await call('GET', `${endpointPath(providerEndpoints.search)}?name=Raman`, callers.provider);
    expect(search.json().results.map((result: { locationId: number }) => result.locationId)).not.toContain(id);
    // Association requests cannot name it either.
    expect((await call('POST', endpointPath(providerEndpoints.saveTempProvider), callers.provider, { LocationIds: [id] })).statusCode).toBeGreaterThanOrEqual(
      400,
    );

    const response = await submitted(
      standardRequest({
        authorizationWorkflowId: 2,
        service: { placeOfService: '21', expectedStartDate: '', expectedEndDate: '' },
        procedureCodes: [],
        provider: { ...notListed, id, name: text.provider.notListedName, add: true },
        unplannedAdmission: { contactName: 'Lee Park', contactTitle: 'UR Nurse', source: 'ER', admitStartDate: '03/01/2026', admitEndDate: '03/03/2026' },
      }),
    );
    expect(response.authStatus).toBe('Approved');
    const [row] = await db().select().from(authorizations).where(eq(authorizations.id, response.authId));
    expect(row).toMatchObject({
      providerLocationId: id,
      facilityLocationId: ownFacility.locationId,
      isInpatient: true,
      serviceFrom: '2026-03-01',
      serviceTo: '2026-03-03',
      units: 2,
      authorizationType: 'MEDRRT02',
    });
  });

  it('creates the not-listed provider with the authorization when automation is off, and pends it', async () => {
    const lily = qhids.M100000005 as number;
    await db().update(members).set({ groupId: '3300' }).where(eq(members.qhid, lily));
    const before = await countRows(db(), providerLocations);
    const response = await submitted(
      standardRequest({
        qhid: lily,
        authorizationWorkflowId: 2,
        service: { placeOfService: '21', expectedStartDate: '03/01/2026', expectedEndDate: '' },
        procedureCodes: [],
        provider: { ...notListed, name: text.provider.notListedName, add: true },
        unplannedAdmission: { contactName: 'Lee Park', contactTitle: 'UR Nurse', source: 'Emergency Room', notes: 'Admitted overnight.' },
      }),
    );
    expect(response.authStatus).toBe('Pending');
    expect(await countRows(db(), providerLocations)).toBe(before + 1);
    // The automated sources are not those of the manual form.
    const wrongSource = await submit(
      standardRequest({
        qhid: lily,
        authorizationWorkflowId: 2,
        service: { placeOfService: '21', expectedStartDate: '03/01/2026', expectedEndDate: '' },
        procedureCodes: [],
        unplannedAdmission: { contactName: 'Lee', contactTitle: 'RN', source: 'ER' },
      }),
    );
    expect(wrongSource.statusCode).toBe(400);
    expect(wrongSource.json().fieldErrors['unplannedAdmission.source']).toEqual([text.unplanned.sourceRequired]);
  });

  it('refuses an incomplete not-listed provider with the spec messages', async () => {
    const response = await call('POST', endpointPath(providerEndpoints.saveTempProvider), callers.provider, { provider: { firstName: 'Priya', add: true } });
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors).toMatchObject({ 'provider.lastName': [text.provider.lastNameRequired], 'provider.npi': [text.provider.npiRequired] });
  });
});

describe('DME', () => {
  it('approves a CPAP rental for an automated group and requires type and price', async () => {
    const dme = (dmeValue: { type: string; price: string }) =>
      standardRequest({
        authorizationWorkflowId: 4,
        service: { placeOfService: '12b', expectedStartDate: '', expectedEndDate: '' },
        procedureCodes: [{ value: 'E0601', requestedUnits: '1', unitDescription: 'Months', expectedStartDate: '03/05/2026', expectedEndDate: '06/05/2026' }],
        dme: dmeValue as { type: 'Rental'; price: string },
      });
    expect((await submitted(dme({ type: 'Rental', price: '89.50' }))).authStatus).toBe('Approved');
    const bad = await submit(dme({ type: '', price: '12.345' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fieldErrors).toMatchObject({ 'dme.type': [text.dme.typeRequired], 'dme.price': [text.dme.priceInvalid] });
  });
});

describe('lookups', () => {
  const autoApproved = (code: string, groupId: string) =>
    `${endpointPath(submitAuthorizationEndpoints.autoApproved, { id: code })}${endpointQuery({ groupId })}`;

  it('lists the request types, the CPT lists and answers isAuthAutoApproved from the decision rules', async () => {
    const workflows = (await call('GET', endpointPath(submitAuthorizationEndpoints.workflows), callers.provider)).json() as {
      authorizationWorkflowId: number;
    }[];
    expect(workflows.map((type) => type.authorizationWorkflowId)).toEqual([1, 2, 3, 4]);
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.cptList, { id: 578 }), callers.provider)).json()).toContain('70551');
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.cptList, { id: 999 }), callers.provider)).statusCode).toBe(404);
    expect((await call('GET', autoApproved('97110', '3200'), callers.provider)).json()).toBe(true);
    expect((await call('GET', autoApproved('97110', '4100'), callers.provider)).json()).toBe(false);
    expect((await call('GET', autoApproved('27447', '3200'), callers.provider)).json()).toBe(false);
    expect((await call('GET', autoApproved('x', '3200'), callers.provider)).statusCode).toBe(400);
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.globalNoAuthLists), callers.provider)).json().cptCodes).toContain('99213');
    expect((await call('GET', endpointPath(submitAuthorizationEndpoints.workflows), null)).statusCode).toBe(401);
  });
});
