import { useMutation } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { RecoveryError } from './recovery-frame';
import { recoveryRequestError } from './recovery-request-error';

export interface RecoveryRequest<TVariables, TResult> {
  /** Sends the request; `onAnswer` gets the server's answer, a refused request shows its message on the step. */
  submit: (variables: TVariables, onAnswer: (result: TResult) => void) => void;
  /** Shows a refusal the server answered in its body (`error`). */
  refuse: (message: string) => void;
  /** Shows a failed request as `submit` does (a step's message, or the generic toast). */
  fail: (failure: unknown) => void;
  isBusy: boolean;
  /** The refusal to show on the step, if any. */
  error: ReactNode;
}

/** A recovery step's request and the refusal it shows (spec 1 §8). */
export function useRecoveryRequest<TVariables, TResult>(request: (variables: TVariables) => Promise<TResult>): RecoveryRequest<TVariables, TResult> {
  const [error, setError] = useState<string | null>(null);
  const mutation = useMutation({ mutationFn: request });
  const fail = (failure: unknown) => setError(recoveryRequestError(failure));

  const submit = (variables: TVariables, onAnswer: (result: TResult) => void) => {
    setError(null);
    mutation.mutate(variables, { onSuccess: onAnswer, onError: fail });
  };

  return { submit, refuse: setError, fail, isBusy: mutation.isPending, error: error && <RecoveryError>{error}</RecoveryError> };
}
