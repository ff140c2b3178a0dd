import { routeByName } from '@portal/contracts';
import { Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { CenteredPanel } from '../../ui/centered-panel';
import { LoginAdminForm } from './login-admin-form';
import { endSession } from './session-actions';

export function LoginAdminPage() {
  // Like Login, the admin login starts from a clean session.
  useEffect(() => {
    endSession();
  }, []);

  return (
    <CenteredPanel>
      <Stack gap="lg">
        <Title order={1}>{routeByName('LoginAdmin').title}</Title>
        <LoginAdminForm />
      </Stack>
    </CenteredPanel>
  );
}
