import { messages } from '@portal/contracts';
import { Alert, Stack } from '@mantine/core';
import { useState } from 'react';
import { adminLogin } from '../../api/session-api';
import { CredentialFields } from './credential-fields';
import { readRememberedAdminUserId, rememberAdminUserId } from './remembered-user-id';
import { useCredentialLogin } from './use-credential-login';

export function LoginAdminForm() {
  const [email, setEmail] = useState(readRememberedAdminUserId);
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(() => readRememberedAdminUserId() !== '');
  const [error, setError] = useState<string | null>(null);

  const { submit, isSubmitting } = useCredentialLogin({
    login: ({ userId, password }) => adminLogin({ Username: userId, Password: password }),
    signedInUserOf: (response) => {
      if (!response.isAdminLoginValid) {
        setError(messages.adminLogin.incorrectCredentials);
        setPassword('');
        return null;
      }
      const { isAdminLoginValid: _isAdminLoginValid, ...user } = response;
      return user;
    },
    onSignedIn: (credentials) => rememberAdminUserId(isRemembered ? credentials.userId : null),
    onMessage: setError,
  });

  return (
    <form onSubmit={(event) => submit(event, { userId: email, password })} aria-label="Administrator login">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <CredentialFields
          userIdLabel={messages.adminLogin.emailLabel}
          userIdName="email"
          userId={email}
          onUserIdChange={setEmail}
          password={password}
          onPasswordChange={setPassword}
          rememberLabel={messages.adminLogin.rememberMe}
          isRemembered={isRemembered}
          onRememberedChange={setIsRemembered}
          isSubmitting={isSubmitting}
        />
      </Stack>
    </form>
  );
}
