import { accountMessages, SecurityAnswerSchema, securityQuestionChoiceError, securityQuestionCount, type SecurityQuestionGroups } from '@portal/contracts';

const text = accountMessages.securityQuestions;

export interface SecurityQuestionsValue {
  /** The chosen question id of each of the three groups, null until chosen. */
  questions: (number | null)[];
  answers: string[];
  /** Update mode only: which answers the user opened with Change Current Answer (absent means none). */
  isChanging?: boolean[];
}

export interface SecurityQuestionsErrors {
  /** One message (or null) per question. */
  questions: (string | null)[];
  /** One message (or null) per answer. */
  answers: (string | null)[];
  /** A message about the three together: update mode's 'Please change at least one security answer.'. */
  form: string | null;
  isValid: boolean;
}

const indexes = Array.from({ length: securityQuestionCount }, (_, index) => index);

/** Empty choices for registration and forgot password. */
export function emptySecurityQuestions(): SecurityQuestionsValue {
  return { questions: [null, null, null], answers: ['', '', ''], isChanging: [false, false, false] };
}

/** Update mode's starting value: the current questions, answers kept (hidden) until the user changes them. */
export function securityQuestionsForUpdate(originalQuestions: (number | null)[]): SecurityQuestionsValue {
  return { questions: [...originalQuestions], answers: ['', '', ''], isChanging: [false, false, false] };
}

function answerError(answer: string, number: number): string | null {
  if (answer.trim() === '') return text.answerRequired(number);
  const result = SecurityAnswerSchema.safeParse(answer);
  return result.success ? null : (result.error.issues[0]?.message ?? text.answerMinLength);
}

/**
 * Spec 1 §5.4: three questions, each from its own group; answers required, 3 to 255 characters. In update mode
 * an answer is checked only once Change was chosen for it, and at least one answer must be given.
 */
export function validateSecurityQuestions(
  value: SecurityQuestionsValue,
  { isUpdateMode = false, settingsGroups }: { isUpdateMode?: boolean; settingsGroups?: SecurityQuestionGroups } = {},
): SecurityQuestionsErrors {
  const questions = indexes.map((index) => {
    const id = value.questions[index] ?? null;
    if (id === null) return text.questionRequired(index + 1);
    return settingsGroups ? securityQuestionChoiceError(settingsGroups, index, id) : null;
  });
  const answers = indexes.map((index) => {
    const isChecked = !isUpdateMode || Boolean(value.isChanging?.[index]);
    return isChecked ? answerError(value.answers[index] ?? '', index + 1) : null;
  });
  const hasAnyAnswer = indexes.some((index) => (value.answers[index] ?? '').trim() !== '');
  const form = isUpdateMode && !hasAnyAnswer ? text.oneAnswerRequired : null;
  const isValid = form === null && [...questions, ...answers].every((message) => message === null);
  return { questions, answers, form, isValid };
}

export interface SecurityQuestionsRuleOptions {
  isUpdateMode?: boolean;
  settingsGroups?: SecurityQuestionGroups;
}

/** The same messages as a form keeps them: by value path ('questions.0', 'answers.2'), and 'form' for the three together. */
export function securityQuestionsFormErrors(value: SecurityQuestionsValue, options: SecurityQuestionsRuleOptions): Record<string, string> {
  const { questions, answers, form } = validateSecurityQuestions(value, options);
  const errors: Record<string, string> = {};
  questions.forEach((message, index) => message && (errors[`questions.${index}`] = message));
  answers.forEach((message, index) => message && (errors[`answers.${index}`] = message));
  if (form) errors.form = form;
  return errors;
}
