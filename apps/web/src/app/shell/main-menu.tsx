import { messages } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { menuEntries } from './menu-entries';

interface MainMenuProps {
  user: CurrentUser | null;
  onNavigate: () => void;
}

export function MainMenu({ user, onNavigate }: MainMenuProps) {
  const location = useLocation();
  return (
    <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label={messages.shell.mainMenu}>
      {menuEntries(user).map((entry) => {
        const isActive = location.pathname === entry.path || location.pathname.startsWith(`${entry.path}/`);
        return (
          <li key={entry.path}>
            <NavLink
              component={Link}
              to={entry.path}
              label={entry.label}
              active={isActive}
              aria-current={isActive ? 'page' : undefined}
              disabled={entry.isDisabled}
              onClick={onNavigate}
            />
          </li>
        );
      })}
    </Stack>
  );
}
