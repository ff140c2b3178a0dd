import {
  type Authorization,
  authorizationEndpoints,
  authorizationMessages,
  editableOutcomeReasons,
  endpointPath,
  ErrorResponseSchema,
  isoToUsDate,
  UpdateAuthorizationResponseSchema,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditReaderOf, createMemberAreaApp, type MemberAreaCallers } from '../../test/member-test-support.js';
import { changeRefusals } from '../../authorization-records/authorization-changes.js';
import { authorizationCallsOf } from '../../test/authorization-test-support.js';

const text = authorizationMessages.validation;

let callers: MemberAreaCallers;
let calls: ReturnType<typeof authorizationCallsOf>;
let audit: ReturnType<typeof auditReaderOf>;
let maria: number;
let harold: number;
beforeAll(async () => {
  callers = await createMemberAreaApp();
  calls = authorizationCallsOf(callers.testApp);
  audit = auditReaderOf(callers.testApp);
  [maria, harold] = (await Promise.all(['M100000001', 'M100000010'].map((id) => calls.qhidOf(id)))) as [number, number];
});
afterAll(() => callers.testApp.close());

const update = (body: Record<string, unknown>, token = callers.provider) => calls.call('POST', endpointPath(authorizationEndpoints.update), token, body);

/** Sends the edit, expects a 400 carrying `message` for `field`, and that nothing was stored. */
async function expectRefused(authorization: Pick<Authorization, 'id'>, body: Record<string, unknown>, field: string, message: string) {
  const before = (await calls.changeRequestsOf(authorization.id)).length;
  const response = await update(body);
  expect(response.statusCode, response.body).toBe(400);
  const error = ErrorResponseSchema.parse(response.json());
  expect(error.fieldErrors?.[field], response.body).toContain(message);
  expect(await calls.changeRequestsOf(authorization.id)).toHaveLength(before);
}

/** A procedure decision of Harold's (300 authorizations: every reason) that the provider may see. */
async function procedureDecision(matches: (reason: string) => boolean) {
  for (const row of await calls.procedureOutcomesOf(harold)) {
    if (!matches(row.reason)) continue;
    const response = await calls.call('GET', endpointPath(authorizationEndpoints.authorization, { id: row.authorizationId }), callers.provider);
    if (response.statusCode === 200) return { ...row, authorization: response.json() as Authorization };
  }
  throw new Error('No visible decision with such a reason');
}

const isEditable = (reason: string) => (editableOutcomeReasons as readonly string[]).includes(reason);

