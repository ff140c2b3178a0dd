import { accountListTypes, messages } from '@portal/contracts';
import { Link, useLocation } from 'react-router';
import { adminPaths } from './admin-paths';
import classes from './admin-menu.module.css';

const text = messages.admin;
const accountEntries = [
  { path: adminPaths.overview, label: messages.adminPages.overview },
  ...accountListTypes.map((type) => ({ path: adminPaths.accounts(type), label: text.listTitles[type] })),
];

/**
 * The 'Site Administration' tabs over its own pages (spec 2 §2.1): the overview and the six account lists. The pages
 * of other features (review queue, policy, brand…) are entries of the shell's one menu (issue 34 §7), so the admin
 * area has one side menu and the tables get the full width.
 */
export function AdminMenu() {
  const { pathname } = useLocation();
  const entries = accountEntries;
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
