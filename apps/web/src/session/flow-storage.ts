/**
 * The multi-step flows (registration, forgot password, account update, unlock) keep their progress in
 * sessionStorage under these keys; opening Login resets them (spec 1 §4.1).
 */
export const flowStorageKeys = {
  registration: 'ep.flow.registration',
  forgotPassword: 'ep.flow.forgotPassword',
  accountUpdate: 'ep.flow.accountUpdate',
  unlockAccount: 'ep.flow.unlockAccount',
} as const;

export function resetFlows(): void {
  for (const key of Object.values(flowStorageKeys)) {
    try {
      sessionStorage.removeItem(key);
    } catch {
      // Storage unavailable: nothing was kept either.
    }
  }
}
