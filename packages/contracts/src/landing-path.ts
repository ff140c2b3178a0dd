import { hasRole, roles } from './roles.js';
import { paths } from './routes.js';

/**
 * Where a signed-in user lands (issue 34 §7), the one place that decides it: a provider (or an employee acting as one)
 * on Home, a reviewer on the review queue, every other employee on Site Administration. Zod-free on purpose, as
 * login-access.ts: the Login page imports it without bundling the schemas.
 */
export function landingPathOf(user: { readonly isEmployee: boolean; readonly roles: readonly string[]; readonly impersonatingAs?: unknown }): string {
  if (!user.isEmployee || (user.impersonatingAs ?? null) !== null) return paths.home;
  return hasRole(user, roles.reviewer) ? paths.adminReview : paths.adminOverview;
}
