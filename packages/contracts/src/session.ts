import { z } from 'zod';
import { constants } from './constants.js';

/** The signed-in user as the browser keeps it under ep.currentUser (spec 1 §3). */
export const CurrentUserSchema = z.object({
  userName: z.string(),
  token: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  roles: z.array(z.string()),
  isEmployee: z.boolean(),
  isLimited: z.boolean(),
  isDisabledAccount: z.boolean(),
  isLockedAccount: z.boolean(),
  hasTemporaryPassword: z.boolean(),
  forceAccountUpdate: z.boolean(),
  accountId: z.number().int(),
  loginId: z.number().int(),
  phoneNumber: z.string().nullable(),
  status: z.string(),
  impersonatingAs: z.string().nullable(),
  returnTo: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof CurrentUserSchema>;

/** What the server knows of a session, without the token (handshake answer). */
export const SessionUserSchema = CurrentUserSchema.omit({ token: true });
export type SessionUser = z.infer<typeof SessionUserSchema>;

export { accountStatuses } from './login-access.js';

const passwordField = z.string().min(1).max(constants.passwordMaxLength);

/** POST /api/account/login/ (spec 1 §7). */
export const LoginRequestSchema = z.object({
  LoginRequest: z.object({
    UserName: z.email().max(constants.emailMaxLength),
    Password: passwordField,
  }),
  RefererSource: z.object({ Value: z.string().max(500) }).nullish(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

/** A login refused because of the account's state: no token is issued. */
export const BlockedLoginSchema = z.object({
  userName: z.string(),
  token: z.null(),
  isDisabledAccount: z.boolean(),
  isLockedAccount: z.boolean(),
});
export type BlockedLogin = z.infer<typeof BlockedLoginSchema>;

/** null means the user id or password is incorrect (spec 1 §4.1). */
export const LoginResponseSchema = z.union([CurrentUserSchema, BlockedLoginSchema]).nullable();
export type LoginResponse = z.infer<typeof LoginResponseSchema>;

/** POST /api/admin/login/ (spec 2 §7). */
export const AdminLoginRequestSchema = z.object({
  Username: z.email().max(constants.emailMaxLength),
  Password: passwordField,
});
export type AdminLoginRequest = z.infer<typeof AdminLoginRequestSchema>;

export const AdminLoginResponseSchema = z.union([
  CurrentUserSchema.extend({ isAdminLoginValid: z.literal(true) }),
  z.object({ isAdminLoginValid: z.literal(false) }),
]);
export type AdminLoginResponse = z.infer<typeof AdminLoginResponseSchema>;

/** GET /api/account/handshake/ */
export const HandshakeResponseSchema = z.object({
  user: SessionUserSchema,
  /** When the session ends if nothing else happens (ISO 8601). */
  idleExpiresAt: z.string(),
});
export type HandshakeResponse = z.infer<typeof HandshakeResponseSchema>;

// Kept in a zod-free module so the browser can use the header names without bundling the schemas.
export { authHeaders } from './auth-headers.js';
