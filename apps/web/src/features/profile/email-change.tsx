import { accountMessages, EmailSchema, messages } from '@portal/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http-client';
import { completeUsernameChange, profileQueryOptions, startUsernameChange } from '../../api/profile-api';
import { CodeInput, isCodeComplete } from '../../ui/code-input/code-input';
import { ResendCodeButton } from '../../ui/code-input/resend-code-button';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { updateCurrentUser } from '../../session/current-user-store';

const text = messages.settingsPage;

const errorMessage = (error: unknown) => (error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : null);

const emptyEmailChange = { email: '', code: '' };

/** The new user id must be an e-mail (spec 1 §5.2); the code is judged by the server. */
const emailChangeRules = {
  email: (email: string) => (EmailSchema.safeParse(email.trim()).success ? null : accountMessages.registration.emailRequired),
};

/** The user id (e-mail) with its own Change flow: a code sent to the new address confirms it. */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const queryClient = useQueryClient();
  const [isChanging, setIsChanging] = useState(false);
  const [sent, setSent] = useState<{ helperId: string; maskedEmail: string } | null>(null);
  const form = useForm({ initialValues: emptyEmailChange, validate: emailChangeRules });
  const { code } = form.values;

  const cancel = () => {
    setIsChanging(false);
    setSent(null);
    form.reset();
  };

  const showFailure = (field: 'email' | 'code') => (error: unknown) => {
    const message = errorMessage(error);
    if (message) form.setFieldError(field, message);
    else showErrorToast();
  };

  const sendCode = useMutation({
    mutationFn: (email: string) => startUsernameChange(email, sent?.helperId),
    onSuccess: setSent,
    onError: showFailure('email'),
  });

  const verify = useMutation({
    mutationFn: (request: { helperId: string; code: string }) => completeUsernameChange(request.helperId, request.code),
    onSuccess: async (answer) => {
      if (answer.error || !answer.user) {
        form.setFieldError('code', answer.error ?? messages.registration.codeDoesNotMatch);
        return;
      }
      updateCurrentUser(answer.user);
      await queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
      showSuccessToast(text.emailChanged);
      cancel();
    },
    onError: showFailure('code'),
  });

  /** Resolves whether a code was sent. */
  const requestCode = async (): Promise<boolean> => {
    if (form.validateField('email').hasError) return false;
    try {
      await sendCode.mutateAsync(form.getValues().email.trim());
      return true;
    } catch {
      return false;
    }
  };
  const isBusy = sendCode.isPending || verify.isPending;

  if (!isChanging) {
    return (
      <Group align="flex-end" gap="sm">
        <TextInput label={text.email} value={currentEmail} readOnly style={{ flex: 1 }} />
        <Button variant="default" onClick={() => setIsChanging(true)}>
          {text.change}
        </Button>
      </Group>
    );
  }
  return (
    <Stack gap="sm" role="group" aria-label={text.email}>
      <TextInput label={text.newEmail} type="email" autoComplete="email" {...form.getInputProps('email')} readOnly={sent !== null} autoFocus />
      {sent ? (
        <>
          <Text size="sm">{text.codeSentTo(sent.maskedEmail)}</Text>
          <CodeInput value={code} onChange={(value) => form.setFieldValue('code', value)} error={form.errors.code} disabled={isBusy} />
          <Group gap="sm">
            <Button onClick={() => sent && verify.mutate({ helperId: sent.helperId, code })} disabled={!isCodeComplete(code)} loading={verify.isPending}>
              {text.verify}
            </Button>
            <ResendCodeButton
              onResend={async () => {
                if (!(await requestCode())) throw new Error('Code not resent');
                showSuccessToast(messages.resend.email);
              }}
            />
            <Button variant="subtle" onClick={cancel}>
              {text.cancel}
            </Button>
          </Group>
        </>
      ) : (
        <Group gap="sm">
          <Button onClick={() => void requestCode()} loading={isBusy}>
            {text.sendCode}
          </Button>
          <Button variant="subtle" onClick={cancel}>
            {text.cancel}
          </Button>
        </Group>
      )}
    </Stack>
  );
}
