import { accountListTypes, brandMessages, messages } from '@portal/contracts';
import { Link, useLocation } from 'react-router';
import { adminPaths } from './admin-paths';
import classes from './admin-menu.module.css';

const text = messages.admin;
const entries = [
  { path: adminPaths.overview, label: messages.adminPages.overview },
  ...accountListTypes.map((type) => ({ path: adminPaths.accounts(type), label: text.listTitles[type] })),
  { path: adminPaths.brand, label: brandMessages.pageTitle },
];

/**
 * The 'Site Administration' menu every admin page shows (spec 2 §2.1): the overview, the six lists and the plan's brand, as tabs over
 * the page, so the admin area has one side menu (the shell's) and the tables get the full width.
 */
export function AdminMenu() {
  const { pathname } = useLocation();
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
