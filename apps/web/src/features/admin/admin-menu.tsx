import { accountListTypes, hasRole, messages } from '@portal/contracts';
import { Link, useLocation } from 'react-router';
import { useCurrentUser } from '../../session/use-current-user';
import { adminPaths } from './admin-paths';
import type { AdminSection } from './admin-sections';
import classes from './admin-menu.module.css';

const text = messages.admin;
const accountEntries = [
  { path: adminPaths.overview, label: messages.adminPages.overview },
  ...accountListTypes.map((type) => ({ path: adminPaths.accounts(type), label: text.listTitles[type] })),
];

/**
 * The 'Site Administration' menu every admin page shows (spec 2 §2.1): the overview, the six lists and the pages of other features the user may open (brand, review queue, policy), as tabs over
 * the page, so the admin area has one side menu (the shell's) and the tables get the full width.
 */
export function AdminMenu({ sections }: { sections: readonly AdminSection[] }) {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const entries = [
    ...accountEntries,
    ...sections.flatMap((section) =>
      section.menuLabel && (!section.role || (user && hasRole(user, section.role))) ? [{ path: section.path, label: section.menuLabel }] : [],
    ),
  ];
  return (
    <nav aria-label={text.siteAdministration}>
      <ul className={classes.list}>
        {entries.map((entry) => {
          // The overview's path is the prefix of every list's: it is current only on itself.
          const isActive = pathname === entry.path || (entry.path !== adminPaths.overview && pathname.startsWith(`${entry.path}/`));
          return (
            <li key={entry.path}>
              <Link to={entry.path} className={classes.link} aria-current={isActive ? 'page' : undefined}>
                {entry.label}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
