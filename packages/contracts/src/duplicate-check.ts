import { z } from 'zod';
import { authorizationStatusLabel } from './authorization-statuses.js';
import { MemberQhidSchema } from './member-search.js';

/** Recent authorization (duplicate check) (spec 3 §3); receivedDate is an ISO timestamp. */
export const RecentAuthorizationSchema = z.object({
  authNumber: z.string(),
  receivedDate: z.string(),
  primaryCptCode: z.string(),
  servicingProvider: z.string(),
  status: z.string(),
});
export type RecentAuthorization = z.infer<typeof RecentAuthorizationSchema>;

/** GET auth/RecentAerialAuthorizations/{id} (spec 3 §7): the member's recent authorizations, newest first. */
export const RecentAuthorizationsResponseSchema = z.array(RecentAuthorizationSchema);
export const RecentAuthorizationsParamsSchema = z.object({ qhid: MemberQhidSchema });

const normalised = (code: string) => code.trim().toUpperCase();

/**
 * The recent authorizations whose primary CPT code is the newly entered one, compared case-insensitively and
 * without surrounding blanks (spec 3 §4 Duplicate check). An empty code matches nothing.
 */
export function duplicatesOf(primaryCptCode: string, recent: readonly RecentAuthorization[]): RecentAuthorization[] {
  const code = normalised(primaryCptCode);
  if (!code) return [];
  return recent.filter((authorization) => normalised(authorization.primaryCptCode) === code);
}

/** The status as the duplicate table shows it: the text before the first hyphen (spec 3 §4), in the status vocabulary. */
export function statusTextOf(status: string): string {
  const hyphen = status.indexOf('-');
  return authorizationStatusLabel((hyphen === -1 ? status : status.slice(0, hyphen)).trim());
}
