import { forgotPasswordFlow as flowName } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { verifyMfaCode } from '../../api/mfa-api';
import { showSuccessToast } from '../../ui/toasts';
import { CodeEntryForm } from '../../ui/account-recovery/code-entry-form';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { resendConfirmation, sendRecoveryCode } from '../../ui/account-recovery/recovery-code-request';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';

/** Step 4: the code; a wrong one shows the attempts remaining, the last one locks the flow. */
export function ForgotPasswordCodeStep({ state, goTo }: ForgotPasswordStepProps) {
  const [error, setError] = useState<string | null>(null);
  const method = state.mfaMethod ?? 'email';
  const target = { helperId: state.helperId ?? '', email: state.email, maskedMobile: state.maskedMobile };
  const verify = useMutation({ mutationFn: (code: string) => verifyMfaCode(flowName, { HelperId: target.helperId, UserName: state.email, Code: code }) });

  const submit = (code: string) => {
    setError(null);
    verify.mutate(code, {
      onSuccess: (result) => {
        if (result.isLockedAccount) return goTo(4, { accountLocked: true });
        if (result.attemptInfo?.locked) return goTo(4, { locked: true });
        if (result.error) return setError(result.error);
        goTo(5);
      },
      onError: (failure) => setError(recoveryRequestError(failure)),
    });
  };

  const resend = async () => {
    try {
      await sendRecoveryCode(flowName, target, method);
      showSuccessToast(resendConfirmation(method));
    } catch (failure) {
      setError(recoveryRequestError(failure));
      throw failure;
    }
  };

  return (
    <CodeEntryForm
      destination={(method === 'sms' ? state.maskedMobile : state.maskedEmail) ?? ''}
      onSubmit={submit}
      onResend={resend}
      isBusy={verify.isPending}
      error={error && <RecoveryError>{error}</RecoveryError>}
    />
  );
}
