import { isBlockedLogin, loginBlockOfAnswer, loginMessages, paths } from '@portal/contracts';
import type { LoginResponse } from '@portal/contracts';
import { Anchor, Group, Stack } from '@mantine/core';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'react-router';
import { login } from '../../api/session-api';
import { refererSource } from '../../session/browser-storage';
import { CredentialFields } from './credential-fields';
import { LoginErrorAlert, type LoginError } from './login-error-alert';
import { readRememberedUserId, rememberUserId } from './remembered-user-id';
import { useCredentialLogin } from './use-credential-login';

// Mantine's Modal (with its focus trap and scroll area) loads only when the link is used.
const ForgotUserIdModal = lazy(() => import('./forgot-user-id-modal').then((module) => ({ default: module.ForgotUserIdModal })));

export function LoginForm({ helpPhone }: { helpPhone: string }) {
  const [userName, setUserName] = useState(readRememberedUserId);
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(() => readRememberedUserId() !== '');
  const [error, setError] = useState<LoginError | null>(null);
  const [isForgotUserIdOpen, setIsForgotUserIdOpen] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);

  const { submit, isSubmitting } = useCredentialLogin({
    login: ({ userId, password }) => login({ LoginRequest: { UserName: userId, Password: password }, RefererSource: { Value: refererSource() } }),
    signedInUserOf: (response: LoginResponse, credentials) => {
      if (response === null) {
        setError({ kind: 'incorrectCredentials' });
        setPassword('');
        passwordRef.current?.focus();
        return null;
      }
      if (isBlockedLogin(response)) {
        setError(loginBlockOfAnswer(response) === 'locked' ? { kind: 'accountLocked', userName: credentials.userId } : { kind: 'accountInactive' });
        return null;
      }
      return response;
    },
    onSignedIn: (credentials) => rememberUserId(isRemembered ? credentials.userId : null),
    onMessage: (text) => setError(text === null ? null : { kind: 'message', text }),
  });

  return (
    <form onSubmit={(event) => submit(event, { userId: userName, password })} aria-label="Login">
      <Stack gap="md">
        {error && <LoginErrorAlert error={error} helpPhone={helpPhone} />}
        <CredentialFields
          userIdLabel={loginMessages.userIdLabel}
          userIdName="userName"
          userId={userName}
          onUserIdChange={setUserName}
          password={password}
          onPasswordChange={setPassword}
          passwordRef={passwordRef}
          rememberLabel={loginMessages.rememberUserId}
          isRemembered={isRemembered}
          onRememberedChange={setIsRemembered}
          isSubmitting={isSubmitting}
        />
        <Group justify="space-between" gap="xs">
          <Anchor component="button" type="button" onClick={() => setIsForgotUserIdOpen(true)}>
            {loginMessages.forgotUserIdTitle}
          </Anchor>
          <Anchor component={Link} to={paths.forgotPasswordStart}>
            {loginMessages.forgotPassword}
          </Anchor>
          <Anchor component={Link} to={paths.registerStart}>
            {loginMessages.register}
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
