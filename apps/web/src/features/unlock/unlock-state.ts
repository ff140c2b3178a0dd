import { emptyRecoveryAccount, type RecoveryAccount } from '../../ui/account-recovery/recovery-account';
import { createFlowStore } from '../../session/flow-store';
import { flowStorageKeys } from '../../session/flow-storage';

export const unlockStepCount = 4;

/** Spec 1 §3 unlock data, as the browser keeps it between the four steps. */
export interface UnlockState extends RecoveryAccount {
  reachedStep: number;
  hasMobile: boolean;
  /** Too many attempts: the page tells the user to call the Care Coordinators. */
  locked: boolean;
  /** The account had no lock to clear. */
  notLocked: boolean;
  unlocked: boolean;
}

export const emptyUnlockState = (): UnlockState => ({
  ...emptyRecoveryAccount(),
  reachedStep: 1,
  hasMobile: false,
  locked: false,
  notLocked: false,
  unlocked: false,
});

export const unlockFlow = createFlowStore<UnlockState>({ storageKey: flowStorageKeys.unlockAccount, empty: emptyUnlockState, memoryOnly: [] });

export function unlockStepPath(step: number): string {
  return `/unlock-account-step-${step}`;
}

/** The step of an /unlock-account-step-N path (1 when unreadable). */
export function unlockStepOf(pathname: string): number {
  const step = Number(/unlock-account-step-(\d)/.exec(pathname)?.[1] ?? '1');
  return step >= 1 && step <= unlockStepCount ? step : 1;
}

/**
 * Spec 1 §2.8: a step ahead of the one reached goes back to it; so does the method step of an account without
 * a mobile number once it is behind the user (e-mail is then the only method).
 */
export function unlockRedirect(step: number, state: Pick<UnlockState, 'reachedStep' | 'hasMobile'>): number | null {
  if (step > state.reachedStep) return state.reachedStep;
  if (step === 3 && !state.hasMobile && state.reachedStep !== 3) return state.reachedStep;
  return null;
}
