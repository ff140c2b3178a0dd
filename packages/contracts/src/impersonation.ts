import { z } from 'zod';

/** Largest id a PostgreSQL integer column holds: a larger one is bad input (400), not a database error. */
const maxId = 2_147_483_647;

/** POST /api/admin/impersonate/begin/{accountId}/: the account to act as (the account's id, as in the admin area). */
export const BeginImpersonationParamsSchema = z.object({
  accountId: z
    .string()
    .regex(/^\d{1,10}$/, 'The account id must be a number.')
    .transform(Number)
    .pipe(z.number().int().positive('The account id must be a positive number.').max(maxId, 'The account id is too large.')),
});
export type BeginImpersonationParams = z.infer<typeof BeginImpersonationParamsSchema>;

/**
 * The admin route to come back to when impersonation ends (spec 2 §4 "records ... a return route"): a path of the
 * admin area with an optional query, never another site (`//host`), a dot segment (`/admin/../x`) or another area.
 */
export const ImpersonationReturnToSchema = z
  .string()
  .max(500, 'The return route is too long.')
  .regex(/^\/admin(?:\/(?!\.+(?:[/?]|$))[A-Za-z0-9._~-]+)*\/?(?:\?[A-Za-z0-9._~%&=+-]*)?$/, 'The return route must be a page of the admin area (/admin...).');

/** The body is optional (Fastify gives a missing one as null): the spec's call sends none; the web client sends the route it leaves. */
export const BeginImpersonationRequestSchema = z.object({ returnTo: ImpersonationReturnToSchema.optional() }).nullish();
export type BeginImpersonationRequest = z.infer<typeof BeginImpersonationRequestSchema>;

/** Spec 2 §7: "returns loginId, accountId, firstName, lastName" of the impersonated account. */
export const BeginImpersonationResponseSchema = z.object({
  loginId: z.number().int(),
  accountId: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});
export type BeginImpersonationResponse = z.infer<typeof BeginImpersonationResponseSchema>;

/** POST /api/admin/impersonate/end/: the stored return route (null when none was given or none was active). */
export const EndImpersonationResponseSchema = z.object({ returnTo: z.string().nullable() });
export type EndImpersonationResponse = z.infer<typeof EndImpersonationResponseSchema>;
