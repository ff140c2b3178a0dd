import { accountListTypes, messages } from '@portal/contracts';
import { Box, NavLink, Title } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { adminPaths } from './admin-paths';

const text = messages.admin;
const entries = [
  { path: adminPaths.overview, label: messages.adminPages.overview },
  ...accountListTypes.map((type) => ({ path: adminPaths.accounts(type), label: text.listTitles[type] })),
];

/** The 'Site Administration' menu every admin page shows (spec 2 §2.1): the overview and the six lists. */
export function AdminMenu() {
  const { pathname } = useLocation();
  return (
    <Box component="nav" aria-labelledby="site-administration-menu">
      <Title order={2} size="h4" id="site-administration-menu" mb="xs">
        {text.siteAdministration}
      </Title>
      {entries.map((entry) => {
        const isActive = pathname === entry.path || pathname.startsWith(`${entry.path}/`);
        return (
          <NavLink
            key={entry.path}
            component={Link}
            to={entry.path}
            label={entry.label}
            active={isActive}
            aria-current={isActive ? 'page' : undefined}
          />
        );
      })}
    </Box>
  );
}
