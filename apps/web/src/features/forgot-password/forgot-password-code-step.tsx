import { forgotPasswordFlow } from '@portal/contracts';
import { RecoveryCodeStep } from '../../ui/account-recovery/recovery-code-step';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { lockoutChanges } from './forgot-password-state';

/** Step 4: the code; a wrong one shows the attempts remaining, the last one locks the flow. */
export function ForgotPasswordCodeStep({ state, goTo }: ForgotPasswordStepProps) {
  return <RecoveryCodeStep flow={forgotPasswordFlow} account={state} onVerified={() => goTo(5)} onLockedOut={(lockout) => goTo(4, lockoutChanges(lockout))} />;
}
