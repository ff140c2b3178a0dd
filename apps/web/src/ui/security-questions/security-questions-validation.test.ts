import { accountMessages } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { emptySecurityQuestions, validateSecurityQuestions } from './security-questions-validation';

const text = accountMessages.securityQuestions;
const settingsGroups = {
  group1: [{ id: 1, question: 'One?' }],
  group2: [{ id: 11, question: 'Eleven?' }],
  group3: [{ id: 21, question: 'Twenty-one?' }],
};

describe('validateSecurityQuestions', () => {
  it('requires the three questions and their answers', () => {
    const errors = validateSecurityQuestions(emptySecurityQuestions());
    expect(errors.questions).toEqual([text.questionRequired(1), text.questionRequired(2), text.questionRequired(3)]);
    expect(errors.answers).toEqual([text.answerRequired(1), text.answerRequired(2), text.answerRequired(3)]);
    expect(errors.isValid).toBe(false);
  });

  it('asks for at least three characters and accepts a complete set', () => {
    const value = { questions: [1, 11, 21], answers: ['Rex', ' ab ', 'Oak Street'] };
    expect(validateSecurityQuestions(value, { settingsGroups }).answers).toEqual([null, text.answerMinLength, null]);
    const valid = validateSecurityQuestions({ ...value, answers: ['Rex', 'abc', 'Oak'] }, { settingsGroups });
    expect(valid).toEqual({ questions: [null, null, null], answers: [null, null, null], form: null, isValid: true });
  });

  it('refuses a question taken from another group', () => {
    const value = { questions: [11, 11, 21], answers: ['Rex', 'abc', 'Oak'] };
    expect(validateSecurityQuestions(value, { settingsGroups }).questions).toEqual([text.wrongGroup(1), null, null]);
  });

  it('in update mode checks only the answers being changed and needs at least one', () => {
    const untouched = { questions: [1, 11, 21], answers: ['', '', ''], isChanging: [false, false, false] };
    const none = validateSecurityQuestions(untouched, { isUpdateMode: true });
    expect(none.answers).toEqual([null, null, null]);
    expect(none.form).toBe(text.oneAnswerRequired);

    const opened = validateSecurityQuestions({ ...untouched, answers: ['', 'Dune', ''], isChanging: [true, true, false] }, { isUpdateMode: true });
    expect(opened.answers).toEqual([text.answerRequired(1), null, null]);
    expect(opened.form).toBeNull();

    const one = validateSecurityQuestions({ ...untouched, answers: ['', 'Dune', ''], isChanging: [false, true, false] }, { isUpdateMode: true });
    expect(one.isValid).toBe(true);
  });
});
