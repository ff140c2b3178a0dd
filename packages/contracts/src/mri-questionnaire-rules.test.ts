import { describe, expect, it } from 'vitest';
import { emptyMriQuestions, MriQuestionsSchema } from './mri-questionnaire.js';
import {
  isMriQuestionnaireRequired,
  isMriRelated,
  type MriQuestionnaireFacts,
  mriQuestionnaireErrors,
  mriQuestionnaireNote,
} from './mri-questionnaire-rules.js';
import { AuthorizationDraftSchema } from './submit-authorization.js';
import { submitAuthorizationMessages } from './submit-authorization-messages.js';

const text = submitAuthorizationMessages.mri;
const mriCodes = ['70551', '72148', '73721'];
const spineCodes = ['22551', '63030', '64483'];

/** An adult's outpatient standard request for a brain MRI: required; each case changes one fact. */
const facts = (overrides: Partial<MriQuestionnaireFacts> = {}): MriQuestionnaireFacts => ({
  workflowId: 1,
  placeOfService: '22',
  memberDob: '1985-04-12',
  procedureCodes: ['70551'],
  mriCodes,
  spineCodes,
  today: '2026-11-25',
  ...overrides,
});

describe('isMriQuestionnaireRequired (spec 3 §5)', () => {
  it('is required for an adult, outpatient, standard request with a code of the MRI list', () => {
    expect(isMriQuestionnaireRequired(facts())).toBe(true);
  });

  it('needs an age of at least 18 on the day: 17 the day before the 18th birthday, 18 on it', () => {
    expect(isMriQuestionnaireRequired(facts({ memberDob: '2008-11-26' }))).toBe(false);
    expect(isMriQuestionnaireRequired(facts({ memberDob: '2008-11-25' }))).toBe(true);
  });

  it('is not required for an inpatient place of service, and is for every other one', () => {
    expect(isMriQuestionnaireRequired(facts({ placeOfService: '21' }))).toBe(false);
    expect(isMriQuestionnaireRequired(facts({ placeOfService: '61' }))).toBe(false);
    expect(isMriQuestionnaireRequired(facts({ placeOfService: '11' }))).toBe(true);
    expect(isMriQuestionnaireRequired(facts({ placeOfService: '22d' }))).toBe(true);
  });

  it('is for workflow 1 only', () => {
    for (const workflowId of [2, 3, 4]) expect(isMriQuestionnaireRequired(facts({ workflowId })), String(workflowId)).toBe(false);
  });

  it('needs a code of the MRI or the spine list, compared case-insensitively, in any position', () => {
    expect(isMriQuestionnaireRequired(facts({ procedureCodes: ['97110'] }))).toBe(false);
    expect(isMriQuestionnaireRequired(facts({ procedureCodes: [] }))).toBe(false);
    expect(isMriQuestionnaireRequired(facts({ procedureCodes: ['97110', '63030'] }))).toBe(true);
    expect(isMriQuestionnaireRequired(facts({ procedureCodes: ['e0601'], mriCodes: ['E0601'] }))).toBe(true);
    expect(isMriQuestionnaireRequired(facts({ procedureCodes: [' 72148 '] }))).toBe(true);
  });

  it('is not required without a date of birth', () => {
    expect(isMriQuestionnaireRequired(facts({ memberDob: '' }))).toBe(false);
  });
});

describe('isMriRelated: the x-ray question', () => {
  it('is asked for a code of the MRI list, not for a spine-only request', () => {
    expect(isMriRelated(['70551'], mriCodes)).toBe(true);
    expect(isMriRelated(['63030', '73721'], mriCodes)).toBe(true);
    expect(isMriRelated(['63030'], mriCodes)).toBe(false);
    expect(isMriRelated(['g0008'], ['G0008'])).toBe(true);
  });
});

describe('mriQuestionnaireErrors (spec 3 §5 valid when)', () => {
  const answered = { xrayAnswer: true, painAnswer: false, therapyAnswer: true, activityAnswer: false };

  it('asks every question of an MRI request, each with its own message', () => {
    expect(mriQuestionnaireErrors(emptyMriQuestions(), true)).toEqual({
      'mriQuestions.xrayAnswer': text.answerRequired,
      'mriQuestions.painAnswer': text.answerRequired,
      'mriQuestions.therapyAnswer': text.answerRequired,
      'mriQuestions.activityAnswer': text.answerRequired,
    });
    expect(mriQuestionnaireErrors(null, true)).toHaveProperty(['mriQuestions.painAnswer'], text.answerRequired);
    expect(mriQuestionnaireErrors(answered, true)).toEqual({});
  });

  it('counts No as an answer', () => {
    expect(mriQuestionnaireErrors({ xrayAnswer: false, painAnswer: false, therapyAnswer: false, activityAnswer: false }, true)).toEqual({});
  });

  it('leaves the x-ray question out of a spine-only request', () => {
    expect(mriQuestionnaireErrors({ ...answered, xrayAnswer: null }, false)).toEqual({});
    expect(mriQuestionnaireErrors({ ...answered, xrayAnswer: null }, true)).toEqual({ 'mriQuestions.xrayAnswer': text.answerRequired });
    expect(mriQuestionnaireErrors({ ...answered, therapyAnswer: null }, false)).toEqual({ 'mriQuestions.therapyAnswer': text.answerRequired });
  });
});

describe('the answers on the wire and on the authorization', () => {
  it('parses a draft without mriQuestions (older bodies) as null, and partial answers as null', () => {
    const draft = AuthorizationDraftSchema.parse({ service: {}, diagnosisCodes: [{ value: 'M54.5' }], provider: {}, facility: {}, request: {} });
    expect(draft.mriQuestions).toBeNull();
    expect(MriQuestionsSchema.parse({ painAnswer: true })).toEqual({ xrayAnswer: null, painAnswer: true, therapyAnswer: null, activityAnswer: null });
    expect(MriQuestionsSchema.safeParse({ painAnswer: 'yes' }).success).toBe(false);
  });

  it('writes the answered questions as one note, leaving out a question not asked', () => {
    expect(mriQuestionnaireNote({ xrayAnswer: true, painAnswer: false, therapyAnswer: true, activityAnswer: true })).toBe(
      'MRI questionnaire: X-ray performed: Yes; Pain medications for at least three weeks: No; Physical therapy, occupational therapy or home exercise for at least six weeks: Yes; Activity limited or restricted for at least six weeks: Yes.',
    );
    expect(mriQuestionnaireNote({ xrayAnswer: null, painAnswer: true, therapyAnswer: true, activityAnswer: false })).not.toContain('X-ray');
  });
});
