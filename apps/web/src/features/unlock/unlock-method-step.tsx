import { unlockAccountFlow } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeMethodForm, type CodeMethod } from '../../ui/account-recovery/code-method-form';
import { sendRecoveryCode } from '../../ui/account-recovery/recovery-code-request';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';
import type { UnlockStepProps } from './unlock-account-page';

/** Step 3: mobile or e-mail; a method is required (spec 1 §5.6). */
export function UnlockMethodStep({ state, goTo }: UnlockStepProps) {
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (method: CodeMethod) =>
      sendRecoveryCode(unlockAccountFlow, { helperId: state.helperId ?? '', email: state.email, maskedMobile: state.maskedMobile }, method),
  });

  const submit = (method: CodeMethod) => {
    setError(null);
    send.mutate(method, { onSuccess: () => goTo(4, { mfaMethod: method }), onError: (failure) => setError(recoveryRequestError(failure)) });
  };

  return (
    <CodeMethodForm
      maskedEmail={state.maskedEmail ?? ''}
      maskedMobile={state.hasMobile ? state.maskedMobile : null}
      initialMethod={state.mfaMethod}
      onSubmit={submit}
      isBusy={send.isPending}
      error={error && <RecoveryError>{error}</RecoveryError>}
    />
  );
}
