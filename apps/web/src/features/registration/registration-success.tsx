import { accountStatuses, paths, registrationText, resourceKeys, type RegisterResponse } from '@portal/contracts';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from 'react-router';
import { useSettings } from '../../api/settings-api';
import { BrandMark } from '../../ui/brand-mark';
import { CenteredPanel } from '../../ui/centered-panel';
import { ResourceBlock } from '../../ui/resource-block';
import { setCurrentUser } from '../../session/current-user-store';

/**
 * The success screen (spec 1 §4.2): the auto-approval message for an Approved account, else the
 * RegistrationSuccess text (limited access pending approval). The signed-in user is stored when they go Home:
 * storing it here would make the guard send them Home at once (registration pages are for signed-out visitors).
 */
export function RegistrationSuccess({ result }: { result: RegisterResponse }) {
  const navigate = useNavigate();
  const { data: settings } = useSettings();
  const isApproved = result.status === accountStatuses.approved;

  const goHome = () => {
    setCurrentUser(result.user);
    void navigate(paths.home, { replace: true });
  };

  return (
    <CenteredPanel size={720}>
      <Stack gap="lg">
        <Stack gap="sm">
          <BrandMark />
          <Title order={1}>{registrationText.successTitle}</Title>
        </Stack>
        {isApproved ? <Text>{settings?.autoApprovalMessage}</Text> : <ResourceBlock resourceKey={resourceKeys.registrationSuccess} lines={4} />}
        <Group justify="flex-end">
          <Button onClick={goHome}>{registrationText.goHome}</Button>
        </Group>
      </Stack>
    </CenteredPanel>
  );
}
