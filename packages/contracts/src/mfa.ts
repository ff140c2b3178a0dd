import { z } from 'zod';
import { AttemptInfoSchema, VerificationCodeSchema } from './account-rules.js';
import { constants } from './constants.js';

/** Flow names in paths (spec 1 §7): the code routes are shared by these three flows. */
export const mfaFlows = ['Registration', 'ForgotPassword', 'UnlockAccount'] as const;
export type MfaFlow = (typeof mfaFlows)[number];

/** The helperId a browser carries between the steps of a flow (43 base64url characters today). */
export const HelperIdSchema = z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, 'The request id is not valid. Please start again.');

/** The {flow} path segment, accepted in any case ("registration" is the same flow as "Registration"). */
export const MfaFlowParamsSchema = z.object({
  flow: z
    .string()
    .transform((value) => mfaFlows.find((flow) => flow.toLowerCase() === value.toLowerCase()))
    .pipe(z.enum(mfaFlows, 'Unknown flow.')),
});

const UserNameSchema = z.string().trim().max(constants.emailMaxLength);

/**
 * POST /api/account/{flow}/sendmfa/: the payload chooses the method; the code goes to the flow's own e-mail or
 * mobile, so Email / MobileNumber must match them (the mobile may be sent masked: its last four digits count).
 */
export const SendMfaRequestSchema = z.union([
  z.object({ HelperId: HelperIdSchema, UserName: UserNameSchema, Email: z.string().trim().max(constants.emailMaxLength) }),
  z.object({
    HelperId: HelperIdSchema,
    UserName: UserNameSchema,
    MobileNumber: z.string().regex(/^[\d*() .-]{4,20}$/, 'Please enter a valid phone number.'),
  }),
]);
export type SendMfaRequest = z.infer<typeof SendMfaRequestSchema>;

export const mfaMethods = ['email', 'sms'] as const;
export type MfaMethod = (typeof mfaMethods)[number];

export const SendMfaResponseSchema = z.object({
  sent: z.literal(true),
  method: z.enum(mfaMethods),
  maskedDestination: z.string(),
});
export type SendMfaResponse = z.infer<typeof SendMfaResponseSchema>;

/** POST /api/account/{flow}/verifymfa/ */
export const VerifyMfaRequestSchema = z.object({
  HelperId: HelperIdSchema,
  UserName: UserNameSchema,
  Code: VerificationCodeSchema,
});
export type VerifyMfaRequest = z.infer<typeof VerifyMfaRequestSchema>;

/** `error` non-null means the code was rejected (spec 1 §7); attemptInfo counts the flow's failed codes. */
export const VerifyMfaResponseSchema = z.object({
  error: z.string().nullable(),
  attemptInfo: AttemptInfoSchema.nullable(),
  isLockedAccount: z.boolean(),
});
export type VerifyMfaResponse = z.infer<typeof VerifyMfaResponseSchema>;

/** Messages of the code routes the spec leaves unnamed. */
export const mfaMessages = {
  emailDoesNotMatch: 'The e-mail address does not match the one of this request.',
  mobileDoesNotMatch: 'The mobile number does not match the one of this request.',
  tooManyAttempts: 'Too many incorrect codes. Please start again.',
} as const;
