import { z } from 'zod';

/** An answer of the MRI questionnaire: Yes, No, or not answered yet (spec 3 §3 auth.mriQuestions). */
const AnswerSchema = z.boolean().nullable().default(null);

/** auth.mriQuestions (spec 3 §3). The x-ray question is asked only for a code of the MRI list. */
export const MriQuestionsSchema = z.object({
  xrayAnswer: AnswerSchema,
  painAnswer: AnswerSchema,
  therapyAnswer: AnswerSchema,
  activityAnswer: AnswerSchema,
});
export type MriQuestions = z.infer<typeof MriQuestionsSchema>;
export type MriQuestion = keyof MriQuestions;

/** The questions in the order the step asks them. */
export const mriQuestionOrder: readonly MriQuestion[] = ['xrayAnswer', 'painAnswer', 'therapyAnswer', 'activityAnswer'];

export const emptyMriQuestions = (): MriQuestions => ({ xrayAnswer: null, painAnswer: null, therapyAnswer: null, activityAnswer: null });

/** GET auth/MriProviderSpecialty/{id}/ (spec 3 §7): id is the provider's location id. */
export const MriProviderSpecialtyParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Whether the provider has an MRI specialty (radiology or imaging): then the questionnaire is not asked. */
export const MriProviderSpecialtyResponseSchema = z.boolean();
