import { constants, messages, paths } from '@portal/contracts';
import type { CurrentUser } from '@portal/contracts';
import { Avatar, Group, Menu, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { Link, useNavigate } from 'react-router';
import { logOut } from '../../features/session/session-actions';
import { initialsOf, truncateName } from './menu-entries';
import classes from './user-menu.module.css';

/** The signed-in user's dropdown (spec 1 §2.11): Settings for non-employees, and Logout. */
export function UserMenu({ user }: { user: CurrentUser }) {
  const navigate = useNavigate();
  const fullName = `${user.firstName} ${user.lastName}`.trim();
  const shownName = truncateName(fullName, constants.headerNameMaxLength);
  const isCut = shownName !== fullName;

  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        {/* Named by its content, so the visible name is part of the accessible name (WCAG label-in-name). */}
        <UnstyledButton title={fullName} p={4}>
          <VisuallyHidden>{messages.shell.userMenu('')}</VisuallyHidden>
          <Group gap="xs" wrap="nowrap">
            <span aria-hidden="true">
              <Avatar color="blue" radius="xl" size="md">
                {initialsOf(user.firstName, user.lastName)}
              </Avatar>
            </span>
            <Text size="sm" fw={500} className={classes.name}>
              {isCut ? fullName.slice(0, constants.headerNameMaxLength) : fullName}
              {isCut && <span aria-hidden="true">…</span>}
            </Text>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label className={classes.phoneName}>{shownName}</Menu.Label>
        {!user.isEmployee && (
          <Menu.Item component={Link} to={paths.settings}>
            {messages.shell.settings}
          </Menu.Item>
        )}
        <Menu.Item onClick={() => logOut(navigate)}>{messages.shell.logout}</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
