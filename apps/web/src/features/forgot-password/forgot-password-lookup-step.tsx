import { messages } from '@portal/contracts';
import type { ForgotPasswordInfoResponse, RecoveryBeginRequest } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { getForgotPasswordInfo } from '../../api/forgot-password-api';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { emptyForgotPasswordState } from './forgot-password-state';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { RecoveryNameForm } from '../../ui/account-recovery/recovery-name-form';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';

/** Step 1: find the account by name and e-mail; failed look-ups show the attempts remaining. */
export function ForgotPasswordLookupStep({ state, goTo }: ForgotPasswordStepProps) {
  const [error, setError] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: getForgotPasswordInfo });

  const found = (request: RecoveryBeginRequest, info: ForgotPasswordInfoResponse) => {
    const fresh = { ...emptyForgotPasswordState(), ...request };
    if (info.attemptInfo?.locked) return goTo(1, { ...fresh, locked: true });
    if (info.isLockedAccount) return goTo(1, { ...fresh, accountLocked: true });
    if (info.error || !info.helperId || !info.maskedEmail) return setError(info.error ?? messages.generic.errorTryAgain);
    goTo(info.securityQuestion ? 2 : 3, {
      ...fresh,
      helperId: info.helperId,
      securityQuestion: info.securityQuestion,
      securityAnswerFormat: info.securityAnswerFormat ?? 'text',
      maskedEmail: info.maskedEmail,
      maskedMobile: info.maskedMobile,
      preMfa: info.preMfa,
    });
  };

  const submit = (request: RecoveryBeginRequest) => {
    setError(null);
    lookup.mutate(request, { onSuccess: (info) => found(request, info), onError: (failure) => setError(recoveryRequestError(failure)) });
  };

  return (
    <RecoveryNameForm
      intro={messages.accountRecovery.forgotPasswordIntro}
      initialValues={{ firstName: state.firstName, lastName: state.lastName, email: state.email }}
      onSubmit={submit}
      isBusy={lookup.isPending}
      error={error && <RecoveryError>{error}</RecoveryError>}
    />
  );
}
