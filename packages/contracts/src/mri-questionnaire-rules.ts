import { ageOn } from './dates.js';
import { type MriQuestions, mriQuestionOrder } from './mri-questionnaire.js';
import { placeOfServiceByCode, submitAuthorizationLimits } from './submit-authorization.js';
import { workflowIds } from './workflow-ids.js';
import { submitAuthorizationMessages } from './submit-authorization-messages.js';
import type { DraftErrors } from './submit-authorization-rules.js';

const text = submitAuthorizationMessages.mri;

const upperCased = (codes: readonly string[]) => new Set(codes.map((code) => code.trim().toUpperCase()));
const anyIn = (codes: readonly string[], list: readonly string[]) => {
  const set = upperCased(list);
  return codes.some((code) => set.has(code.trim().toUpperCase()));
};

export interface MriQuestionnaireFacts {
  workflowId: number;
  /** The place-of-service code of the request. */
  placeOfService: string;
  /** ISO date of birth of the member. */
  memberDob: string;
  procedureCodes: readonly string[];
  /** CPT list 578 and 579 (spec 3 §7). */
  mriCodes: readonly string[];
  spineCodes: readonly string[];
  /** ISO date the age is computed on. */
  today: string;
}

/**
 * Spec 3 §5: a standard request (workflow 1), not inpatient, for a patient of at least 18, with a procedure code
 * on the MRI or the spine list. Codes compare case-insensitively.
 */
export function isMriQuestionnaireRequired(facts: MriQuestionnaireFacts): boolean {
  if (facts.workflowId !== workflowIds.standard) return false;
  if (placeOfServiceByCode(facts.placeOfService)?.isInpatient ?? false) return false;
  if (!facts.memberDob || ageOn(facts.memberDob, facts.today) < submitAuthorizationLimits.mriAgeThreshold) return false;
  return anyIn(facts.procedureCodes, facts.mriCodes) || anyIn(facts.procedureCodes, facts.spineCodes);
}

/** A code of the MRI list (not only the spine list) is requested: the x-ray question is asked. */
export const isMriRelated = (procedureCodes: readonly string[], mriCodes: readonly string[]): boolean => anyIn(procedureCodes, mriCodes);

/** The questions asked: every one, the x-ray one only when MRI related. */
export const mriQuestionsAsked = (isMriRelatedRequest: boolean) => mriQuestionOrder.filter((question) => isMriRelatedRequest || question !== 'xrayAnswer');

/** Spec 3 §5 "valid when": pain, therapy and activity answered, and x-ray when MRI related; paths as the form names them. */
export function mriQuestionnaireErrors(answers: MriQuestions | null, isMriRelatedRequest: boolean): DraftErrors {
  const errors: DraftErrors = {};
  for (const question of mriQuestionsAsked(isMriRelatedRequest)) {
    if (answers?.[question] === null || answers?.[question] === undefined) errors[`mriQuestions.${question}`] = text.answerRequired;
  }
  return errors;
}

export const yesNo = (answer: boolean) => (answer ? 'Yes' : 'No');

/** The answers as a reviewer reads them on the authorization: "MRI questionnaire: X-ray performed: Yes; …". */
export function mriQuestionnaireNote(answers: MriQuestions): string {
  const parts = mriQuestionOrder.flatMap((question) => {
    const answer = answers[question];
    return answer === null ? [] : [`${text.questions[question].short}: ${yesNo(answer)}`];
  });
  return `${text.notePrefix}: ${parts.join('; ')}.`;
}
