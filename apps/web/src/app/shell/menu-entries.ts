import { hasRole, roles, routeTable } from '@portal/contracts';
import type { CurrentUser, RequiredRole, RouteDefinition } from '@portal/contracts';

export interface MenuEntry {
  path: string;
  label: string;
  isDisabled: boolean;
}

type MenuUser = Pick<CurrentUser, 'isEmployee' | 'isLimited' | 'impersonatingAs'> & { roles?: readonly string[] };

/** The employee's menu in the order of their day: review first, then the policy, administration, the brand. */
const employeeMenuRank = (role: RequiredRole | undefined): number =>
  role === roles.reviewer ? 0 : role === roles.policy ? 1 : role === undefined ? 2 : role === roles.siteAdministrator ? 3 : 4;

/**
 * The employee's own work (issue 34 §7): one menu of the plan's pages they may open — the review queue, the policy,
 * Site Administration and its pages — instead of the provider's menu under rows of admin tabs. `hiddenPaths` leaves
 * out pages the server does not offer here (the certification sandbox outside development).
 */
function employeeEntries(user: MenuUser, routes: readonly RouteDefinition[], hiddenPaths: ReadonlySet<string>): MenuEntry[] {
  const held = { roles: user.roles ?? [] };
  const pages = routes.filter(
    (route) =>
      route.meta.isAdmin &&
      (route.meta.inMenu || route.requiredRole !== undefined) &&
      !route.path.includes(':') &&
      !hiddenPaths.has(route.path) &&
      (route.requiredRole === undefined || hasRole(held, route.requiredRole)),
  );
  const ordered = pages
    .map((route, index) => ({ route, index }))
    .sort((a, b) => employeeMenuRank(a.route.requiredRole) - employeeMenuRank(b.route.requiredRole) || a.index - b.index);
  return ordered.map(({ route }) => ({ path: route.path, label: route.menuLabel ?? route.title, isDisabled: false }));
}

/**
 * The main menu of spec 1 §2.11: MENU routes; admin entries only for employees and last (an employee not acting as a
 * provider gets their own menu instead, issue 34 §7); routes without LIM
 * hidden from limited users; entries disabled while impersonating (or starting to) unless the route allows it.
 * A signed-out visitor gets no menu: every MENU route needs sign-in.
 */
export function menuEntries(
  user: MenuUser | null,
  isImpersonationLoading = false,
  routes: readonly RouteDefinition[] = routeTable,
  hiddenPaths: ReadonlySet<string> = new Set(),
): MenuEntry[] {
  if (!user) return [];
  const isImpersonating = isImpersonationLoading || Boolean(user?.impersonatingAs);
  // An employee acting as nobody works on the plan's side; acting as a provider, they see the provider's menu.
  if (user.isEmployee && !isImpersonating) return employeeEntries(user, routes, hiddenPaths);
  const visible = routes.filter(({ meta }) => meta.inMenu && (!meta.isAdmin || user?.isEmployee) && (!user?.isLimited || meta.allowLimited));
  const ordered = [...visible.filter(({ meta }) => !meta.isAdmin), ...visible.filter(({ meta }) => meta.isAdmin)];
  return ordered.map(({ path, title, menuLabel, meta }) => ({
    path,
    label: menuLabel ?? title,
    isDisabled: meta.isAdmin ? !user?.isEmployee || isImpersonationLoading : isImpersonating && !meta.allowImpersonation,
  }));
}

/** "Jane Doe" → "JD" for the avatar. */
export function initialsOf(firstName: string, lastName: string): string {
  return `${firstName.trim().charAt(0)}${lastName.trim().charAt(0)}`.toUpperCase();
}

/** The header shows at most 28 characters of the name (spec 1 §9), then an ellipsis. */
export function truncateName(name: string, maxLength: number): string {
  return name.length > maxLength ? `${name.slice(0, maxLength)}…` : name;
}
