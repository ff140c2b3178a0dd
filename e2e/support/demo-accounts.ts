/**
 * Accounts of the deterministic demo data (apps/server/src/demo). Every demo account shares one password.
 * Tests that lock or change an account use one that no other journey signs in with.
 */
export const demoPassword = 'Welcome2Portal!';

export const demoAccounts = {
  provider: 'provider@example.com',
  limited: 'limited@example.com',
  disabled: 'disabled@example.com',
  locked: 'locked@example.com',
  temporaryPassword: 'temp@example.com',
  forceUpdate: 'update@example.com',
  admin: 'admin@example.com',
  /**
   * Extra approved accounts of the generator (demo-account-extras.ts, login ids 1129 and 1128), locked by the
   * failed-login journey and used nowhere else: one per attempt, as a retry cannot reuse a locked account.
   * Derived from the fixed seed, so the same on every run.
   */
  spareApproved: ['malik.wright29@example.com', 'noah.smith28@example.com'],
} as const;
