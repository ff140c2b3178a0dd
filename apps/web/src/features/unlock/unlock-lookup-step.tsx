import { messages } from '@portal/contracts';
import type { RecoveryBeginRequest, UnlockBeginResponse } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { beginUnlock } from '../../api/unlock-api';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { RecoveryNameForm } from '../../ui/account-recovery/recovery-name-form';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';
import type { UnlockStepProps } from './unlock-account-page';
import { emptyUnlockState } from './unlock-state';

/** Step 1: name and e-mail (User ID); a preset static e-mail (from Login's locked message) is read-only. */
export function UnlockLookupStep({ state, goTo, staticEmail }: UnlockStepProps & { staticEmail: string | null }) {
  const [error, setError] = useState<string | null>(null);
  const lookup = useMutation({ mutationFn: beginUnlock });
  const presetEmail = staticEmail?.trim() || null;

  const found = (request: RecoveryBeginRequest, info: UnlockBeginResponse) => {
    const fresh = { ...emptyUnlockState(), ...request };
    if (info.attemptInfo?.locked || info.isLockedAccount) return goTo(1, { ...fresh, locked: true });
    if (info.notLocked) return goTo(1, { ...fresh, notLocked: true });
    if (info.error || !info.helperId || !info.maskedEmail) return setError(info.error ?? messages.generic.errorTryAgain);
    goTo(info.securityQuestion ? 2 : 3, {
      ...fresh,
      helperId: info.helperId,
      securityQuestion: info.securityQuestion,
      securityAnswerFormat: info.securityAnswerFormat ?? 'text',
      maskedEmail: info.maskedEmail,
      maskedMobile: info.maskedMobile,
      hasMobile: info.hasMobile,
    });
  };

  const submit = (request: RecoveryBeginRequest) => {
    setError(null);
    lookup.mutate(request, { onSuccess: (info) => found(request, info), onError: (failure) => setError(recoveryRequestError(failure)) });
  };

  return (
    <RecoveryNameForm
      intro={messages.accountRecovery.unlockIntro}
      initialValues={{ firstName: state.firstName, lastName: state.lastName, email: presetEmail ?? state.email }}
      isEmailLocked={presetEmail !== null}
      onSubmit={submit}
      isBusy={lookup.isPending}
      error={error && <RecoveryError>{error}</RecoveryError>}
    />
  );
}
