import { messages } from '@portal/contracts';
import type { UnlockBeginResponse } from '@portal/contracts';
import { beginUnlock } from '../../api/unlock-api';
import { RecoveryLookupStep } from '../../ui/account-recovery/recovery-lookup-step';
import type { UnlockStepProps } from './unlock-account-page';
import { emptyUnlockState, type UnlockState } from './unlock-state';

/** Too many attempts (or the unlock is barred), or an account with no lock to clear. */
function stopOf(info: UnlockBeginResponse): Partial<UnlockState> | null {
  if (info.attemptInfo?.locked || info.isLockedAccount) return { locked: true };
  if (info.notLocked) return { notLocked: true };
  return null;
}

/** Step 1: name and e-mail (User ID); a preset static e-mail (from Login's locked message) is read-only. */
export function UnlockLookupStep({ state, goTo, staticEmail }: UnlockStepProps & { staticEmail: string | null }) {
  const presetEmail = staticEmail?.trim() || null;
  return (
    <RecoveryLookupStep
      intro={messages.accountRecovery.unlockIntro}
      initialValues={{ firstName: state.firstName, lastName: state.lastName, email: presetEmail ?? state.email }}
      isEmailLocked={presetEmail !== null}
      lookUp={beginUnlock}
      emptyState={emptyUnlockState}
      stopOf={stopOf}
      detailsOf={(info) => ({ hasMobile: info.hasMobile })}
      goTo={goTo}
    />
  );
}
