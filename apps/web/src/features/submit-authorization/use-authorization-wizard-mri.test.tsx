import {
  apiPrefix,
  type AuthorizationDraft,
  endpointPath,
  memberEndpoints,
  type RequestType,
  type Settings,
  submitAuthorizationEndpoints,
  submitAuthorizationMessages as text,
} from '@portal/contracts';
import { act } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser, settings as baseSettings } from '../../test/fixtures';
import { stubApi } from '../../test/render-app';
import { emptyDraft } from './authorization-draft';
import { renderWizardHook, wizardMember } from './wizard-test-data';

/** Maria (born 1985) in a group with automation for standard requests, so that Review follows the questionnaire. */
const member = wizardMember;
const groupLists = {
  standardWorkflowGroups: [member.groupId],
  unplannedWorkflowGroups: [],
  maternityWorkflowGroups: [],
  dmeExclusionGroups: [],
  disableAuthEditsGroups: [],
  postSubmissionExclusionGroups: [],
};
const settings = { ...baseSettings, groupLists, aerialOutage: { isEnabled: false, message: '' } } as Settings;
const standard: RequestType = {
  name: 'Standard Authorization',
  description: '',
  authorizationWorkflowId: 1,
  posCodes: [{ code: '22', description: 'On Campus - Outpatient Hospital', requireUnits: true, isInpatient: false }],
  trackingKey: 'Standard',
  resourceKey: '',
};

function completeDraft(code: string): AuthorizationDraft {
  const draft = emptyDraft(standard, null);
  return {
    ...draft,
    service: { placeOfService: '22', expectedStartDate: '', expectedEndDate: '' },
    diagnosisCodes: [{ ...draft.diagnosisCodes[0]!, value: 'G43.909', description: 'Migraine' }],
    procedureCodes: [
      { value: code, description: 'MRI brain', requestedUnits: '1', unitDescription: 'Units', expectedStartDate: '03/05/2026', expectedEndDate: '03/12/2026' },
    ],
    provider: { ...draft.provider, id: 11, name: 'Dr. A', networkStatus: 'In-Network', fax: '916-555-0100' },
    facility: { ...draft.facility, same: true },
    request: { firstName: 'Dana', lastName: 'W', phone: '916-555-0123', extension: '', fax: '916-555-0199', notes: '' },
  };
}

const coverageKey = `POST ${apiPrefix}${endpointPath(memberEndpoints.coverageCheck)}`;
const saveKey = `POST ${apiPrefix}${endpointPath(submitAuthorizationEndpoints.save)}`;
const specialtyKey = `GET ${apiPrefix}${endpointPath(submitAuthorizationEndpoints.mriProviderSpecialty, { id: 11 })}`;
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
const lists = { mriCodes: ['70551'], spineCodes: ['63030'] };

function renderWizard() {
  return renderWizardHook({ settings }, lists);
}

async function leaveDetailsWith(wizard: ReturnType<typeof renderWizard>['result'], code: string) {
  act(() => wizard.current.chooseType(standard));
  act(() => wizard.current.next());
  act(() => wizard.current.form.setValues(completeDraft(code)));
  await act(async () => wizard.current.next());
}

beforeEach(() => setCurrentUser(approvedUser));

describe('the Questionnaire step of useAuthorizationWizard', () => {
  it('is inserted after the details for an adult’s MRI, asks every question on Next, and sends the answers', async () => {
    const calls = stubApi({
      [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }),
      [specialtyKey]: () => ({ body: false }),
      [saveKey]: () => ({ body: saved }),
    });
    const { result } = renderWizard();
    await leaveDetailsWith(result, '70551');
    expect(result.current.state.step).toBe('questionnaire');
    expect(result.current.steps).toEqual(['requestType', 'details', 'questionnaire', 'review', 'done']);
    expect(result.current.state.isMriRelated).toBe(true);

    act(() => result.current.next());
    expect(result.current.state.step).toBe('questionnaire');
    expect(result.current.form.errors['mriQuestions.xrayAnswer']).toBe(text.mri.answerRequired);
    expect(result.current.banner).toBe(text.invalidForm);

    act(() => result.current.form.setFieldValue('mriQuestions', { xrayAnswer: false, painAnswer: true, therapyAnswer: true, activityAnswer: false }));
    act(() => result.current.next());
    expect(result.current.state.step).toBe('review');
    act(() => result.current.back());
    expect(result.current.state.step).toBe('questionnaire');
    act(() => result.current.next());
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('done');
    expect(calls.find((call) => call.key === saveKey)?.body).toMatchObject({
      mriQuestions: { xrayAnswer: false, painAnswer: true, therapyAnswer: true, activityAnswer: false },
    });
  });

  it('is removed, and its answers cleared, when the provider has an MRI specialty', async () => {
    const calls = stubApi({
      [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }),
      [specialtyKey]: () => ({ body: true }),
      [saveKey]: () => ({ body: saved }),
    });
    const { result } = renderWizard();
    await leaveDetailsWith(result, '70551');
    expect(result.current.state.step).toBe('review');
    expect(result.current.steps).not.toContain('questionnaire');
    await act(async () => result.current.next());
    expect(calls.find((call) => call.key === saveKey)?.body).toMatchObject({ mriQuestions: null });
  });

  it('is dropped again when the details change to a code on neither list', async () => {
    stubApi({ [coverageKey]: () => ({ body: { hasCoverage: true, phoneNumber: '' } }), [specialtyKey]: () => ({ body: false }) });
    const { result } = renderWizard();
    await leaveDetailsWith(result, '70551');
    act(() => result.current.form.setFieldValue('mriQuestions.painAnswer', true));
    act(() => result.current.back());
    expect(result.current.state.step).toBe('details');
    act(() => result.current.form.setFieldValue('procedureCodes.0.value', '97110'));
    await act(async () => result.current.next());
    expect(result.current.state.step).toBe('review');
    expect(result.current.form.getValues().mriQuestions).toBeNull();
  });
});
