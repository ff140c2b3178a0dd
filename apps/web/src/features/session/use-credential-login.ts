import type { CurrentUser } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { formErrorMessage } from '../../api/form-error-message';
import { setCurrentUser } from '../../session/current-user-store';
import { keepReturnAddress, redirectParam } from '../../session/return-address';
import { showErrorToast } from '../../ui/toasts';
import { afterLoginPath } from './after-login-path';

export interface Credentials {
  userId: string;
  password: string;
}

export interface CredentialLoginOptions<TResponse> {
  login: (credentials: Credentials) => Promise<TResponse>;
  /** The user the answer signs in; a refused login shows why and answers null. */
  signedInUserOf: (response: TResponse, credentials: Credentials) => CurrentUser | null;
  /** Runs once the login succeeded, before the user is signed in (remembering the user id). */
  onSignedIn: (credentials: Credentials) => void;
  /** Shows the message of a refused request (400, 429); null clears it when the form is sent again. */
  onMessage: (message: string | null) => void;
}

/**
 * The login of a credentials form: sends it once the browser accepts the user id as an e-mail address
 * (spec 1 §5.8), signs the user in and opens the page after login; other failures get the generic toast.
 */
export function useCredentialLogin<TResponse>({ login, signedInUserOf, onSignedIn, onMessage }: CredentialLoginOptions<TResponse>) {
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (response, credentials) => {
      const user = signedInUserOf(response, credentials);
      if (user === null) return;
      onSignedIn(credentials);
      setCurrentUser(user);
      const { path, returnAfterPendingSteps } = afterLoginPath(user, searchParams.get(redirectParam));
      keepReturnAddress(returnAfterPendingSteps);
      void navigate(path, { replace: true });
    },
    onError: (exception) => {
      const message = formErrorMessage(exception);
      if (message) onMessage(message);
      else showErrorToast();
    },
  });

  function submit(event: FormEvent<HTMLFormElement>, credentials: Credentials) {
    event.preventDefault();
    if (!event.currentTarget.checkValidity()) {
      event.currentTarget.reportValidity();
      return;
    }
    onMessage(null);
    mutation.mutate({ userId: credentials.userId.trim(), password: credentials.password });
  }

  return { submit, isSubmitting: mutation.isPending };
}
