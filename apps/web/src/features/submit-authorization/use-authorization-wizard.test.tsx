import {
  apiPrefix,
  type AuthorizationDraft,
  authorizationDraftEndpoints,
  endpointPath,
  idempotencyKeyHeader,
  memberEndpoints,
  type RequestType,
  type Settings,
  submitAuthorizationEndpoints,
  submitAuthorizationMessages as text,
  uploadedFileStates,
  wizardClinicalsMessages,
} from '@portal/contracts';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser, settings as baseSettings } from '../../test/fixtures';
import { stubApi } from '../../test/render-app';
import { deleteKey, pdf, saveKey as clinicalsSaveKey, stubPutTransport, uploadHandlers } from '../../ui/clinical-uploader/clinical-uploader-test-data';
import { emptyDraft } from './authorization-draft';
import { emptyGroupLists, renderWizardHook, wizardMember } from './wizard-test-data';

const member = wizardMember;
const groupLists = emptyGroupLists;
const settings = { ...baseSettings, groupLists, aerialOutage: { isEnabled: false, message: 'Down for maintenance.' } } as Settings;
const dme: RequestType = {
  name: 'Durable Medical Equipment',
  description: '',
  authorizationWorkflowId: 4,
  posCodes: [{ code: '12b', description: 'Home - DME', requireUnits: true, isInpatient: false }],
  trackingKey: 'Dme',
  resourceKey: '',
};

/** A complete DME request (automation on: member group 100 is not excluded). */
function completeDraft(): AuthorizationDraft {
  const draft = emptyDraft(dme, null);
  return {
    ...draft,
    diagnosisCodes: [{ ...draft.diagnosisCodes[0]!, value: 'G47.33', description: 'Obstructive sleep apnea' }],
    procedureCodes: [
      { value: 'E0601', description: 'CPAP', requestedUnits: '1', unitDescription: 'Months', expectedStartDate: '03/05/2026', expectedEndDate: '06/05/2026' },
    ],
    provider: { ...draft.provider, id: 11, name: 'Dr. A', networkStatus: 'In-Network', fax: '916-555-0100' },
    facility: { ...draft.facility, same: true },
    request: { firstName: 'Dana', lastName: 'W', phone: '916-555-0123', extension: '', fax: '916-555-0199', notes: '' },
    dme: { type: 'Rental', price: '89.50' },
  };
}

const saveKey = `POST ${apiPrefix}${endpointPath(submitAuthorizationEndpoints.save)}`;
const coverageKey = `POST ${apiPrefix}${endpointPath(memberEndpoints.coverageCheck)}`;
const saved = {
  status: 'success',
  error: '',
  authId: 9,
  authStatus: 'Approved',
  authorizationId: '2026030000009',
  owner: 'UM',
  linkedAuths: [],
  babyAuthorizationIdentifier: null,
  babyAuthorizationStatus: null,
  babyQhid: null,
};

function renderWizard(overrides: Partial<Settings> = {}) {
  return renderWizardHook({ settings: { ...settings, ...overrides }, codesNotRequiringAuthorization: ['99213'] });
}

async function toReview(wizard: ReturnType<typeof renderWizard>['result']) {
  act(() => wizard.current.chooseType(dme));
  act(() => wizard.current.next());
  act(() => wizard.current.form.setValues(completeDraft()));
  await act(async () => wizard.current.next());
}

beforeEach(() => setCurrentUser(approvedUser));

