import { unlockAccountFlow } from '@portal/contracts';
import { finalizeUnlock } from '../../api/unlock-api';
import { RecoveryCodeStep } from '../../ui/account-recovery/recovery-code-step';
import type { UnlockStepProps } from './unlock-account-page';

/** Step 4: the code; its success unlocks the account at once (spec 1 §4.5). Leaving is blocked meanwhile. */
export function UnlockCodeStep({ state, goTo }: UnlockStepProps) {
  return (
    <RecoveryCodeStep
      flow={unlockAccountFlow}
      account={state}
      complete={finalizeUnlock}
      onVerified={() => goTo(4, { unlocked: true })}
      onLockedOut={() => goTo(4, { locked: true })}
    />
  );
}
