import { routeTable } from '@portal/contracts';
import type { CurrentUser, RouteDefinition } from '@portal/contracts';

export interface MenuEntry {
  path: string;
  label: string;
  isDisabled: boolean;
}

type MenuUser = Pick<CurrentUser, 'isEmployee' | 'isLimited' | 'impersonatingAs'>;

/**
 * The main menu of spec 1 §2.11: MENU routes; admin entries only for employees and last; routes without LIM
 * hidden from limited users; entries disabled while impersonating (or starting to) unless the route allows it.
 * A signed-out visitor gets no menu: every MENU route needs sign-in.
 */
export function menuEntries(user: MenuUser | null, isImpersonationLoading = false, routes: readonly RouteDefinition[] = routeTable): MenuEntry[] {
  if (!user) return [];
  const isImpersonating = isImpersonationLoading || Boolean(user?.impersonatingAs);
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
