import { forgotPasswordFlow } from '@portal/contracts';
import { RecoveryMethodStep } from '../../ui/account-recovery/recovery-method-step';
import type { ForgotPasswordStepProps } from './forgot-password-page';

/** Step 3: choose e-mail or text; the code is sent at once. */
export function ForgotPasswordMethodStep({ state, goTo }: ForgotPasswordStepProps) {
  return <RecoveryMethodStep flow={forgotPasswordFlow} account={state} onSent={(method) => goTo(4, { mfaMethod: method })} />;
}
