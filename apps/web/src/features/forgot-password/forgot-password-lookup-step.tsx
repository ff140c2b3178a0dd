import { messages } from '@portal/contracts';
import type { ForgotPasswordInfoResponse } from '@portal/contracts';
import { getForgotPasswordInfo } from '../../api/forgot-password-api';
import { RecoveryLookupStep } from '../../ui/account-recovery/recovery-lookup-step';
import type { ForgotPasswordStepProps } from './forgot-password-page';
import { emptyForgotPasswordState, type ForgotPasswordState } from './forgot-password-state';

/** Too many failed look-ups, or an account locked by logins (it must be unlocked first). */
function stopOf(info: ForgotPasswordInfoResponse): Partial<ForgotPasswordState> | null {
  if (info.attemptInfo?.locked) return { locked: true };
  if (info.isLockedAccount) return { accountLocked: true };
  return null;
}

/** Step 1: find the account by name and e-mail; failed look-ups show the attempts remaining. */
export function ForgotPasswordLookupStep({ state, goTo }: ForgotPasswordStepProps) {
  return (
    <RecoveryLookupStep
      intro={messages.accountRecovery.forgotPasswordIntro}
      initialValues={{ firstName: state.firstName, lastName: state.lastName, email: state.email }}
      lookUp={getForgotPasswordInfo}
      emptyState={emptyForgotPasswordState}
      stopOf={stopOf}
      detailsOf={(info) => ({ preMfa: info.preMfa })}
      goTo={goTo}
    />
  );
}
