import { messages, paths } from '@portal/contracts';
import type { LoginResponse } from '@portal/contracts';
import { Anchor, Group, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { login } from '../../api/session-api';
import { showErrorToast } from '../../ui/toasts';
import { afterLoginPath } from './after-login-path';
import { CredentialFields } from './credential-fields';
import { formErrorMessage } from '../../api/form-error-message';
import { refererSource } from '../../session/browser-storage';
import { setCurrentUser } from '../../session/current-user-store';
import { LoginErrorAlert, type LoginError } from './login-error-alert';
import { readRememberedUserId, rememberUserId } from './remembered-user-id';

// Mantine's Modal (with its focus trap and scroll area) loads only when the link is used.
const ForgotUserIdModal = lazy(() => import('./forgot-user-id-modal').then((module) => ({ default: module.ForgotUserIdModal })));

interface Credentials {
  userName: string;
  password: string;
}

export function LoginForm({ helpPhone }: { helpPhone: string }) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [userName, setUserName] = useState(readRememberedUserId);
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(() => readRememberedUserId() !== '');
  const [error, setError] = useState<LoginError | null>(null);
  const [isForgotUserIdOpen, setIsForgotUserIdOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const mutation = useMutation({
    mutationFn: ({ userName, password }: Credentials) =>
      login({ LoginRequest: { UserName: userName, Password: password }, RefererSource: { Value: refererSource() } }),
    onSuccess: (response: LoginResponse, credentials) => {
      if (response === null) {
        setError({ kind: 'incorrectCredentials' });
        setPassword('');
        passwordRef.current?.focus();
        return;
      }
      // A blocked login carries no token (contracts' isBlockedLogin; inlined so this page does not pull in zod).
      if (response.token === null) {
        setError(response.isLockedAccount ? { kind: 'accountLocked', userName: credentials.userName } : { kind: 'accountInactive' });
        return;
      }
      rememberUserId(isRemembered ? credentials.userName : null);
      setCurrentUser(response);
      navigate(afterLoginPath(response, searchParams.get('redirect')), { replace: true });
    },
    onError: (exception) => {
      const text = formErrorMessage(exception);
      if (text) setError({ kind: 'message', text });
      else showErrorToast();
    },
  });

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // The user id must be an e-mail address by the browser's own rules (spec 1 §5.8).
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    setError(null);
    mutation.mutate({ userName: userName.trim(), password });
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Login">
      <Stack gap="md">
        {error && <LoginErrorAlert error={error} helpPhone={helpPhone} />}
        <CredentialFields
          userIdLabel={messages.login.userIdLabel}
          userIdName="userName"
          userId={userName}
          onUserIdChange={setUserName}
          password={password}
          onPasswordChange={setPassword}
          passwordRef={passwordRef}
          rememberLabel={messages.login.rememberUserId}
          isRemembered={isRemembered}
          onRememberedChange={setIsRemembered}
          isSubmitting={mutation.isPending}
        />
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" onClick={() => setIsForgotUserIdOpen(true)}>
            {messages.login.forgotUserIdTitle}
          </Anchor>
          <Anchor component={Link} to={paths.forgotPasswordStart}>
            {messages.login.forgotPassword}
          </Anchor>
          <Anchor component={Link} to={paths.registerStart}>
            {messages.login.register}
          </Anchor>
        </Group>
      </Stack>
      {isForgotUserIdOpen && (
        <Suspense fallback={null}>
          <ForgotUserIdModal isOpen onClose={() => setIsForgotUserIdOpen(false)} helpPhone={helpPhone} />
        </Suspense>
      )}
    </form>
  );
}
