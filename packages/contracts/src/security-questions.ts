import { z } from 'zod';
import { accountMessages } from './account-messages.js';
import { SecurityAnswerSchema } from './account-rules.js';
import type { Settings } from './settings.js';

const text = accountMessages.securityQuestions;

/**
 * The rules of spec 1 §5.4, held once: the forms of the browser validate with `securityQuestionsFormSchema`, the
 * server checks each request with the same functions.
 */

/** The settings' three question groups: the question at position N is chosen from group N. */
export type SecurityQuestionGroups = Settings['securityQuestions'];
export type SecurityQuestion = SecurityQuestionGroups['group1'][number];

export const securityQuestionCount = 3;

/** The questions offered at a position (0, 1 or 2). */
export function securityQuestionGroup(groups: SecurityQuestionGroups, index: number): SecurityQuestion[] {
  return [groups.group1, groups.group2, groups.group3][index] ?? [];
}

/** The question at a position is required and must come from that position's own group. */
export function securityQuestionError(groups: SecurityQuestionGroups, index: number, questionId: number | null | undefined): string | null {
  if (questionId === null || questionId === undefined) return text.questionRequired(index + 1);
  return securityQuestionGroup(groups, index).some((question) => question.id === questionId) ? null : text.wrongGroup(index + 1);
}

/** An answer is required, 3 to 255 characters. */
export function securityAnswerError(answer: string | null | undefined, index: number): string | null {
  if (!answer || answer.trim() === '') return text.answerRequired(index + 1);
  const result = SecurityAnswerSchema.safeParse(answer);
  return result.success ? null : (result.error.issues[0]?.message ?? text.answerMinLength);
}

/** The wording of a question, whichever group holds it; null for an id that no group has. */
export function securityQuestionText(groups: SecurityQuestionGroups, questionId: number | null): string | null {
  const all = [...groups.group1, ...groups.group2, ...groups.group3];
  return all.find((question) => question.id === questionId)?.question ?? null;
}

/** The three questions and answers a form collects, by position. */
export interface SecurityQuestionsForm {
  /** The chosen question id at each position, null until chosen. */
  questions: (number | null)[];
  answers: string[];
  /** Update mode: the answers the user opened with Change Current Answer; the others keep the current answer. */
  isChanging: boolean[];
}

/**
 * A form of three questions with the settings' groups. Every question comes from its own group; every answer is
 * checked, or in update mode (account update, Settings) only those being changed, and then at least one answer must
 * be given: that message belongs to the answers together (path `answers`).
 */
export function securityQuestionsFormSchema(groups: SecurityQuestionGroups, { isUpdateMode = false }: { isUpdateMode?: boolean } = {}) {
  return z
    .object({ questions: z.array(z.number().nullable()), answers: z.array(z.string()), isChanging: z.array(z.boolean()) })
    .superRefine((form, context) => {
      for (let index = 0; index < securityQuestionCount; index += 1) {
        const questionMessage = securityQuestionError(groups, index, form.questions[index]);
        if (questionMessage) context.addIssue({ code: 'custom', path: ['questions', index], message: questionMessage });
        const isChecked = !isUpdateMode || form.isChanging[index] === true;
        const answerMessage = isChecked ? securityAnswerError(form.answers[index], index) : null;
        if (answerMessage) context.addIssue({ code: 'custom', path: ['answers', index], message: answerMessage });
      }
      if (isUpdateMode && !form.answers.some((answer) => answer.trim() !== '')) {
        context.addIssue({ code: 'custom', path: ['answers'], message: text.oneAnswerRequired });
      }
    });
}
