import { SettingsSchema } from '@portal/contracts';
import { z } from 'zod';

/**
 * The settings document stored under key `portal`: the client-safe settings plus the server's secrets and
 * server-only rules. GET /api/settings/ answers through SettingsSchema, which drops everything else.
 */
export const PortalSettingsSchema = SettingsSchema.extend({
  benefitCheckerAdminKey: z.string(),
  /** Consecutive failed logins that lock an account (spec: default 5). */
  maxFailedLogins: z.number().int().min(1),
});
export type PortalSettings = z.infer<typeof PortalSettingsSchema>;

export const portalSettingsKey = 'portal';
