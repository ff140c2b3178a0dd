import { messages, StartUsernameChangeRequestSchema } from '@portal/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http-client';
import { completeUsernameChange, profileQueryOptions, startUsernameChange } from '../../api/profile-api';
import { CodeInput, isCodeComplete } from '../../ui/code-input/code-input';
import { ResendCodeButton } from '../../ui/code-input/resend-code-button';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { updateCurrentUser } from '../../session/current-user-store';
import { useSchemaForm } from '../../ui/schema-form/use-schema-form';

const text = messages.settingsPage;

const errorMessage = (error: unknown) => (error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : null);

/** The new user id, checked by the request's schema, and the code sent to it (checked by the server). */
const EmailChangeFormSchema = StartUsernameChangeRequestSchema.pick({ Email: true });
interface EmailChangeForm {
  Email: string;
  Code: string;
}

/** The user id (e-mail) with its own Change flow: a code sent to the new address confirms it. */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const queryClient = useQueryClient();
  const [isChanging, setIsChanging] = useState(false);
  const form = useSchemaForm<EmailChangeForm>(EmailChangeFormSchema, { initialValues: { Email: '', Code: '' }, });
  const [sent, setSent] = useState<{ helperId: string; maskedEmail: string } | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const { Email: email, Code: code } = form.values;

  const cancel = () => {
    setIsChanging(false);
    form.reset();
    setSent(null);
  };

  /** Resolves whether a code was sent. */
  const sendCode = async (): Promise<boolean> => {
    if (form.validateField('Email').hasError) return false;
    setIsBusy(true);
    try {
      setSent(await startUsernameChange(email.trim(), sent?.helperId));
      form.clearFieldError('Email');
      return true;
    } catch (error) {
      const message = errorMessage(error);
      if (message) form.setFieldError('Email', message);
      else showErrorToast();
      return false;
    } finally {
      setIsBusy(false);
    }
  };

  const verify = async () => {
    if (!sent || !isCodeComplete(code)) return;
    setIsBusy(true);
    try {
      const answer = await completeUsernameChange(sent.helperId, code);
      if (answer.error || !answer.user) {
        form.setFieldError('Code', answer.error ?? messages.registration.codeDoesNotMatch);
        return;
      }
      updateCurrentUser(answer.user);
      await queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
      showSuccessToast(text.emailChanged);
      cancel();
    } catch (error) {
      const message = errorMessage(error);
      if (message) form.setFieldError('Code', message);
      else showErrorToast();
    } finally {
      setIsBusy(false);
    }
  };

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
      <TextInput
        label={text.newEmail}
        type="email"
        autoComplete="email"
        {...form.getInputProps('Email')}
        readOnly={sent !== null}
        autoFocus
      />
      {sent ? (
        <>
          <Text size="sm">{text.codeSentTo(sent.maskedEmail)}</Text>
          <CodeInput value={code} onChange={(value) => form.setFieldValue('Code', value)} error={form.errors.Code} disabled={isBusy} />
          <Group gap="sm">
            <Button onClick={() => void verify()} disabled={!isCodeComplete(code)} loading={isBusy}>
              {text.verify}
            </Button>
            <ResendCodeButton
              onResend={async () => {
                if (!(await sendCode())) throw new Error('Code not resent');
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
          <Button onClick={() => void sendCode()} loading={isBusy}>
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