describe('useAuthorizationWizard', () => {
  it('stays on the details with the spec’s messages while the draft is incomplete', async () => {
    const calls = stubApi({});
    const { result } = renderWizard();
    act(() => result.current.chooseType(dme));
    act(() => result.current.next());
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('details');
    expect(result.current.banner).toBe(text.invalidForm);
    expect(result.current.form.errors).toMatchObject({ 'dme.type': text.dme.typeRequired, 'request.fax': text.requestedBy.faxRequired });
    // Only the draft kept as the user goes (and the profile it fills from): no check of the incomplete details.
    expect(calls.filter((call) => !call.key.includes('/auth/drafts/') && !call.key.includes('/profile'))).toEqual([]);
  });

  it('keeps the last change in the draft when the user leaves within the pause after it', async () => {
    const draftSaves = `${apiPrefix}${endpointPath(authorizationDraftEndpoints.create)}`;
    const calls = stubApi({
      [`POST ${draftSaves}`]: ({ body }) => ({
        body: { ...(body as object), id: 41, updatedAt: '2026-03-05T17:00:00Z', expiresAt: '2026-04-04T17:00:00Z', updatedByName: 'Dana W' },
      }),
      [`PUT ${apiPrefix}${endpointPath(authorizationDraftEndpoints.update, { id: 41 })}`]: ({ body }) => ({
        body: { ...(body as object), id: 41, updatedAt: '2026-03-05T17:00:01Z', expiresAt: '2026-04-04T17:00:01Z', updatedByName: 'Dana W' },
      }),
    });
    const { result, unmount } = renderWizard();
    act(() => result.current.chooseType(dme));
    act(() => result.current.next());
    // The step's own save (at once) has gone; then a code is chosen and the page left at once, within the pause.
    await waitFor(() => expect(calls.some((call) => call.key === `POST ${draftSaves}`)).toBe(true));
    act(() => result.current.form.setFieldValue('diagnosisCodes.0.value', 'G47.33'));
    unmount();
    await waitFor(() => expect(calls.some((call) => call.key.startsWith('PUT ') && JSON.stringify(call.body).includes('G47.33'))).toBe(true));
  });

  it('stops on the details when the member has no coverage on the service date, with the group’s number', async () => {
    stubApi({ [coverageKey]: () => ({ body: { hasCoverage: false, phoneNumber: '800-555-1410' } }) });
    const { result } = renderWizard();
    await toReview(result);
    expect(result.current.state.step).toBe('details');
    expect(result.current.banner).toBe(text.service.noCoverage('800-555-1410'));
  });

  it('retries a submission after a network error with the same Idempotency-Key, and uses a new one for the next request', async () => {
    let attempts = 0;
    const calls = stubApi({
      [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }),
      [saveKey]: () => {
        attempts += 1;
        if (attempts === 1) throw new TypeError('Failed to fetch');
        return { body: saved };
      },
    });
    const { result } = renderWizard();
    await toReview(result);
    expect(result.current.state.step).toBe('review');
    expect(calls.find((call) => call.key === coverageKey)?.body).toEqual({ qhid: member.qhid, expectedServiceDate: '03/05/2026' });

    await act(async () => result.current.next());
    expect(result.current.state.message).toEqual({ title: text.errorModalTitle, text: text.save.failed });
    expect(result.current.state.step).toBe('review');
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('done');
    expect(result.current.state.response?.authorizationId).toBe('2026030000009');

    const keys = calls.filter((call) => call.key === saveKey).map((call) => call.headers.get(idempotencyKeyHeader));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(calls.filter((call) => call.key === saveKey)[1]?.body).toMatchObject({
      qhid: member.qhid,
      authorizationWorkflowId: 4,
      dme: { type: 'Rental', price: '89.50' },
      unplannedAdmission: null,
    });

    act(() => result.current.reset());
    await toReview(result);
    await act(async () => result.current.next());
    const third = calls.filter((call) => call.key === saveKey)[2]?.headers.get(idempotencyKeyHeader);
    expect(third).toBeTruthy();
    expect(third).not.toBe(keys[0]);
  });

  it('opens the maintenance modal instead of choosing an automated type while the outage flag is on', () => {
    stubApi({});
    const { result } = renderWizard({ aerialOutage: { isEnabled: true, message: 'Down for maintenance.' } });
    act(() => result.current.chooseType(dme));
    expect(result.current.state.requestType).toBeNull();
    expect(result.current.state.message).toEqual({ title: text.maintenanceTitle, text: 'Down for maintenance.' });
  });

  it('goes back to the details with the server’s field messages when the server refuses the request', async () => {
    stubApi({
      [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }),
      [saveKey]: () => ({
        status: 400,
        body: { code: 'VALIDATION', message: text.invalidForm, fieldErrors: { 'procedureCodes.0.value': [text.codes.unknownCode('CPT Code')] } },
      }),
    });
    const { result } = renderWizard();
    await toReview(result);
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('details');
    expect(result.current.form.errors['procedureCodes.0.value']).toBe(text.codes.unknownCode('CPT Code'));
  });

  it('puts Clinicals before Review without automation, and needs a file or the opt-out to go on', async () => {
    const calls = stubApi({
      [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }),
      [saveKey]: () => ({ body: { ...saved, authStatus: 'Pending' } }),
    });
    // DME is automated unless the group is excluded: excluding Maria's group turns automation off.
    const { result } = renderWizard({ groupLists: { ...groupLists, dmeExclusionGroups: [member.groupId] } });
    await toReview(result);
    // Without automation the service dates are asked for too.
    act(() => result.current.form.setFieldValue('service', { placeOfService: '12b', expectedStartDate: '03/05/2026', expectedEndDate: '06/05/2026' }));
    await act(async () => result.current.next());
    expect(result.current.form.errors).toEqual({});
    expect(result.current.steps).toEqual(['requestType', 'details', 'clinicals', 'review', 'done']);
    expect(result.current.state.step).toBe('clinicals');
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('clinicals');
    expect(result.current.clinicalsMessage).toBe(wizardClinicalsMessages.required);
    act(() => result.current.setOptedOut(true));
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('review');
    act(() => result.current.back());
    expect(result.current.state.step).toBe('clinicals');
    await act(async () => result.current.next());
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('done');
    expect(calls.filter((call) => call.key === saveKey)).toHaveLength(1);
  });

  it('carries the CPT code checked on Request Type into the first procedure of a type that has one', () => {
    stubApi({});
    const { result } = renderWizard();
    act(() => result.current.checkCpt({ code: 'E0601', description: 'Continuous positive airway pressure device' }));
    act(() => result.current.chooseType(dme));
    act(() => result.current.next());
    expect(result.current.state.step).toBe('details');
    expect(result.current.form.getValues().procedureCodes[0]).toMatchObject({ value: 'E0601', description: 'Continuous positive airway pressure device' });
  });

  it('does not carry a checked code that needs no authorization, nor into a type without procedures', () => {
    stubApi({});
    const { result } = renderWizard();
    act(() => result.current.checkCpt({ code: '99213', description: 'Office visit' }));
    act(() => result.current.chooseType(dme));
    act(() => result.current.next());
    expect(result.current.form.getValues().procedureCodes[0]?.value).toBe('');

    const unplanned: RequestType = { ...dme, name: 'Unplanned Admission', authorizationWorkflowId: 2, trackingKey: 'Unplanned' };
    const second = renderWizard();
    act(() => second.result.current.checkCpt({ code: 'E0601', description: 'CPAP' }));
    act(() => second.result.current.chooseType(unplanned));
    act(() => second.result.current.next());
    expect(second.result.current.form.getValues().procedureCodes).toEqual([]);
  });

  it('takes the Clinicals banner away as soon as the step may go on, without another Next', async () => {
    stubApi({ [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }) });
    const { result } = renderWizard({ groupLists: { ...groupLists, dmeExclusionGroups: [member.groupId] } });
    await toReview(result);
    act(() => result.current.form.setFieldValue('service', { placeOfService: '12b', expectedStartDate: '03/05/2026', expectedEndDate: '06/05/2026' }));
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('clinicals');
    await act(async () => result.current.next());
    expect(result.current.clinicalsMessage).toBe(wizardClinicalsMessages.required);
    act(() => result.current.setOptedOut(true));
    expect(result.current.clinicalsMessage).toBeNull();
    act(() => result.current.setOptedOut(false));
    // The step still may not go on: the refused Next's message is back.
    expect(result.current.clinicalsMessage).toBe(wizardClinicalsMessages.required);
  });

  it('adds Clinicals after a submission that automation pended, for the new authorization, and no Back from there', async () => {
    stubApi({ [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }), [saveKey]: () => ({ body: { ...saved, authStatus: 'Pending' } }) });
    const { result } = renderWizard();
    await toReview(result);
    expect(result.current.state.step).toBe('review');
    await act(async () => result.current.next());
    expect(result.current.steps).toEqual(['requestType', 'details', 'review', 'clinicals', 'done']);
    expect(result.current.state.step).toBe('clinicals');
    expect(result.current.state.response).not.toBeNull();
    expect(result.current.clinicals.submittedNumbers).toEqual(['2026030000009']);
    expect(result.current.clinicals.lists.map((list) => list.label)).toEqual(['Clinical — Authorization # 2026030000009']);
    act(() => result.current.back());
    expect(result.current.state.step).toBe('clinicals');
    act(() => result.current.setOptedOut(true));
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('done');
  });

  it('without automation, adds Clinicals after the submission for a linked authorization not approved only, which Cancel skips', async () => {
    const linked = { authIdentifier: '2026030000010', requestStatus: 'Pending Review' };
    stubApi({
      [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }),
      [saveKey]: () => ({ body: { ...saved, authStatus: 'Pending', linkedAuths: [linked] } }),
    });
    const { result } = renderWizard({ groupLists: { ...groupLists, dmeExclusionGroups: [member.groupId] } });
    await toReview(result);
    act(() => result.current.form.setFieldValue('service', { placeOfService: '12b', expectedStartDate: '03/05/2026', expectedEndDate: '06/05/2026' }));
    await act(async () => result.current.next());
    act(() => result.current.setOptedOut(true));
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('review');
    await act(async () => result.current.next());
    // The request's own clinicals came before Review: only the linked authorization is offered.
    expect(result.current.state.step).toBe('clinicals');
    expect(result.current.clinicals.lists.map((list) => list.label)).toEqual([`Clinical — Linked Authorization # ${linked.authIdentifier}`]);
    act(() => result.current.skipClinicals());
    expect(result.current.state.step).toBe('done');
    expect(result.current.state.response?.linkedAuths).toEqual([linked]);
  });

  it('makes the file chosen before Review a document of the new authorization, and when it cannot be attached says so and deletes it', async () => {
    for (const isAttached of [true, false]) {
      stubPutTransport();
      const calls = stubApi({
        ...uploadHandlers(),
        [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }),
        [saveKey]: () => ({ body: { ...saved, authStatus: 'Pending' } }),
        ...(isAttached ? {} : { [clinicalsSaveKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } }) }),
      });
      const { result } = renderWizard({ groupLists: { ...groupLists, dmeExclusionGroups: [member.groupId] } });
      await toReview(result);
      act(() => result.current.form.setFieldValue('service', { placeOfService: '12b', expectedStartDate: '03/05/2026', expectedEndDate: '06/05/2026' }));
      await act(async () => result.current.next());
      act(() => result.current.clinicals.lists[0]?.uploader.addFiles([pdf('sleep-study.pdf')]));
      await waitFor(() => expect(result.current.clinicals.files[0]?.state).toBe(uploadedFileStates.complete));
      await act(async () => result.current.next());
      expect(result.current.state.step).toBe('review');
      await act(async () => result.current.next());

      expect(result.current.state.step).toBe('done');
      expect(calls.find((call) => call.key === clinicalsSaveKey)?.body).toMatchObject({
        qhid: member.qhid,
        authId: 9,
        authorizationId: '2026030000009',
        owner: 'UM',
      });
      expect(result.current.state.message).toEqual(isAttached ? null : { title: text.errorModalTitle, text: wizardClinicalsMessages.attachFailed });
      await waitFor(() => expect(calls.some((call) => call.key === deleteKey(1))).toBe(!isAttached));
    }
  });
});
