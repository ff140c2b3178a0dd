import { z } from 'zod';
import { accountMessages as text } from './account-messages.js';
import { NewPasswordSchema, SecurityAnswerSchema } from './account-rules.js';
import { phonePattern } from './phone-patterns.js';
import { EmailSchema } from './common.js';
import { constants } from './constants.js';

/** The account's own id: the browser sends it as helperId (spec 1 §7: "helperId as the account id"). */
export const AccountIdSchema = z.number().int().positive();

/** A security question id, chosen from the settings group of its position (spec 1 §5.4). */
export const SecurityQuestionIdSchema = z.number().int().positive();

/** In update mode an empty or absent answer keeps the current one (spec 1 §5.4). */
export const UpdateModeAnswerSchema = z.union([z.literal(''), z.null(), SecurityAnswerSchema]).optional();

/** The three questions and answers of update mode; at least one answer must be given. */
export const SecurityQuestionsUpdateSchema = z
  .object({
    securityQuestion1: SecurityQuestionIdSchema,
    securityQuestion2: SecurityQuestionIdSchema,
    securityQuestion3: SecurityQuestionIdSchema,
    securityAnswer1: UpdateModeAnswerSchema,
    securityAnswer2: UpdateModeAnswerSchema,
    securityAnswer3: UpdateModeAnswerSchema,
  })
  .refine((values) => [values.securityAnswer1, values.securityAnswer2, values.securityAnswer3].some(Boolean), {
    message: text.securityQuestions.oneAnswerRequired,
    path: ['securityAnswer1'],
  });
export type SecurityQuestionsUpdate = z.infer<typeof SecurityQuestionsUpdateSchema>;

/** The answers of update mode as a list; null keeps the current answer. */
export function updateModeAnswers(values: Pick<SecurityQuestionsUpdate, 'securityAnswer1' | 'securityAnswer2' | 'securityAnswer3'>) {
  return [values.securityAnswer1, values.securityAnswer2, values.securityAnswer3].map((answer) => answer || null);
}

/** Spec 1 §5.5 on the server: a mobile number is required unless the user chose "Not at this time". */
const MobileChoiceSchema = z.object({
  mobile: z.string().max(constants.phoneLength),
  skipMobile: z.boolean(),
});

/** POST /api/account/update/ (spec 1 §2.6, §4.3, §7): the forced account update, sent once at the terms step. */
export const AccountUpdateRequestSchema = z
  .object({
    helperId: AccountIdSchema,
    email: EmailSchema,
    password: NewPasswordSchema,
    ...MobileChoiceSchema.shape,
    securityQuestion1: SecurityQuestionIdSchema,
    securityQuestion2: SecurityQuestionIdSchema,
    securityQuestion3: SecurityQuestionIdSchema,
    securityAnswer1: UpdateModeAnswerSchema,
    securityAnswer2: UpdateModeAnswerSchema,
    securityAnswer3: UpdateModeAnswerSchema,
    termsAccepted: z.literal(true, { error: text.registration.termsRequired }),
  })
  .refine((values) => values.skipMobile || values.mobile.length > 0, {
    message: text.mobileStep.mobileRequired,
    path: ['mobile'],
  })
  .refine((values) => values.skipMobile || phonePattern.test(values.mobile), {
    message: text.mobileStep.invalidPhone,
    path: ['mobile'],
  })
  .refine((values) => [values.securityAnswer1, values.securityAnswer2, values.securityAnswer3].some(Boolean), {
    message: text.securityQuestions.oneAnswerRequired,
    path: ['securityAnswer1'],
  });
export type AccountUpdateRequest = z.infer<typeof AccountUpdateRequestSchema>;

/** POST /api/account/updateTemporaryPassword/ (spec 1 §2.9, §7). */
export const UpdateTemporaryPasswordRequestSchema = z.object({
  helperId: AccountIdSchema,
  newPassword: NewPasswordSchema,
});
export type UpdateTemporaryPasswordRequest = z.infer<typeof UpdateTemporaryPasswordRequestSchema>;
