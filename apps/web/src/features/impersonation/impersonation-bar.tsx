import { messages, paths } from '@portal/contracts';
import { Button, Group, Paper, Text } from '@mantine/core';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useCurrentUser } from '../../session/use-current-user';
import { showErrorToast } from '../../ui/toasts';
import { isAdminPath, stopImpersonating } from './impersonation-session';

const text = messages.impersonation;

/**
 * The bar 'Impersonating as {name}' with Exit Impersonation, shown while impersonating outside the admin area
 * (spec 1 §2.11). Exit goes back to the stored return route; when ending fails, a generic error toast shows and
 * the employee goes to the admin login.
 */
export function ImpersonationBar() {
  const user = useCurrentUser();
  const location = useLocation();
  const navigate = useNavigate();
  const [isExiting, setIsExiting] = useState(false);
  if (!user?.token || !user.impersonatingAs || isAdminPath(location.pathname)) return null;

  const exit = async () => {
    setIsExiting(true);
    try {
      void navigate(await stopImpersonating());
    } catch {
      showErrorToast();
      void navigate(paths.loginAdmin, { replace: true });
    } finally {
      setIsExiting(false);
    }
  };

  return (
    <Paper component="section" aria-label={text.bar(user.impersonatingAs)} bg="orange.1" px="md" py="xs" mb="md" radius="sm">
      <Group justify="space-between" wrap="wrap" gap="sm">
        <Text fw={600}>{text.bar(user.impersonatingAs)}</Text>
        <Button size="xs" color="orange" onClick={() => void exit()} loading={isExiting}>
          {text.exit}
        </Button>
      </Group>
    </Paper>
  );
}
