import { messages } from '@portal/contracts';
import { Alert, Stack } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { adminLogin } from '../../api/session-api';
import { showErrorToast } from '../../ui/toasts';
import { afterLoginPath } from './after-login-path';
import { CredentialFields } from './credential-fields';
import { formErrorMessage } from '../../api/form-error-message';
import { setCurrentUser } from '../../session/current-user-store';
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
      const text = formErrorMessage(exception);
      if (text) setError(text);
      else showErrorToast();
    },
  });

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
          isSubmitting={mutation.isPending}
        />
      </Stack>
    </form>
  );
}
