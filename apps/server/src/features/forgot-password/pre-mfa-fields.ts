import {
  accountMessages as text,
  type SecurityQuestionGroups,
  securityQuestionChoiceError,
  type UpdateFromForgotPasswordRequest,
  phonePattern,
} from '@portal/contracts';
import type { FieldErrors } from '../../errors.js';

/** The pre-MFA additions of forgot password (spec 1 §2.7 steps 6 to 8), checked; answers still in clear. */
export interface PreMfaFields {
  /** Undefined when the user chose "Not at this time": the stored number is kept. */
  mobile: string | undefined;
  securityQuestions: { questionId: number; answer: string }[];
}

const questionNumbers = [1, 2, 3] as const;

/** Checks steps 6 to 8 by the rules of spec 1 §5.4 and §5.5; field errors carry the spec's messages. */
export function checkPreMfaFields(
  request: UpdateFromForgotPasswordRequest,
  questionGroups: SecurityQuestionGroups,
): { kind: 'valid'; fields: PreMfaFields } | { kind: 'invalid'; fieldErrors: FieldErrors } {
  const fieldErrors: FieldErrors = {};
  const mobile = request.skipMobile ? undefined : (request.mobile ?? '').trim();
  if (mobile !== undefined && !phonePattern.test(mobile)) {
    fieldErrors.mobile = [mobile === '' ? text.mobileStep.mobileRequired : text.mobileStep.invalidPhone];
  }
  const securityQuestions = questionNumbers.map((number) => {
    const questionId = request[`securityQuestion${number}`];
    const answer = request[`securityAnswer${number}`];
    const questionError = securityQuestionChoiceError(questionGroups, number - 1, questionId);
    if (questionError) fieldErrors[`securityQuestion${number}`] = [questionError];
    if (answer === undefined || answer === '') fieldErrors[`securityAnswer${number}`] = [text.securityQuestions.answerRequired(number)];
    return { questionId: questionId ?? 0, answer: answer ?? '' };
  });
  if (request.termsAccepted !== true) fieldErrors.termsAccepted = [text.registration.termsRequired];
  return Object.keys(fieldErrors).length > 0 ? { kind: 'invalid', fieldErrors } : { kind: 'valid', fields: { mobile, securityQuestions } };
}