describe('editing a decision’s dates and units', () => {
  it('stores an edit under an editable reason as a change request (changeStatus 1) and leaves the decision as decided', async () => {
    const decision = await procedureDecision(isEditable);
    const response = await update({
      id: decision.authorizationId,
      authorizationId: decision.authorizationNumber,
      outcomeEdits: [
        { outcomeId: decision.outcomeId, startDate: isoToUsDate(decision.startDate), endDate: isoToUsDate(decision.endDate), units: (decision.units ?? 1) + 3 },
      ],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(UpdateAuthorizationResponseSchema.parse(response.json())).toEqual({ authUpdated: true });

    const [change] = await calls.changeRequestsOf(decision.authorizationId);
    expect(change).toMatchObject({ changeStatus: 1, kind: 'outcome-edit', outcomeId: decision.outcomeId, units: (decision.units ?? 1) + 3, status: 'pending' });
    const stored = (await calls.outcomesOf(decision.authorizationId)).find((outcome) => outcome.id === decision.outcomeId);
    expect(stored?.units).toBe(decision.units);

    const reread = await calls.getAuthorization(decision.authorizationId, callers.provider);
    expect(reread.pendingChanges).toEqual([expect.objectContaining({ changeStatus: 1, kind: 'outcome-edit', units: (decision.units ?? 1) + 3 })]);
    expect(await audit.last('authorization-change-requested')).toMatchObject({ memberQhid: String(harold), outcome: 'success' });
  });

  it('refuses an edit of a decision whose reason is not in the editable list', async () => {
    const decision = await procedureDecision((reason) => !isEditable(reason));
    await expectRefused(
      { id: decision.authorizationId },
      {
        id: decision.authorizationId,
        authorizationId: decision.authorizationNumber,
        outcomeEdits: [{ outcomeId: decision.outcomeId, startDate: isoToUsDate(decision.startDate), endDate: isoToUsDate(decision.endDate), units: 5 }],
      },
      'outcomeEdits.0.outcomeId',
      changeRefusals.notEditableReason,
    );
  });

  it('applies the field rules of §5: units at least 1 and under 999,999, From not after To, real dates', async () => {
    const decision = await procedureDecision(isEditable);
    const edit = (change: Record<string, unknown>) => ({
      id: decision.authorizationId,
      authorizationId: decision.authorizationNumber,
      outcomeEdits: [{ outcomeId: decision.outcomeId, startDate: '01/05/2026', endDate: '01/10/2026', units: 2, ...change }],
    });
    const target = { id: decision.authorizationId };
    await expectRefused(target, edit({ units: 0 }), 'outcomeEdits.0.units', text.atLeastOneUnit);
    await expectRefused(target, edit({ units: 1_000_000 }), 'outcomeEdits.0.units', text.tooManyUnits);
    await expectRefused(target, edit({ units: null }), 'outcomeEdits.0.units', text.unitsRequired);
    await expectRefused(target, edit({ startDate: '01/11/2026' }), 'outcomeEdits.0.startDate', text.fromAfterTo);
    await expectRefused(target, edit({ endDate: '02/30/2026' }), 'outcomeEdits.0.endDate', text.dateFormat);
    await expectRefused(target, edit({ startDate: '' }), 'outcomeEdits.0.startDate', text.fromDateRequired);
  });

  it('answers that there is nothing to save for an empty session and for an edit that changes nothing', async () => {
    const decision = await procedureDecision(isEditable);
    const base = { id: decision.authorizationId, authorizationId: decision.authorizationNumber };
    const empty = await update(base);
    expect(empty.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(empty.json()).message).toContain(text.nothingChanged);
    const unchanged = await update({
      ...base,
      outcomeEdits: [
        { outcomeId: decision.outcomeId, startDate: isoToUsDate(decision.startDate), endDate: isoToUsDate(decision.endDate), units: decision.units },
      ],
    });
    expect(unchanged.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(unchanged.json()).message).toBe(text.nothingChanged);
  });
});

describe('the admission', () => {
  it('moves a Future Admission’s date: the stay then ends the next day, one day, pending review', async () => {
    const id = await calls.inpatientWithReason(maria, 'Future Admission');
    const authorization = await calls.getAuthorization(id, callers.provider);
    const outcome = authorization.diagnosis.outcome[0] as Authorization['diagnosis']['outcome'][number];
    const response = await update({
      id,
      authorizationId: authorization.authorizationId,
      admissionDateEdit: { outcomeId: outcome.id, startDate: '03/14/2027' },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await calls.changeRequestsOf(id)).at(-1)).toMatchObject({
      changeStatus: 1,
      kind: 'admission-date',
      startDate: '2027-03-14',
      endDate: '2027-03-15',
      units: 1,
    });
    expect((await calls.outcomesOf(id)).find((stored) => stored.id === outcome.id)?.startDate).toBe(outcome.startDate);
  });

  it('refuses moving the admission date of a stay whose first decision is not a future admission', async () => {
    const id = await calls.inpatientWithReason(maria, 'Automated Approval');
    const authorization = await calls.getAuthorization(id, callers.provider);
    const outcome = authorization.diagnosis.outcome[0] as Authorization['diagnosis']['outcome'][number];
    await expectRefused(
      authorization,
      { id, authorizationId: authorization.authorizationId, admissionDateEdit: { outcomeId: outcome.id, startDate: '03/14/2027' } },
      'admissionDateEdit.startDate',
      changeRefusals.admissionDateNotEditable,
    );
  });

  it('extends the stay from the latest end date of its decisions, whatever start the browser sent (changeStatus 2)', async () => {
    const id = await calls.inpatientWithReason(maria, 'Automated Approval');
    const authorization = await calls.getAuthorization(id, callers.provider);
    const latestEnd = [...authorization.diagnosis.outcome, ...authorization.diagnosis.extensions.flatMap((extension) => extension.outcomes)]
      .map((outcome) => outcome.endDate)
      .sort()
      .at(-1) as string;
    const endDate = new Date(`${latestEnd}T00:00:00Z`);
    endDate.setUTCDate(endDate.getUTCDate() + 4);
    const response = await update({
      id,
      authorizationId: authorization.authorizationId,
      admissionExtension: { startDate: '01/01/2020', endDate: isoToUsDate(endDate.toISOString().slice(0, 10)) },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await calls.changeRequestsOf(id)).at(-1)).toMatchObject({
      changeStatus: 2,
      kind: 'admission-extension',
      startDate: latestEnd,
      endDate: endDate.toISOString().slice(0, 10),
    });
    expect((await calls.getAuthorization(id, callers.provider)).pendingChanges.map((change) => change.kind)).toContain('admission-extension');
  });

  it('refuses an extension that does not end after its start, and one drafted together with an admission date edit', async () => {
    const id = await calls.inpatientWithReason(maria, 'Automated Approval');
    const authorization = await calls.getAuthorization(id, callers.provider);
    const body = { id, authorizationId: authorization.authorizationId };
    await expectRefused(
      authorization,
      { ...body, admissionExtension: { startDate: '01/01/2020', endDate: '01/01/2020' } },
      'admissionExtension.endDate',
      text.endBeforeStart,
    );
    await expectRefused(
      authorization,
      { ...body, admissionExtension: { startDate: '01/01/2020', endDate: '' } },
      'admissionExtension.endDate',
      text.endDateRequired,
    );

    const future = await calls.inpatientWithReason(maria, 'Future Admission');
    const futureStay = await calls.getAuthorization(future, callers.provider);
    await expectRefused(
      futureStay,
      {
        id: future,
        authorizationId: futureStay.authorizationId,
        admissionDateEdit: { outcomeId: futureStay.diagnosis.outcome[0]?.id, startDate: '03/20/2027' },
        admissionExtension: { startDate: '03/21/2027', endDate: '03/25/2027' },
      },
      'admissionDateEdit.startDate',
      changeRefusals.admissionDateNotEditable,
    );
  });
});

describe('additional units and added procedures', () => {
  it('requests additional units of a procedure (changeStatus 2) and refuses 0 and 1,000,000 units', async () => {
    const decision = await procedureDecision(() => true);
    const procedure = decision.authorization.service.procedures[0] as Authorization['service']['procedures'][number];
    const body = (requestedUnits: number) => ({
      id: decision.authorizationId,
      authorizationId: decision.authorizationNumber,
      additionalUnits: [{ procedureId: procedure.id, requestedUnits, startDate: '04/01/2027', endDate: '04/30/2027' }],
    });
    await expectRefused(decision.authorization, body(0), 'additionalUnits.0.requestedUnits', text.atLeastOneUnit);
    await expectRefused(decision.authorization, body(1_000_000), 'additionalUnits.0.requestedUnits', text.tooManyUnits);
    const response = await update(body(12));
    expect(response.statusCode, response.body).toBe(200);
    expect((await calls.changeRequestsOf(decision.authorizationId)).at(-1)).toMatchObject({
      changeStatus: 2,
      kind: 'additional-units',
      procedureId: procedure.id,
      units: 12,
    });
  });

  it('adds a CPT code as a requested procedure and refuses a code that needs no authorization with the spec’s message', async () => {
    const decision = await procedureDecision(() => true);
    const body = (cptCode: string, requestedUnits = 1) => ({
      id: decision.authorizationId,
      authorizationId: decision.authorizationNumber,
      addedProcedures: [
        { cptCode, cptCodeDescription: 'Total knee arthroplasty', requestedUnits, procedureStartDate: '05/01/2027', procedureEndDate: '05/01/2027' },
      ],
    });
    await expectRefused(decision.authorization, body('99213'), 'addedProcedures.0.cptCode', text.cptCodeNotRequiringAuthorization);
    await expectRefused(decision.authorization, body('27447', 1_000_000), 'addedProcedures.0.requestedUnits', text.addCptTooManyUnits);
    await expectRefused(decision.authorization, body(''), 'addedProcedures.0.cptCode', text.cptCodeRequired);
    await expectRefused(decision.authorization, body('27;47'), 'addedProcedures.0.cptCode', changeRefusals.invalidCptCode);
    const response = await update(body('27447'));
    expect(response.statusCode, response.body).toBe(200);
    expect((await calls.changeRequestsOf(decision.authorizationId)).at(-1)).toMatchObject({
      changeStatus: 2,
      kind: 'added-procedure',
      cptCode: '27447',
      units: 1,
    });
    const pending = (await calls.getAuthorization(decision.authorizationId, callers.provider)).pendingChanges.at(-1);
    expect(pending).toMatchObject({ kind: 'added-procedure', subject: expect.stringContaining('27447'), startDate: '2027-05-01' });
  });
});

describe('who may edit', () => {
  it('refuses edits of a group in the disable-auth-edits list', async () => {
    const [olivias] = await calls.authorizationsOf(await calls.qhidOf('M100000011'));
    const authorization = await calls.getAuthorization(olivias?.id as number, callers.provider);
    const procedure = authorization.service.procedures[0];
    const response = await update({
      id: authorization.id,
      authorizationId: authorization.authorizationId,
      additionalUnits: [{ procedureId: procedure?.id, requestedUnits: 2, startDate: '04/01/2027', endDate: '04/02/2027' }],
    });
    expect(response.statusCode).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(changeRefusals.editsDisabled);
    expect(await calls.changeRequestsOf(authorization.id)).toHaveLength(0);
  });

  it('answers 404 for another account’s authorization and for a number that is not the id’s; 403 for a limited user', async () => {
    const [others] = await calls.authorizationsOf(await calls.qhidOf('M100000002'));
    const decision = await procedureDecision(() => true);
    const units = [{ procedureId: 1, requestedUnits: 2, startDate: '04/01/2027', endDate: '04/02/2027' }];
    expect((await update({ id: others?.id, authorizationId: others?.authorizationNumber, additionalUnits: units })).statusCode).toBe(404);
    expect((await update({ id: decision.authorizationId, authorizationId: 'A-OTHER', additionalUnits: units })).statusCode).toBe(404);
    expect(
      (await update({ id: decision.authorizationId, authorizationId: decision.authorizationNumber, additionalUnits: units }, callers.limited)).statusCode,
    ).toBe(403);
    expect(await calls.changeRequestsOf(others?.id as number)).toHaveLength(0);
  });

  it('records an impersonating employee’s request on the provider’s behalf', async () => {
    const decision = await procedureDecision(() => true);
    const procedure = decision.authorization.service.procedures[0];
    const response = await update(
      {
        id: decision.authorizationId,
        authorizationId: decision.authorizationNumber,
        additionalUnits: [{ procedureId: procedure?.id, requestedUnits: 7, startDate: '06/01/2027', endDate: '06/02/2027' }],
      },
      callers.impersonating,
    );
    expect(response.statusCode, response.body).toBe(200);
    const change = (await calls.changeRequestsOf(decision.authorizationId)).at(-1);
    expect(change?.onBehalfOfAccountId).toBe(callers.providerId);
    expect(change?.accountId).not.toBe(callers.providerId);
  });
});
