import { messages } from '@portal/contracts';
import type { SessionUser } from '@portal/contracts';
import { Alert, Button, Stack, Text, Title } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { updateTemporaryPassword } from '../../api/account-update-api';
import { ApiError } from '../../api/http-client';
import { CenteredPanel } from '../../ui/centered-panel';
import { PasswordField, usePasswordForm } from '../../ui/password-field/password-field';
import { updateCurrentUser } from '../../session/current-user-store';
import { addressAfterPendingStep } from '../../session/return-address';
import { useCurrentUser } from '../../session/use-current-user';

const text = messages.resetPasswordPage;

const refusedPasswordOf = (error: unknown) => (error instanceof ApiError ? error.fieldErrors?.newPassword?.[0] : undefined);

/** Spec 1 §2.9: a user who logged in with a temporary password chooses a new one before going anywhere else. */
export function ResetPasswordPage() {
  const user = useCurrentUser();
  const navigate = useNavigate();
  const context = { userName: user?.userName, firstName: user?.firstName, lastName: user?.lastName };
  const form = usePasswordForm({ context });
  const [updatedUser, setUpdatedUser] = useState<SessionUser | null>(null);
  const reset = useMutation({
    mutationFn: updateTemporaryPassword,
    onSuccess: setUpdatedUser,
    // A refused password (a common one) shows at the field, and clears once the password changes.
    onError: (error) => {
      const message = refusedPasswordOf(error);
      if (message) form.setFieldError('password', message);
    },
  });

  const submit = form.onSubmit(({ password }) => {
    if (user) reset.mutate({ helperId: user.accountId, newPassword: password });
  });

  // The stored user keeps its flag until the user goes on: clearing it at once would let the guard leave this
  // page before the success text is read.
  const goHome = () => {
    if (updatedUser) updateCurrentUser(updatedUser);
    // Back to the address the login was opened for, if any (issue 34 §1).
    void navigate(addressAfterPendingStep(updatedUser), { replace: true });
  };

  const fieldError = refusedPasswordOf(reset.error);

  return (
    <CenteredPanel>
      <Stack gap="lg">
        <Title order={1}>{text.title}</Title>
        {updatedUser ? (
          <>
            <Text role="status">{messages.resetPassword.success}</Text>
            <Button onClick={goHome} autoFocus>
              {text.continue}
            </Button>
          </>
        ) : (
          <form onSubmit={submit} noValidate>
            <Stack gap="md">
              <Text>{text.intro}</Text>
              {reset.isError && !fieldError && (
                <Alert color="red" role="alert">
                  {messages.resetPassword.error}
                </Alert>
              )}
              <PasswordField label={text.newPasswordLabel} form={form} context={context} disabled={reset.isPending} autoFocus />
              <Button type="submit" loading={reset.isPending}>
                {text.submit}
              </Button>
            </Stack>
          </form>
        )}
      </Stack>
    </CenteredPanel>
  );
}
