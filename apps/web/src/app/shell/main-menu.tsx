import { messages } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useIsImpersonationLoading } from '../../features/impersonation/impersonation-loading-store';
import { menuEntries } from './menu-entries';

interface MainMenuProps {
  user: CurrentUser | null;
  onNavigate: () => void;
}

export function MainMenu({ user, onNavigate }: MainMenuProps) {
  const location = useLocation();
  const isImpersonationLoading = useIsImpersonationLoading();
  return (
    <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label={messages.shell.mainMenu}>
      {menuEntries(user, isImpersonationLoading).map((entry) => {
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
              aria-disabled={entry.isDisabled || undefined}
              // A disabled entry stays out of the tab order and does nothing when activated from the keyboard.
              tabIndex={entry.isDisabled ? -1 : undefined}
              onClick={(event) => (entry.isDisabled ? event.preventDefault() : onNavigate())}
            />
          </li>
        );
      })}
    </Stack>
  );
}
