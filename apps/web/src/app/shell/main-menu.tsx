import { messages, paths } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { NavLink, Stack } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { useIsImpersonationLoading } from '../../features/impersonation/impersonation-loading-store';
import { useIsSandboxAvailable } from '../../features/sandbox/use-is-sandbox-available';
import { menuEntries } from './menu-entries';

interface MainMenuProps {
  user: CurrentUser | null;
  onNavigate: () => void;
}

export function MainMenu({ user, onNavigate }: MainMenuProps) {
  const location = useLocation();
  const isImpersonationLoading = useIsImpersonationLoading();
  const isSandboxAvailable = useIsSandboxAvailable();
  const entries = menuEntries(user, isImpersonationLoading, undefined, isSandboxAvailable ? new Set() : new Set([paths.adminSandbox]));
  // The current entry is the one whose path the location starts with most closely (/admin/review over /admin).
  const matches = (path: string) => location.pathname === path || location.pathname.startsWith(`${path}/`);
  const current = entries.filter((entry) => matches(entry.path)).sort((a, b) => b.path.length - a.path.length)[0]?.path;
  return (
    <Stack component="ul" gap={2} p={0} m={0} style={{ listStyle: 'none' }} aria-label={messages.shell.mainMenu}>
      {entries.map((entry) => {
        const isActive = entry.path === current;
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
