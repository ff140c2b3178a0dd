import { accountMessages, EmailSchema, messages } from '@portal/contracts';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../api/http-client';
import { completeUsernameChange, profileQueryOptions, startUsernameChange } from '../../api/profile-api';
import { CodeInput, isCodeComplete } from '../../ui/code-input/code-input';
import { ResendCodeButton } from '../../ui/code-input/resend-code-button';
import { showErrorToast, showSuccessToast } from '../../ui/toasts';
import { updateCurrentUser } from '../../session/current-user-store';

const text = messages.settingsPage;

const errorMessage = (error: unknown) => (error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : null);

/** The user id (e-mail) with its own Change flow: a code sent to the new address confirms it. */
export function EmailChange({ currentEmail }: { currentEmail: string }) {
  const queryClient = useQueryClient();
  const [isChanging, setIsChanging] = useState(false);
  const [email, setEmail] = useState('');
  const [emailError, setEmailError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ helperId: string; maskedEmail: string } | null>(null);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const cancel = () => {
    setIsChanging(false);
    setEmail('');
    setEmailError(null);
    setSent(null);
    setCode('');
    setCodeError(null);
  };

  /** Resolves whether a code was sent. */
  const sendCode = async (): Promise<boolean> => {
    if (!EmailSchema.safeParse(email.trim()).success) {
      setEmailError(accountMessages.registration.emailRequired);
      return false;
    }
    setIsBusy(true);
    try {
      setSent(await startUsernameChange(email.trim(), sent?.helperId));
      setEmailError(null);
      return true;
    } catch (error) {
      const message = errorMessage(error);
      if (message) setEmailError(message);
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
        setCodeError(answer.error ?? messages.registration.codeDoesNotMatch);
        return;
      }
      updateCurrentUser(answer.user);
      await queryClient.invalidateQueries({ queryKey: profileQueryOptions.queryKey });
      showSuccessToast(text.emailChanged);
      cancel();
    } catch (error) {
      const message = errorMessage(error);
      if (message) setCodeError(message);
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
        value={email}
        onChange={(event) => setEmail(event.currentTarget.value)}
        error={emailError}
        readOnly={sent !== null}
        autoFocus
      />
      {sent ? (
        <>
          <Text size="sm">{text.codeSentTo(sent.maskedEmail)}</Text>
          <CodeInput value={code} onChange={(value) => { setCode(value); setCodeError(null); }} error={codeError} disabled={isBusy} />
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
