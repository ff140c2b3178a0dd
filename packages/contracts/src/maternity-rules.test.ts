import { describe, expect, it } from 'vitest';
import {
  assessmentAnswerErrors,
  assessmentAnswersOf,
  babyAuthErrors,
  dueDateLabel,
  isAssessmentShown,
  maternityErrors,
  maternityFieldMatrix,
  maternityFieldStates,
  maternityStayOf,
  withDisabledFieldsCleared,
} from './maternity-rules.js';
import { type AuthorizationDraft, AuthorizationDraftSchema, BabyAuthSchema, type MaternityAssessment, MaternitySchema } from './submit-authorization.js';
import { authorizationDetailsErrors, coverageDateOf } from './authorization-details-rules.js';
import type { DraftContext } from './submit-authorization-rules.js';
import { submitAuthorizationMessages as text } from './submit-authorization-messages.js';

const today = '2026-11-25';
const context = (overrides: Partial<DraftContext> = {}): DraftContext => ({
  workflowId: 3,
  isAutomation: true,
  groupId: '3200',
  codesNotRequiringAuthorization: new Set(),
  today,
  ...overrides,
});
const maternity = (overrides: Record<string, unknown> = {}) => MaternitySchema.parse({ type: 'Future OB Admission', ...overrides });
const vaginalCodes = { diagnosisCodes: [{ value: 'O80' }], procedureCodes: [{ value: '59409' }] } as unknown as Pick<
  AuthorizationDraft,
  'diagnosisCodes' | 'procedureCodes'
>;
const m = text.maternity;

describe('maternity field matrix (spec 3 §5)', () => {
  it('requires, leaves optional and disables the fields of each type', () => {
    expect(maternityFieldMatrix('Future OB Admission')).toEqual({
      deliveryType: 'required',
      expectedDueDate: 'required',
      highRisk: 'required',
      babyGender: 'disabled',
      motherDischargeDate: 'disabled',
      babyDateOfBirth: 'disabled',
    });
    expect(maternityFieldMatrix('Post-delivery')).toEqual({
      deliveryType: 'required',
      babyGender: 'required',
      expectedDueDate: 'required',
      babyDateOfBirth: 'required',
      motherDischargeDate: 'optional',
      highRisk: 'disabled',
    });
    expect(maternityFieldMatrix('Newborn in NICU')).toEqual({
      deliveryType: 'required',
      babyGender: 'required',
      babyDateOfBirth: 'required',
      expectedDueDate: 'optional',
      motherDischargeDate: 'optional',
      highRisk: 'disabled',
    });
    expect(Object.values(maternityFieldMatrix('')).every((state) => state === 'disabled')).toBe(true);
  });

  it('disables high risk until a due date exists', () => {
    expect(maternityFieldStates(maternity({ expectedDueDate: '' })).highRisk).toBe('disabled');
    expect(maternityFieldStates(maternity({ expectedDueDate: '02/30/2027' })).highRisk).toBe('disabled');
    expect(maternityFieldStates(maternity({ expectedDueDate: '03/01/2027' })).highRisk).toBe('required');
  });

  it('clears what the type disables, and the pregnancy answer with high risk', () => {
    const entered = maternity({
      deliveryType: 'Vaginal',
      babyGender: 'Male',
      babyDateOfBirth: '11/20/2026',
      motherDischargeDate: '11/22/2026',
      expectedDueDate: '03/01/2027',
      highRisk: 'Yes',
      newPregnancy: true,
    });
    expect(withDisabledFieldsCleared(entered)).toMatchObject({
      deliveryType: 'Vaginal',
      expectedDueDate: '03/01/2027',
      highRisk: 'Yes',
      newPregnancy: true,
      babyGender: '',
      babyDateOfBirth: '',
      motherDischargeDate: '',
    });
    expect(withDisabledFieldsCleared({ ...entered, type: 'Post-delivery' })).toMatchObject({
      highRisk: '',
      newPregnancy: null,
      babyGender: 'Male',
      motherDischargeDate: '11/22/2026',
    });
    expect(withDisabledFieldsCleared({ ...entered, type: '' })).toMatchObject({ deliveryType: '', expectedDueDate: '', babyGender: '' });
  });

  it('labels the due date "Mother Admit Date" for types other than Future OB', () => {
    expect(dueDateLabel('Future OB Admission')).toBe('Expected Due Date');
    expect(dueDateLabel('Post-delivery')).toBe('Mother Admit Date');
    expect(dueDateLabel('Newborn in NICU')).toBe('Mother Admit Date');
  });
});

