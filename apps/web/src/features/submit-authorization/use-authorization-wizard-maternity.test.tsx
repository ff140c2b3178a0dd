import { apiPrefix, endpointPath, type RequestType, type Settings, submitAuthorizationEndpoints } from '@portal/contracts';
import { act, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setCurrentUser } from '../../session/current-user-store';
import { approvedUser, settings as baseSettings } from '../../test/fixtures';
import { stubApi } from '../../test/render-app';
import { toSaveRequest } from './authorization-draft';
import { emptyGroupLists, renderWizardHook, wizardMember } from './wizard-test-data';

const member = wizardMember;
const groupLists = emptyGroupLists;
const settings = { ...baseSettings, groupLists, aerialOutage: { isEnabled: false, message: '' }, isBabyAuthorizationUi: true } as Settings;
const maternity: RequestType = {
  name: 'Maternity',
  description: '',
  authorizationWorkflowId: 3,
  posCodes: [{ code: '21', description: 'Inpatient - Hospital', requireUnits: false, isInpatient: true }],
  trackingKey: 'Maternity',
  resourceKey: '',
};
const assessmentKey = `GET ${apiPrefix}${endpointPath(submitAuthorizationEndpoints.maternityAssessment, { qhid: member.qhid })}`;
const assessment = {
  currentDeliveryDate: null,
  questionGroups: [
    {
      label: 'History',
      uiHintTypeId: 1,
      questions: [
        {
          id: 101,
          question: 'Preterm birth?',
          options: [
            { text: 'Yes', value: 'Y' },
            { text: 'No', value: 'N' },
          ],
          answer: '',
        },
      ],
    },
  ],
};

const renderWizard = () => renderWizardHook({ settings });

beforeEach(() => setCurrentUser(approvedUser));

describe('maternity in the wizard (spec 3 §4)', () => {
  it('loads the assessment questions when maternity is chosen, and sends only the answers asked', async () => {
    stubApi({ [assessmentKey]: () => ({ body: assessment }) });
    const { result } = renderWizard();
    act(() => result.current.chooseType(maternity));
    await waitFor(() => expect(result.current.maternityAssessment).toEqual(assessment));
    expect(result.current.form.getValues().maternity?.assessment).toEqual(assessment);
    expect(result.current.form.getValues().service.placeOfService).toBe('21');

    act(() => result.current.form.setFieldValue('maternity.type', 'Future OB Admission'));
    act(() => result.current.form.setFieldValue('maternity.highRisk', 'Not Sure'));
    act(() => result.current.form.setFieldValue('maternity.assessment.questionGroups.0.questions.0.answer', 'Y'));
    const body = toSaveRequest(result.current.form.getValues(), member.qhid, maternity);
    expect(body.maternity?.assessment).toEqual([{ id: 101, answer: 'Y' }]);
    // The baby's card is sent only for Newborn in NICU.
    expect(body.maternity?.babyAuth).toBeNull();
    act(() => result.current.form.setFieldValue('maternity.type', 'Newborn in NICU'));
    expect(toSaveRequest(result.current.form.getValues(), member.qhid, maternity).maternity?.babyAuth).not.toBeNull();
    expect(toSaveRequest(result.current.form.getValues(), member.qhid, maternity, false).maternity?.babyAuth).toBeNull();
  });

  it('resets the wizard when the questions cannot be loaded', async () => {
    stubApi({ [assessmentKey]: () => ({ status: 500, body: { code: 'INTERNAL', message: 'down' } }) });
    const { result } = renderWizard();
    act(() => result.current.chooseType(maternity));
    await waitFor(() => expect(result.current.state.requestType).toBeNull());
    expect(result.current.state.step).toBe('requestType');
    expect(result.current.maternityAssessment).toBeNull();
  });
});
