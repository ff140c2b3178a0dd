import type { MfaFlow } from '@portal/contracts';
import { verifyMfaCode } from '../../api/mfa-api';
import { useLeaveGuard } from '../leave-guard/use-leave-guard';
import { showSuccessToast } from '../toasts';
import { CodeEntryForm } from './code-entry-form';
import { lockoutOf, type RecoveryAccount, type RecoveryLockout } from './recovery-account';
import { resendConfirmation, sendRecoveryCode } from './recovery-code-request';
import { useRecoveryRequest } from './use-recovery-request';

export interface RecoveryCodeStepProps {
  /** `forgotPasswordFlow` or `unlockAccountFlow`. */
  flow: MfaFlow;
  account: RecoveryAccount;
  /**
   * Completes the flow once the code is accepted, in the same request (unlock: the account is unlocked at once,
   * spec 1 §4.5); leaving the page is blocked meanwhile.
   */
  complete?: (helperId: string) => Promise<unknown>;
  onVerified: () => void;
  onLockedOut: (lockout: RecoveryLockout) => void;
}

/** Step 4: the code; a wrong one shows the attempts remaining, the last one locks the flow. */
export function RecoveryCodeStep({ flow, account, complete, onVerified, onLockedOut }: RecoveryCodeStepProps) {
  const method = account.mfaMethod ?? 'email';
  const target = { helperId: account.helperId ?? '', email: account.email, maskedMobile: account.maskedMobile };
  const verify = useRecoveryRequest(async (code: string) => {
    const result = await verifyMfaCode(flow, { HelperId: target.helperId, UserName: account.email, Code: code });
    if (complete && !result.error && !lockoutOf(result)) await complete(target.helperId);
    return result;
  });
  useLeaveGuard(complete !== undefined && verify.isBusy);

  const submit = (code: string) =>
    verify.submit(code, (result) => {
      const lockout = lockoutOf(result);
      if (lockout) return onLockedOut(lockout);
      if (result.error) return verify.refuse(result.error);
      onVerified();
    });

  const resend = async () => {
    try {
      await sendRecoveryCode(flow, target, method);
      showSuccessToast(resendConfirmation(method));
    } catch (failure) {
      verify.fail(failure);
      throw failure;
    }
  };

  return (
    <CodeEntryForm
      destination={(method === 'sms' ? account.maskedMobile : account.maskedEmail) ?? ''}
      onSubmit={submit}
      onResend={resend}
      isBusy={verify.isBusy}
      error={verify.error}
    />
  );
}
