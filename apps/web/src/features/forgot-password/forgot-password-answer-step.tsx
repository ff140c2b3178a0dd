import { submitForgotPasswordAnswer } from '../../api/forgot-password-api';
import { RecoveryAnswerStep } from '../../ui/account-recovery/recovery-answer-step';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { lockoutChanges } from './forgot-password-state';

/** Step 2: the security question; the last wrong answer locks the account (spec 1 §4.4). */
export function ForgotPasswordAnswerStep({ state, goTo }: ForgotPasswordStepProps) {
  return (
    <RecoveryAnswerStep
      account={state}
      submitAnswer={submitForgotPasswordAnswer}
      onAnswered={() => goTo(3)}
      onLockedOut={(lockout) => goTo(2, lockoutChanges(lockout))}
    />
  );
}
