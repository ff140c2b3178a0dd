import { accountMessages } from './account-messages.js';
import type { Settings } from './settings.js';

/**
 * Spec 1 §5.4: three security questions, the first from settings' group 1, the second from group 2, the third from
 * group 3. Written once for the forms that offer the lists and the server that refuses a question from another list.
 */
export const securityQuestionCount = 3;

export type SecurityQuestionGroups = Settings['securityQuestions'];

/** The questions offered in position `index` (0 to 2). */
export function securityQuestionGroupOf(groups: SecurityQuestionGroups, index: number): SecurityQuestionGroups['group1'] {
  return [groups.group1, groups.group2, groups.group3][index] ?? [];
}

/** The message for the question chosen in position `index`, or null when it is one of that position's own list. */
export function securityQuestionChoiceError(groups: SecurityQuestionGroups, index: number, questionId: number | null | undefined): string | null {
  const number = index + 1;
  if (questionId === null || questionId === undefined) return accountMessages.securityQuestions.questionRequired(number);
  const isOwnGroup = securityQuestionGroupOf(groups, index).some((question) => question.id === questionId);
  return isOwnGroup ? null : accountMessages.securityQuestions.wrongGroup(number);
}

/** The wording of a question by id, from any group (shown back to the user and to administrators). */
export function securityQuestionText(groups: SecurityQuestionGroups, questionId: number): string | null {
  const { group1, group2, group3 } = groups;
  return [...group1, ...group2, ...group3].find((question) => question.id === questionId)?.question ?? null;
}
