import { unlockAccountFlow } from '@portal/contracts';
import { RecoveryMethodStep } from '../../ui/account-recovery/recovery-method-step';
import type { UnlockStepProps } from './unlock-account-page';

/** Step 3: mobile or e-mail; a method is required (spec 1 §5.6). */
export function UnlockMethodStep({ state, goTo }: UnlockStepProps) {
  return <RecoveryMethodStep flow={unlockAccountFlow} account={state} isMobileOffered={state.hasMobile} onSent={(method) => goTo(4, { mfaMethod: method })} />;
}
