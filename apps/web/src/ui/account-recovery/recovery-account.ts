import type { RecoveryStepResult } from '@portal/contracts';
import type { CodeMethod } from './code-method-form';

/** Spec 1 §3 data that forgot password and unlock both keep between steps 1 and 4: the account step 1 found. */
export interface RecoveryAccount {
  helperId: string | null;
  firstName: string;
  lastName: string;
  email: string;
  securityQuestion: string | null;
  securityAnswerFormat: string;
  maskedEmail: string | null;
  maskedMobile: string | null;
  mfaMethod: CodeMethod | null;
}

export const emptyRecoveryAccount = (): RecoveryAccount => ({
  helperId: null,
  firstName: '',
  lastName: '',
  email: '',
  securityQuestion: null,
  securityAnswerFormat: 'text',
  maskedEmail: null,
  maskedMobile: null,
  mfaMethod: null,
});

/** Why a step ended the flow: the account is locked, or the step's attempts are used up. */
export type RecoveryLockout = 'account' | 'attempts';

export function lockoutOf(result: RecoveryStepResult): RecoveryLockout | null {
  if (result.isLockedAccount) return 'account';
  if (result.attemptInfo?.locked) return 'attempts';
  return null;
}
