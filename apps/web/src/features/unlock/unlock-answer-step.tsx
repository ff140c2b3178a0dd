import { submitUnlockAnswer } from '../../api/unlock-api';
import { RecoveryAnswerStep } from '../../ui/account-recovery/recovery-answer-step';
import type { UnlockStepProps } from './unlock-account-page';

/** Step 2: the security question; used-up attempts show the Care Coordinators message. */
export function UnlockAnswerStep({ state, goTo }: UnlockStepProps) {
  return <RecoveryAnswerStep account={state} submitAnswer={submitUnlockAnswer} onAnswered={() => goTo(3)} onLockedOut={() => goTo(2, { locked: true })} />;
}