describe('maternity rules (spec 3 §5)', () => {
  it('requires a type ("Step 1")', () => {
    expect(maternityErrors(null, vaginalCodes, today)).toEqual({ 'maternity.type': m.typeRequired });
    expect(maternityErrors(maternity({ type: '' }), vaginalCodes, today)).toEqual({ 'maternity.type': m.typeRequired });
  });

  it('asks each type for its required fields with the spec’s messages', () => {
    expect(maternityErrors(maternity(), { diagnosisCodes: [], procedureCodes: [] }, today)).toEqual({
      'maternity.deliveryType': m.deliveryTypeRequired,
      'maternity.expectedDueDate': m.dueDateRequired,
    });
    expect(maternityErrors(maternity({ deliveryType: 'Vaginal', expectedDueDate: '03/01/2027' }), vaginalCodes, today)).toEqual({
      'maternity.highRisk': m.highRiskRequired,
    });
    expect(maternityErrors(maternity({ type: 'Post-delivery' }), vaginalCodes, today)).toEqual({
      'maternity.deliveryType': m.deliveryTypeRequired,
      'maternity.babyGender': m.babyGenderRequired,
      'maternity.expectedDueDate': m.dueDateRequired,
      'maternity.babyDateOfBirth': m.babyDateOfBirthRequired,
    });
    expect(maternityErrors(maternity({ type: 'Newborn in NICU' }), vaginalCodes, today)).toEqual({
      'maternity.deliveryType': m.deliveryTypeRequired,
      'maternity.babyGender': m.babyGenderRequired,
      'maternity.babyDateOfBirth': m.babyDateOfBirthRequired,
    });
  });

  it('accepts a complete request of each type', () => {
    expect(maternityErrors(maternity({ deliveryType: 'Vaginal', expectedDueDate: '03/01/2027', highRisk: 'No' }), vaginalCodes, today)).toEqual({});
    expect(
      maternityErrors(
        maternity({ type: 'Post-delivery', deliveryType: 'Vaginal', babyGender: 'Female', expectedDueDate: '11/20/2026', babyDateOfBirth: '11/20/2026' }),
        vaginalCodes,
        today,
      ),
    ).toEqual({});
    expect(
      maternityErrors(maternity({ type: 'Newborn in NICU', deliveryType: 'Vaginal', babyGender: 'Male', babyDateOfBirth: '11/25/2026' }), vaginalCodes, today),
    ).toEqual({});
  });

  it('refuses a NICU baby born in the future, a discharge before the admission and unreal dates', () => {
    const nicu = maternity({ type: 'Newborn in NICU', deliveryType: 'Vaginal', babyGender: 'Male', babyDateOfBirth: '11/26/2026' });
    expect(maternityErrors(nicu, vaginalCodes, today)).toEqual({ 'maternity.babyDateOfBirth': m.babyDateOfBirthInFuture });
    const post = maternity({
      type: 'Post-delivery',
      deliveryType: 'Vaginal',
      babyGender: 'Female',
      expectedDueDate: '11/20/2026',
      babyDateOfBirth: '11/20/2026',
      motherDischargeDate: '11/19/2026',
    });
    expect(maternityErrors(post, vaginalCodes, today)).toEqual({ 'maternity.motherDischargeDate': m.dischargeBeforeAdmit });
    expect(maternityErrors({ ...post, motherDischargeDate: '13/01/2026' }, vaginalCodes, today)).toEqual({
      'maternity.motherDischargeDate': text.service.invalidDate,
    });
  });

  it('requires the codes the delivery type presets', () => {
    const cesarean = maternity({ deliveryType: 'Cesarean Section', expectedDueDate: '03/01/2027', highRisk: 'No' });
    expect(maternityErrors(cesarean, vaginalCodes, today)).toEqual({ 'diagnosisCodes.0.value': m.presetCodes('O82', '59514') });
    expect(maternityErrors(cesarean, { diagnosisCodes: [{ value: 'o82' }], procedureCodes: [{ value: '59514' }] } as never, today)).toEqual({});
  });
});

