import type { SubmitAnswerRequest, SubmitAnswerResponse } from '@portal/contracts';
import { lockoutOf, type RecoveryAccount, type RecoveryLockout } from './recovery-account';
import { SecurityAnswerForm } from './security-answer-form';
import { useRecoveryRequest } from './use-recovery-request';

export interface RecoveryAnswerStepProps {
  account: RecoveryAccount;
  /** The flow's submitanswer call. */
  submitAnswer: (request: SubmitAnswerRequest) => Promise<SubmitAnswerResponse>;
  onAnswered: () => void;
  onLockedOut: (lockout: RecoveryLockout) => void;
}

/** Step 2: the security question; a wrong answer shows the attempts remaining, the last one locks (spec 1 §4.4). */
export function RecoveryAnswerStep({ account, submitAnswer, onAnswered, onLockedOut }: RecoveryAnswerStepProps) {
  const check = useRecoveryRequest(submitAnswer);

  const submit = (enteredAnswer: string) => {
    const request = { helperId: account.helperId ?? '', email: account.email, enteredAnswer, securityAnswerFormat: account.securityAnswerFormat };
    check.submit(request, (result) => {
      const lockout = lockoutOf(result);
      if (lockout) return onLockedOut(lockout);
      if (result.error) return check.refuse(result.error);
      onAnswered();
    });
  };

  return <SecurityAnswerForm question={account.securityQuestion ?? ''} onSubmit={submit} isBusy={check.isBusy} error={check.error} />;
}
