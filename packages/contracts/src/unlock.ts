import { z } from 'zod';
import { RecoveryStepResultSchema } from './forgot-password.js';
import { HelperIdSchema, type MfaFlow } from './mfa.js';

/** Unlock account (spec 1 §2.8, §3, §4.5, §7). Step 1 and step 2 share forgot password's request schemas. */

/**
 * POST /api/account/unlockaccount/begin/. `notLocked` answers an account that has nothing to unlock (the page
 * says so and links to Login). Here `isLockedAccount` means the unlock itself is barred (too many attempts):
 * the page then shows the contact-the-Care-Coordinators message.
 */
export const UnlockBeginResponseSchema = RecoveryStepResultSchema.extend({
  helperId: z.string().nullable(),
  securityQuestion: z.string().nullable(),
  securityAnswerFormat: z.string().nullable(),
  maskedEmail: z.string().nullable(),
  maskedMobile: z.string().nullable(),
  hasMobile: z.boolean(),
  notLocked: z.boolean(),
});
export type UnlockBeginResponse = z.infer<typeof UnlockBeginResponseSchema>;

export const UnlockFinalizeParamsSchema = z.object({ helperId: HelperIdSchema });

export const UnlockFinalizeResponseSchema = z.object({ unlocked: z.literal(true) });
export type UnlockFinalizeResponse = z.infer<typeof UnlockFinalizeResponseSchema>;

/** The flow name of the code calls (mfaEndpoints) in unlock account. */
export const unlockAccountFlow: MfaFlow = 'UnlockAccount';
