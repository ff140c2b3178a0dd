import { z } from 'zod';
import { accountMessages as text } from './account-messages.js';
import { AttemptInfoSchema, NewPasswordSchema, SecurityAnswerSchema } from './account-rules.js';
import { constants } from './constants.js';
import { messages } from './messages.js';
import { HelperIdSchema, type MfaFlow } from './mfa.js';

/** Forgot password (spec 1 §2.7, §3, §4.4, §5.6, §7) and the pieces the unlock flow shares with it. */

const labels = messages.accountRecovery;

const recoveryName = (required: string, label: string) => z.string().trim().min(1, required).max(constants.recoveryNameMaxLength, labels.nameTooLong(label));

/** Step 1 of forgot password and unlock (spec 1 §5.6). */
export const RecoveryBeginRequestSchema = z.object({
  firstName: recoveryName(text.recovery.firstNameRequired, labels.firstNameLabel),
  lastName: recoveryName(text.recovery.lastNameRequired, labels.lastNameLabel),
  email: z
    .string()
    .trim()
    .min(1, text.recovery.emailRequired)
    .max(constants.emailMaxLength, text.recovery.emailInvalid)
    .pipe(z.email(text.recovery.emailInvalid)),
});
export type RecoveryBeginRequest = z.infer<typeof RecoveryBeginRequestSchema>;

/** A step's outcome: `error` non-null means refused (spec 1 §7: attempt info and the locked flag). */
export const RecoveryStepResultSchema = z.object({
  error: z.string().nullable(),
  attemptInfo: AttemptInfoSchema.nullable(),
  isLockedAccount: z.boolean(),
});
export type RecoveryStepResult = z.infer<typeof RecoveryStepResultSchema>;

/** What step 2 and step 3 show; null when step 1 was refused. */
const RecoveryAccountInfoSchema = z.object({
  helperId: z.string().nullable(),
  securityQuestion: z.string().nullable(),
  /** How the answer is entered; always 'text' today (spec 1 §3 securityAnswerFormat). */
  securityAnswerFormat: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
});

/** POST /api/account/getforgotpasswordinfo/ */
export const ForgotPasswordInfoResponseSchema = RecoveryStepResultSchema.extend(RecoveryAccountInfoSchema.shape).extend({
  /** The account lacks a mobile number or three security questions: steps 6 to 8 follow the new password. */
  preMfa: z.boolean(),
});
export type ForgotPasswordInfoResponse = z.infer<typeof ForgotPasswordInfoResponseSchema>;

/** POST /api/account/{flow}/submitanswer/ (spec 1 §7; helperId added: the flow lives on the server). */
export const SubmitAnswerRequestSchema = z.object({
  helperId: HelperIdSchema,
  email: z.string().trim().max(constants.emailMaxLength),
  enteredAnswer: z.string().trim().min(1, text.recovery.answerRequired).max(constants.securityAnswerMaxLength),
  securityAnswerFormat: z.string().max(50).default('text'),
});
export type SubmitAnswerRequest = z.input<typeof SubmitAnswerRequestSchema>;

export const SubmitAnswerResponseSchema = RecoveryStepResultSchema;
export type SubmitAnswerResponse = z.infer<typeof SubmitAnswerResponseSchema>;

const optionalQuestionId = z.number().int().positive().optional();
const optionalAnswer = SecurityAnswerSchema.optional();

/**
 * POST /api/account/updateFromForgotPassword/ (body not shown by the spec). Mobile, security questions and terms
 * are required only for a pre-MFA account; the server checks them against the flow's account.
 */
export const UpdateFromForgotPasswordRequestSchema = z.object({
  helperId: HelperIdSchema,
  password: NewPasswordSchema,
  mobile: z.string().max(constants.phoneLength).optional(),
  skipMobile: z.boolean().optional(),
  securityQuestion1: optionalQuestionId,
  securityAnswer1: optionalAnswer,
  securityQuestion2: optionalQuestionId,
  securityAnswer2: optionalAnswer,
  securityQuestion3: optionalQuestionId,
  securityAnswer3: optionalAnswer,
  termsAccepted: z.boolean().optional(),
});
export type UpdateFromForgotPasswordRequest = z.infer<typeof UpdateFromForgotPasswordRequestSchema>;

export const UpdateFromForgotPasswordResponseSchema = z.object({ complete: z.literal(true) });
export type UpdateFromForgotPasswordResponse = z.infer<typeof UpdateFromForgotPasswordResponseSchema>;

/** The flow name of the code calls (mfaEndpoints) in forgot password. */
export const forgotPasswordFlow: MfaFlow = 'ForgotPassword';
