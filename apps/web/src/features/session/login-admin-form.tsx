import { constants, messages } from '@portal/contracts';
import { Alert, Button, Checkbox, PasswordInput, Stack, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiError } from '../../api/http-client';
import { adminLogin } from '../../api/session-api';
import { showErrorToast } from '../../ui/toasts';
import { afterLoginPath } from './after-login-path';
import { setCurrentUser } from './current-user-store';
import { readRememberedAdminUserId, rememberAdminUserId } from './remembered-user-id';

interface Credentials {
  email: string;
  password: string;
}

export function LoginAdminForm() {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [email, setEmail] = useState(readRememberedAdminUserId);
  const [password, setPassword] = useState('');
  const [isRemembered, setIsRemembered] = useState(() => readRememberedAdminUserId() !== '');
  const [error, setError] = useState<string | null>(null);

  const mutation = useMutation({
    mutationFn: ({ email, password }: Credentials) => adminLogin({ Username: email, Password: password }),
    onSuccess: (response, credentials) => {
      if (!response.isAdminLoginValid) {
        setError(messages.adminLogin.incorrectCredentials);
        setPassword('');
        return;
      }
      const { isAdminLoginValid: _isAdminLoginValid, ...user } = response;
      rememberAdminUserId(isRemembered ? credentials.email : null);
      setCurrentUser(user);
      navigate(afterLoginPath(user, searchParams.get('redirect')), { replace: true });
    },
    onError: (exception) => {
      if (exception instanceof ApiError && exception.status >= 400 && exception.status < 500 && exception.message) {
        setError(exception.message);
      } else {
        showErrorToast();
      }
    },
  });

  const isEmpty = email.trim() === '' || password === '';

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    setError(null);
    mutation.mutate({ email: email.trim(), password });
  }

  return (
    <form onSubmit={handleSubmit} aria-label="Administrator login">
      <Stack gap="md">
        {error && (
          <Alert color="red" variant="light">
            {error}
          </Alert>
        )}
        <TextInput
          type="email"
          label={messages.adminLogin.emailLabel}
          name="email"
          autoComplete="username"
          required
          withAsterisk={false}
          maxLength={constants.emailMaxLength}
          value={email}
          onChange={(event) => setEmail(event.currentTarget.value)}
        />
        <PasswordInput
          label={messages.login.passwordLabel}
          name="password"
          autoComplete="current-password"
          required
          withAsterisk={false}
          maxLength={constants.passwordMaxLength}
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
        />
        <Checkbox
          label={messages.adminLogin.rememberMe}
          checked={isRemembered}
          onChange={(event) => setIsRemembered(event.currentTarget.checked)}
        />
        <Button type="submit" disabled={isEmpty} loading={mutation.isPending} fullWidth>
          {messages.login.logIn}
        </Button>
      </Stack>
    </form>
  );
}
