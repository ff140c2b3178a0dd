import { messages } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { submitForgotPasswordAnswer } from '../../api/forgot-password-api';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';
import { SecurityAnswerForm } from '../../ui/account-recovery/security-answer-form';

/** Step 2: the security question; the last wrong answer locks the account (spec 1 §4.4). */
export function ForgotPasswordAnswerStep({ state, goTo }: ForgotPasswordStepProps) {
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({ mutationFn: submitForgotPasswordAnswer });

  const submit = (enteredAnswer: string) => {
    if (!state.helperId) return;
    setError(null);
    const request = { helperId: state.helperId, email: state.email, enteredAnswer, securityAnswerFormat: state.securityAnswerFormat };
    check.mutate(request, {
      onSuccess: (result) => {
        if (result.isLockedAccount) return goTo(2, { accountLocked: true });
        if (result.attemptInfo?.locked) return goTo(2, { locked: true });
        if (result.error) return setError(result.error);
        goTo(3);
      },
      onError: (failure) => setError(recoveryRequestError(failure)),
    });
  };

  return (
    <SecurityAnswerForm
      question={state.securityQuestion ?? ''}
      onSubmit={submit}
      isBusy={check.isPending}
      error={error && <RecoveryError>{error ?? messages.generic.errorTryAgain}</RecoveryError>}
    />
  );
}
