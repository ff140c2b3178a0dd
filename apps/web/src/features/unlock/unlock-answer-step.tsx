import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { submitUnlockAnswer } from '../../api/unlock-api';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';
import { SecurityAnswerForm } from '../../ui/account-recovery/security-answer-form';
import type { UnlockStepProps } from './unlock-account-page';

/** Step 2: the security question; used-up attempts show the Care Coordinators message. */
export function UnlockAnswerStep({ state, goTo }: UnlockStepProps) {
  const [error, setError] = useState<string | null>(null);
  const check = useMutation({ mutationFn: submitUnlockAnswer });

  const submit = (enteredAnswer: string) => {
    setError(null);
    const request = { helperId: state.helperId ?? '', email: state.email, enteredAnswer, securityAnswerFormat: state.securityAnswerFormat };
    check.mutate(request, {
      onSuccess: (result) => {
        if (result.isLockedAccount || result.attemptInfo?.locked) return goTo(2, { locked: true });
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
      error={error && <RecoveryError>{error}</RecoveryError>}
    />
  );
}
