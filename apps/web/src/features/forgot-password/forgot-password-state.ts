import { emptyRecoveryAccount, type RecoveryAccount, type RecoveryLockout } from '../../ui/account-recovery/recovery-account';
import { flowStorageKeys } from '../../session/flow-storage';
import { createFlowStore } from '../../session/flow-store';

export const forgotPasswordStepCount = 9;
/** The new password is kept in memory only: after a reload the flow resumes at the password step. */
const passwordStep = 5;

/** Spec 1 §3 forgot-password data and flags, as the browser keeps them between the nine steps. */
export interface ForgotPasswordState extends RecoveryAccount {
  /** The furthest step the user may open. */
  reachedStep: number;
  preMfa: boolean;
  /** Too many failed look-ups (the support e-mail message) or the account is locked (disabled until unlocked). */
  locked: boolean;
  accountLocked: boolean;
  complete: boolean;
  password: string;
  mobile: string;
  mobileConfirm: string;
  skipMobile: boolean;
  questions: (number | null)[];
  answers: string[];
  termsAccepted: boolean;
  /** A refusal of the final save, shown on the step of its field. */
  serverError: { step: number; message: string } | null;
}

export const emptyForgotPasswordState = (): ForgotPasswordState => ({
  ...emptyRecoveryAccount(),
  reachedStep: 1,
  preMfa: false,
  locked: false,
  accountLocked: false,
  complete: false,
  password: '',
  mobile: '',
  mobileConfirm: '',
  skipMobile: false,
  questions: [null, null, null],
  answers: ['', '', ''],
  termsAccepted: false,
  serverError: null,
});

export const forgotPasswordFlow = createFlowStore<ForgotPasswordState>({
  storageKey: flowStorageKeys.forgotPassword,
  empty: emptyForgotPasswordState,
  memoryOnly: ['password', 'answers', 'serverError'],
  restore: (stored) => ({ ...stored, reachedStep: stored.complete ? stored.reachedStep : Math.min(stored.reachedStep, passwordStep) }),
});

/** A locked account must be unlocked first; used-up attempts show the support e-mail message. */
export function lockoutChanges(lockout: RecoveryLockout): Partial<ForgotPasswordState> {
  return lockout === 'account' ? { accountLocked: true } : { locked: true };
}

export function forgotPasswordStepPath(step: number): string {
  return `/forgot-password-step-${step}`;
}

/** The step of a /forgot-password-step-N path (1 when unreadable). */
export function forgotPasswordStepOf(pathname: string): number {
  const step = Number(/forgot-password-step-(\d)/.exec(pathname)?.[1] ?? '1');
  return step >= 1 && step <= forgotPasswordStepCount ? step : 1;
}

/** Which step shows a refusal of the final save, so the user can fix it there. */
export function stepOfField(field: string): number {
  if (field === 'password') return 5;
  if (field === 'mobile' || field === 'skipMobile') return 6;
  if (field.startsWith('security')) return 7;
  return 8;
}
