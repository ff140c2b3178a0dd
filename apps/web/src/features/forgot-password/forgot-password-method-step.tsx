import { forgotPasswordFlow as flowName } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { CodeMethodForm, type CodeMethod } from '../../ui/account-recovery/code-method-form';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { sendRecoveryCode } from '../../ui/account-recovery/recovery-code-request';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';

/** Step 3: choose e-mail or text; the code is sent at once. */
export function ForgotPasswordMethodStep({ state, goTo }: ForgotPasswordStepProps) {
  const [error, setError] = useState<string | null>(null);
  const send = useMutation({
    mutationFn: (method: CodeMethod) => sendRecoveryCode(flowName, { helperId: state.helperId ?? '', email: state.email, maskedMobile: state.maskedMobile }, method),
  });

  const submit = (method: CodeMethod) => {
    setError(null);
    send.mutate(method, { onSuccess: () => goTo(4, { mfaMethod: method }), onError: (failure) => setError(recoveryRequestError(failure)) });
  };

  return (
    <CodeMethodForm
      maskedEmail={state.maskedEmail ?? ''}
      maskedMobile={state.maskedMobile}
      initialMethod={state.mfaMethod}
      onSubmit={submit}
      isBusy={send.isPending}
      error={error && <RecoveryError>{error}</RecoveryError>}
    />
  );
}
