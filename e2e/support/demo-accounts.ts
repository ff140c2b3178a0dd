/**
 * Accounts of the deterministic demo data (apps/server/src/demo). Every demo account shares one password.
 * Tests that lock or change an account use one that no other journey signs in with.
 */
export const demoPassword = 'Welcome2Portal!';

/** The answer of every security question of every demo account (apps/server/src/demo/demo-accounts.ts). */
export const demoSecurityAnswer = 'blue';

/** A demo account as a user identifies it in forgot password and unlock: name and e-mail (User ID). */
export interface NamedAccount {
  email: string;
  firstName: string;
  lastName: string;
}

export const demoAccounts = {
  provider: 'provider@example.com',
  /** A colleague of provider@example.com at two of its locations (issue 34 §4): sees the practice's drafts. */
  colleague: 'colleague@example.com',
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

/**
 * More extra approved accounts of the generator (login ids 1107..1109, 1117, 1127), each changed by one journey of
 * the account lifecycle and used nowhere else. All but ethan.smith17 (a retry spare for Settings, where it does not
 * matter) have a mobile number and three security questions: they are not pre-MFA accounts. The unlock and Settings journeys leave their account unusable for a second try (locked, or
 * with another password), so they get one account per attempt, like the failed-login journey.
 */
export const lifecycleAccounts = {
  forgotPassword: { email: 'aaron.tanaka7@example.com', firstName: 'Aaron', lastName: 'Tanaka' },
  unlock: [
    { email: 'mia.chen8@example.com', firstName: 'Mia', lastName: 'Chen' },
    { email: 'noah.thompson27@example.com', firstName: 'Noah', lastName: 'Thompson' },
  ],
  settings: [
    { email: 'matthew.jones9@example.com', firstName: 'Matthew', lastName: 'Jones' },
    { email: 'ethan.smith17@example.com', firstName: 'Ethan', lastName: 'Smith' },
  ],
} as const satisfies Record<string, NamedAccount | readonly NamedAccount[]>;

/**
 * Accounts of the site administration and Your Providers journeys (issue 4), one per attempt like the lifecycle
 * journeys: a retry cannot approve an account twice or find the providers the first attempt changed.
 * - approval: limited@ (New Request), then an extra New Request account of the generator (login id 1101).
 * - yourProviders: extra approved accounts (login ids 1119 and 1118) with an active association that no other
 *   journey signs in with; they run on the account server.
 * The extras' e-mails come from the fixed seed (demo-account-extras.ts), like lifecycleAccounts.
 */
export const adminJourneyAccounts = {
  approval: [
    { email: 'limited@example.com', firstName: 'Casey', lastName: 'Newman' },
    { email: 'aaron.jones1@example.com', firstName: 'Aaron', lastName: 'Jones' },
  ],
  yourProviders: [
    { email: 'joseph.anderson19@example.com', firstName: 'Joseph', lastName: 'Anderson' },
    { email: 'sarah.hall18@example.com', firstName: 'Sarah', lastName: 'Hall' },
  ],
} as const satisfies Record<string, readonly NamedAccount[]>;

/** The fixed provider account the impersonation journey acts as (apps/server/src/demo/demo-accounts.ts). */
export const impersonatedProvider = { email: demoAccounts.provider, firstName: 'Pat', lastName: 'Provider' } as const satisfies NamedAccount;

/** The account of a journey's attempt (retries on CI cannot reuse an account the first attempt changed). */
export function accountForAttempt(accounts: readonly NamedAccount[], retry: number): NamedAccount {
  const account = accounts[retry];
  if (account === undefined) throw new Error(`No spare account left for retry ${retry}`);
  return account;
}
