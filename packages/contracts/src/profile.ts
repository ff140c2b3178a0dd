import { z } from 'zod';
import { accountMessages as text } from './account-messages.js';
import { SecurityQuestionsUpdateSchema } from './account-update.js';
import { AttemptInfoSchema, NewPasswordSchema, OptionalPhoneSchema, PhoneExtSchema, PhoneSchema, VerificationCodeSchema } from './account-rules.js';
import { EmailSchema } from './common.js';
import { constants } from './constants.js';
import { SessionUserSchema } from './session.js';

/** GET /api/account/profile/: what the Settings page shows of the signed-in account (spec 2 §2.9). */
export const ProfileSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  title: z.string(),
  email: z.string(),
  phone: z.string(),
  phoneExt: z.string(),
  mobile: z.string(),
  securityQuestion1: z.number().int().nullable(),
  securityQuestion2: z.number().int().nullable(),
  securityQuestion3: z.number().int().nullable(),
});
export type Profile = z.infer<typeof ProfileSchema>;

const nameSchema = (message: string) => z.string().trim().min(1, message).max(constants.nameMaxLength, message);

/** POST /api/account/updateProfile/: the rules and messages of spec 1 §5.2. */
export const UpdateProfileRequestSchema = z.object({
  firstName: nameSchema(text.registration.firstName),
  lastName: nameSchema(text.registration.lastName),
  title: z.string().trim().max(constants.titleMaxLength),
  phone: PhoneSchema,
  phoneExt: PhoneExtSchema,
  mobile: OptionalPhoneSchema,
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequestSchema>;

/**
 * POST /api/account/updateUsername/: `{ Email }` sends a code to the new address (again, to resend);
 * `{ HelperId, Code }` completes the change.
 */
const HelperIdSchema = z.string().min(1).max(200);
/** A resend passes the HelperId of the earlier request, so the same flow (and its code limit) goes on. */
export const StartUsernameChangeRequestSchema = z.object({ Email: EmailSchema, HelperId: HelperIdSchema.optional() });
export const CompleteUsernameChangeRequestSchema = z.object({ HelperId: HelperIdSchema, Code: VerificationCodeSchema });
export const UpdateUsernameRequestSchema = z.union([CompleteUsernameChangeRequestSchema, StartUsernameChangeRequestSchema]);
export type UpdateUsernameRequest = z.infer<typeof UpdateUsernameRequestSchema>;

export const StartUsernameChangeResponseSchema = z.object({ helperId: z.string(), maskedEmail: z.string() });
/** A rejected code answers `error` and `attemptInfo` (as verifymfa does) and no user; success the updated user. */
export const CompleteUsernameChangeResponseSchema = z.object({
  error: z.string().nullable(),
  attemptInfo: AttemptInfoSchema.nullable(),
  user: SessionUserSchema.nullable(),
});
export const UpdateUsernameResponseSchema = z.union([StartUsernameChangeResponseSchema, CompleteUsernameChangeResponseSchema]);
export type StartUsernameChangeResponse = z.infer<typeof StartUsernameChangeResponseSchema>;
export type CompleteUsernameChangeResponse = z.infer<typeof CompleteUsernameChangeResponseSchema>;

/** POST /api/account/updatePassword/ */
export const UpdatePasswordRequestSchema = z.object({
  currentPassword: z.string().min(1, text.password.currentRequired).max(constants.passwordMaxLength),
  newPassword: NewPasswordSchema,
});
export type UpdatePasswordRequest = z.infer<typeof UpdatePasswordRequestSchema>;

/** POST /api/account/updateSecurityQuestions/ (update mode of spec 1 §5.4). */
export const UpdateSecurityQuestionsRequestSchema = SecurityQuestionsUpdateSchema;
export type UpdateSecurityQuestionsRequest = z.infer<typeof UpdateSecurityQuestionsRequestSchema>;
