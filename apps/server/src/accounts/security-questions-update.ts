import { accountMessages, normalizeSecurityAnswer, type SecurityQuestionGroups, securityQuestionChoiceError } from '@portal/contracts';
import { ValidationError, type FieldErrors } from '../errors.js';
import { hashPassword } from '../security/password.js';
import type { OwnAccountChanges, OwnAccountRecord } from './profile.repository.js';

export interface SecurityQuestionsChoice {
  /** Question ids in positions 1 to 3. */
  questions: [number, number, number];
  /** New answers; null keeps the current answer (update mode of spec 1 §5.4). */
  answers: Array<string | null>;
}

const text = accountMessages.securityQuestions;

/**
 * The column changes for three questions in update mode: each question comes from its own settings group, a
 * question that changes (or has no stored answer) needs a new answer, and answers are stored hashed after
 * normalising case and spaces. Throws a 400 with field errors otherwise.
 */
export async function securityQuestionsChanges(
  choice: SecurityQuestionsChoice,
  account: Pick<OwnAccountRecord, 'securityQuestions' | 'securityAnswerHashes'>,
  groups: SecurityQuestionGroups,
  scryptLogN: number,
): Promise<OwnAccountChanges> {
  const fieldErrors: FieldErrors = {};
  choice.questions.forEach((questionId, index) => {
    const number = index + 1;
    const questionError = securityQuestionChoiceError(groups, index, questionId);
    if (questionError) fieldErrors[`securityQuestion${number}`] = [questionError];
    const keepsAnswer = !choice.answers[index];
    const isSameQuestion = account.securityQuestions[index] === questionId && account.securityAnswerHashes[index] !== null;
    if (keepsAnswer && !isSameQuestion) fieldErrors[`securityAnswer${number}`] = [text.answerRequired(number)];
  });
  const firstError = Object.values(fieldErrors)[0]?.[0];
  if (firstError) throw new ValidationError(firstError, fieldErrors);

  const hashes = await Promise.all(choice.answers.map((answer) => (answer ? hashPassword(normalizeSecurityAnswer(answer), scryptLogN) : undefined)));
  const [question1, question2, question3] = choice.questions;
  const [hash1, hash2, hash3] = hashes;
  return {
    securityQuestion1: question1,
    securityQuestion2: question2,
    securityQuestion3: question3,
    ...(hash1 ? { securityAnswer1Hash: hash1 } : {}),
    ...(hash2 ? { securityAnswer2Hash: hash2 } : {}),
    ...(hash3 ? { securityAnswer3Hash: hash3 } : {}),
  };
}
