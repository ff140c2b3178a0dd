import { Alert, Loader, Stack, Switch, Title } from '@mantine/core';
import { messages, noticeMessages } from '@portal/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { notificationPreferencesQueryOptions, updateNotificationPreferences } from '../../api/profile-api';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';

const text = noticeMessages.settings;

/**
 * Notifications (issue 18 §7): the switch of the e-mails about the authorizations the account submitted, saved as
 * it is flipped. The bell lists the notices either way.
 */
export function NotificationsSection() {
  const queryClient = useQueryClient();
  const preferences = useQuery(notificationPreferencesQueryOptions);
  const save = useMutation({
    mutationFn: updateNotificationPreferences,
    onSuccess: (saved) => {
      queryClient.setQueryData(notificationPreferencesQueryOptions.queryKey, saved);
      showSuccessToast(text.saved);
    },
    onError: () => showErrorToast(),
  });

  if (preferences.isError)
    return (
      <Alert color="red" role="alert">
        {messages.generic.unexpectedError}
      </Alert>
    );
  if (!preferences.data) return <Loader aria-label={messages.shell.loading} />;
  const isChecked = save.isPending && save.variables ? save.variables.authorizationEmailsEnabled : preferences.data.authorizationEmailsEnabled;
  return (
    <Stack gap="md">
      <Title order={2}>{text.title}</Title>
      <Switch
        label={text.authorizationEmails}
        description={text.authorizationEmailsHint}
        checked={isChecked}
        disabled={save.isPending}
        onChange={(event) => save.mutate({ authorizationEmailsEnabled: event.currentTarget.checked })}
      />
    </Stack>
  );
}
