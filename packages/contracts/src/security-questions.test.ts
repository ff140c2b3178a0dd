import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-messages.js';
import { securityAnswerError, securityQuestionError, securityQuestionsFormSchema, securityQuestionText, type SecurityQuestionsForm } from './security-questions.js';

const text = accountMessages.securityQuestions;
const groups = {
  group1: [{ id: 1, question: 'One?' }],
  group2: [{ id: 11, question: 'Eleven?' }],
  group3: [{ id: 21, question: 'Twenty-one?' }],
};

/** The first message at each path, as a form shows them. */
function formErrors(form: SecurityQuestionsForm, options: { isUpdateMode?: boolean } = {}) {
  const result = securityQuestionsFormSchema(groups, options).safeParse(form);
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('securityQuestionError', () => {
  it('requires a question at each position, from that position’s own group', () => {
    expect(securityQuestionError(groups, 0, null)).toBe(text.questionRequired(1));
    expect(securityQuestionError(groups, 2, undefined)).toBe(text.questionRequired(3));
    expect(securityQuestionError(groups, 0, 1)).toBeNull();
    expect(securityQuestionError(groups, 0, 11)).toBe(text.wrongGroup(1));
    expect(securityQuestionError(groups, 1, 99)).toBe(text.wrongGroup(2));
  });
});

describe('securityAnswerError', () => {
  it('requires an answer of at least three characters, blanks not counted', () => {
    expect(securityAnswerError('', 1)).toBe(text.answerRequired(2));
    expect(securityAnswerError('   ', 0)).toBe(text.answerRequired(1));
    expect(securityAnswerError(' ab ', 0)).toBe(text.answerMinLength);
    expect(securityAnswerError('Rex', 0)).toBeNull();
  });
});

describe('securityQuestionText', () => {
  it('finds a question in any group', () => {
    expect(securityQuestionText(groups, 11)).toBe('Eleven?');
    expect(securityQuestionText(groups, 5)).toBeNull();
    expect(securityQuestionText(groups, null)).toBeNull();
  });
});

describe('securityQuestionsFormSchema', () => {
  const empty: SecurityQuestionsForm = { questions: [null, null, null], answers: ['', '', ''], isChanging: [false, false, false] };

  it('requires the three questions and their answers', () => {
    expect(formErrors(empty)).toEqual({
      'questions.0': text.questionRequired(1),
      'questions.1': text.questionRequired(2),
      'questions.2': text.questionRequired(3),
      'answers.0': text.answerRequired(1),
      'answers.1': text.answerRequired(2),
      'answers.2': text.answerRequired(3),
    });
  });

  it('asks for at least three characters, refuses a question of another group and accepts a complete set', () => {
    expect(formErrors({ ...empty, questions: [11, 11, 21], answers: ['Rex', ' ab ', 'Oak Street'] })).toEqual({
      'questions.0': text.wrongGroup(1),
      'answers.1': text.answerMinLength,
    });
    expect(formErrors({ ...empty, questions: [1, 11, 21], answers: ['Rex', 'abc', 'Oak'] })).toEqual({});
  });

  it('in update mode checks only the answers being changed and needs at least one', () => {
    const untouched = { ...empty, questions: [1, 11, 21] };
    expect(formErrors(untouched, { isUpdateMode: true })).toEqual({ answers: text.oneAnswerRequired });
    const opened = { ...untouched, answers: ['', 'Dune', ''], isChanging: [true, true, false] };
    expect(formErrors(opened, { isUpdateMode: true })).toEqual({ 'answers.0': text.answerRequired(1) });
    expect(formErrors({ ...opened, isChanging: [false, true, false] }, { isUpdateMode: true })).toEqual({});
  });
});
