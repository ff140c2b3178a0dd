import { describe, expect, it } from 'vitest';
import { securityQuestionChoiceError, securityQuestionGroupOf, securityQuestionText, type SecurityQuestionGroups } from './security-questions.js';

const groups: SecurityQuestionGroups = {
  group1: [{ id: 1, question: 'First pet?' }],
  group2: [{ id: 2, question: 'First car?' }],
  group3: [{ id: 3, question: 'First school?' }],
};

describe('security question groups', () => {
  it('offers each position its own group', () => {
    expect(securityQuestionGroupOf(groups, 1).map((question) => question.id)).toEqual([2]);
    expect(securityQuestionGroupOf(groups, 3)).toEqual([]);
  });

  it('refuses a question from another position’s list and asks for a missing one', () => {
    expect(securityQuestionChoiceError(groups, 0, 1)).toBeNull();
    expect(securityQuestionChoiceError(groups, 0, 2)).toBe('Security question 1 must be chosen from its own list.');
    expect(securityQuestionChoiceError(groups, 2, null)).toBe('Security question 3 is required.');
  });

  it('finds a question’s wording in any group', () => {
    expect(securityQuestionText(groups, 3)).toBe('First school?');
    expect(securityQuestionText(groups, 9)).toBeNull();
  });
});
