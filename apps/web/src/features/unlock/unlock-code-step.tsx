import { unlockAccountFlow } from '@portal/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { verifyMfaCode } from '../../api/mfa-api';
import { finalizeUnlock } from '../../api/unlock-api';
import { useLeaveGuard } from '../../ui/leave-guard/use-leave-guard';
import { showSuccessToast } from '../../ui/toasts';
import { CodeEntryForm } from '../../ui/account-recovery/code-entry-form';
import { resendConfirmation, sendRecoveryCode } from '../../ui/account-recovery/recovery-code-request';
import { RecoveryError } from '../../ui/account-recovery/recovery-frame';
import { recoveryRequestError } from '../../ui/account-recovery/recovery-request-error';
import type { UnlockStepProps } from './unlock-account-page';

type Outcome = { kind: 'unlocked' } | { kind: 'refused'; error: string; isLocked: boolean };

/** Step 4: the code; its success unlocks the account at once (spec 1 §4.5). Leaving is blocked meanwhile. */
export function UnlockCodeStep({ state, goTo }: UnlockStepProps) {
  const [error, setError] = useState<string | null>(null);
  const method = state.mfaMethod ?? 'email';
  const helperId = state.helperId ?? '';
  const target = { helperId, email: state.email, maskedMobile: state.maskedMobile };
  const unlock = useMutation({
    mutationFn: async (code: string): Promise<Outcome> => {
      const result = await verifyMfaCode(unlockAccountFlow, { HelperId: helperId, UserName: state.email, Code: code });
      if (result.error) return { kind: 'refused', error: result.error, isLocked: result.isLockedAccount || Boolean(result.attemptInfo?.locked) };
      await finalizeUnlock(helperId);
      return { kind: 'unlocked' };
    },
  });
  useLeaveGuard(unlock.isPending);

  const submit = (code: string) => {
    setError(null);
    unlock.mutate(code, {
      onSuccess: (outcome) => {
        if (outcome.kind === 'unlocked') return goTo(4, { unlocked: true });
        if (outcome.isLocked) return goTo(4, { locked: true });
        setError(outcome.error);
      },
      onError: (failure) => setError(recoveryRequestError(failure)),
    });
  };

  const resend = async () => {
    try {
      await sendRecoveryCode(unlockAccountFlow, target, method);
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
      isBusy={unlock.isPending}
      error={error && <RecoveryError>{error}</RecoveryError>}
    />
  );
}