describe('assessment (spec 3 §4)', () => {
  const assessment: MaternityAssessment = {
    currentDeliveryDate: '03/01/2027',
    questionGroups: [
      {
        label: 'History',
        uiHintTypeId: 1,
        questions: [
          {
            id: 1,
            question: 'Earlier preterm birth?',
            options: [
              { text: 'Yes', value: 'Y' },
              { text: 'No', value: 'N' },
            ],
            answer: 'Y',
          },
          {
            id: 2,
            question: 'Twins?',
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

  it('shows only for Not Sure, with questions, once the pregnancy question is settled', () => {
    expect(isAssessmentShown({ highRisk: 'Not Sure', newPregnancy: null }, assessment)).toBe(false);
    expect(isAssessmentShown({ highRisk: 'Not Sure', newPregnancy: true }, assessment)).toBe(true);
    expect(isAssessmentShown({ highRisk: 'Yes', newPregnancy: true }, assessment)).toBe(false);
    expect(isAssessmentShown({ highRisk: 'Not Sure', newPregnancy: null }, { ...assessment, currentDeliveryDate: null })).toBe(true);
    expect(isAssessmentShown({ highRisk: 'Not Sure', newPregnancy: null }, { currentDeliveryDate: null, questionGroups: [] })).toBe(false);
  });

  it('reduces answers to id and answer, and accepts only offered answers', () => {
    expect(assessmentAnswersOf(assessment)).toEqual([{ id: 1, answer: 'Y' }]);
    expect(assessmentAnswerErrors([{ id: 1, answer: 'N' }], assessment.questionGroups)).toEqual({});
    expect(assessmentAnswerErrors([{ id: 1, answer: 'maybe' }], assessment.questionGroups)).toEqual({ 'maternity.assessment': m.answerInvalid });
    expect(assessmentAnswerErrors([{ id: 99, answer: 'Y' }], assessment.questionGroups)).toEqual({ 'maternity.assessment': m.answerInvalid });
  });
});

describe('baby authorization (spec 3 §5)', () => {
  const baby = (overrides: Record<string, unknown> = {}) =>
    BabyAuthSchema.parse({
      babyProvider: { id: 7, name: 'Dr. A', networkStatus: 'In-Network', fax: '916-555-0100' },
      babyFacility: { id: 8, name: 'Hospital', networkStatus: 'In-Network', isFacility: true },
      babyDiagnosisCodes: [{ value: 'P07.38' }],
      service: { placeOfService: '21' },
      babyStartDate: '11/20/2026',
      babyEndDate: '11/30/2026',
      babyRequestInfo: { urContactOrFacility: 'NICU charge nurse' },
      ...overrides,
    });

  it('accepts a complete baby authorization', () => {
    expect(babyAuthErrors(baby(), context())).toEqual({});
  });

  it('requires the start date, its order, the UR contact, a baby place of service, the diagnosis and the lookups', () => {
    expect(babyAuthErrors(null, context())).toEqual({ 'maternity.babyAuth.babyStartDate': text.babyAuth.startRequired });
    expect(
      babyAuthErrors(
        baby({
          babyProvider: {},
          babyFacility: { id: 9, name: 'Dr. B', networkStatus: 'In-Network' },
          babyDiagnosisCodes: [{ value: '' }],
          service: { placeOfService: '11' },
          babyStartDate: '',
          babyRequestInfo: { urContactOrFacility: ' ', extension: '12a', phone: '555' },
        }),
        context(),
      ),
    ).toEqual({
      'maternity.babyAuth.service.placeOfService': text.service.placeOfServiceRequired,
      'maternity.babyAuth.babyProvider.name': "Baby's Provider is required.",
      'maternity.babyAuth.babyDiagnosisCodes.0.value': 'ICD10 Code is required.',
      'maternity.babyAuth.babyStartDate': text.babyAuth.startRequired,
      'maternity.babyAuth.babyRequestInfo.urContactOrFacility': text.babyAuth.urContactRequired,
      'maternity.babyAuth.babyRequestInfo.extension': text.requestedBy.extensionInvalid,
      'maternity.babyAuth.babyRequestInfo.phone': text.requestedBy.phoneInvalid,
    });
    expect(babyAuthErrors(baby({ babyStartDate: '12/01/2026' }), context())).toEqual({ 'maternity.babyAuth.babyStartDate': text.service.startAfterEnd });
    // An inpatient baby stay names a facility, not a provider.
    expect(
      babyAuthErrors(baby({ babyFacility: { id: 9, name: 'Dr. B', networkStatus: 'In-Network' } }), context())['maternity.babyAuth.babyFacility.name'],
    ).toBe(text.provider.inpatientNeedsFacility);
    const longContact = baby();
    longContact.babyRequestInfo.urContactOrFacility = 'x'.repeat(101);
    expect(babyAuthErrors(longContact, context())).toEqual({ 'maternity.babyAuth.babyRequestInfo.urContactOrFacility': text.babyAuth.urContactTooLong });
  });
});

describe('maternity in the whole request', () => {
  const request = (overrides: Record<string, unknown> = {}) =>
    AuthorizationDraftSchema.parse({
      service: { placeOfService: '21' },
      diagnosisCodes: [{ value: 'O80' }],
      procedureCodes: [{ value: '59409' }],
      provider: { id: 7, name: 'Dr. A', networkStatus: 'In-Network', fax: '916-555-0100' },
      facility: { id: 8, name: 'Hospital', networkStatus: 'In-Network', isFacility: true },
      request: { firstName: 'Dana', lastName: 'W', phone: '916-555-0123', fax: '916-555-0199' },
      maternity: { type: 'Newborn in NICU', deliveryType: 'Vaginal', babyGender: 'Male', babyDateOfBirth: '11/24/2026' },
      ...overrides,
    });

  it('checks maternity only for workflow 3, without procedure dates, and the baby only for Newborn in NICU', () => {
    expect(authorizationDetailsErrors(request(), context())).toEqual({ 'maternity.babyAuth.babyStartDate': text.babyAuth.startRequired });
    expect(
      authorizationDetailsErrors(
        request({
          maternity: { type: 'Post-delivery', deliveryType: 'Vaginal', babyGender: 'Male', babyDateOfBirth: '11/24/2026', expectedDueDate: '11/24/2026' },
        }),
        context(),
      ),
    ).toEqual({});
    expect(authorizationDetailsErrors(request({ maternity: null }), context())).toEqual({ 'maternity.type': m.typeRequired });
    expect(
      authorizationDetailsErrors(
        request({ maternity: null, procedureCodes: [{ value: '29881', expectedStartDate: '11/24/2026', expectedEndDate: '11/24/2026' }] }),
        context({ workflowId: 1 }),
      ),
    ).toEqual({});
  });

  it('counts the stay from the card: the due date or admission, to the discharge or the standard stay', () => {
    expect(maternityStayOf(maternity({ deliveryType: 'Vaginal', expectedDueDate: '03/01/2027' }))).toEqual({ from: '2027-03-01', to: '2027-03-03' });
    expect(maternityStayOf(maternity({ deliveryType: 'Cesarean Section', expectedDueDate: '03/01/2027' }))).toEqual({ from: '2027-03-01', to: '2027-03-05' });
    expect(maternityStayOf(maternity({ type: 'Post-delivery', expectedDueDate: '11/20/2026', motherDischargeDate: '11/27/2026' }))).toEqual({
      from: '2026-11-20',
      to: '2026-11-27',
    });
    expect(maternityStayOf(maternity({ type: 'Newborn in NICU', deliveryType: 'Vaginal', babyDateOfBirth: '11/24/2026' }))).toEqual({
      from: '2026-11-24',
      to: '2026-11-26',
    });
    expect(maternityStayOf(maternity())).toBeNull();
    expect(coverageDateOf(request())).toBe('2026-11-24');
  });
});
