/** What the servers of playwright.config.ts are started with; journeys that depend on it read it here. */
export const mainServer = { port: 3100, demoMembers: 300 } as const;
export const idleServer = { port: 3101, demoMembers: 100 } as const;
/**
 * The account lifecycle journeys (account-*.spec.ts) change demo accounts the other journeys expect untouched
 * (temp@ no longer has a temporary password, update@ no longer must update): they run on their own server.
 */
export const accountServer = { port: 3102, demoMembers: 100 } as const;

/** Consecutive failed logins that lock an account, set explicitly so the lock journey does not rely on a default. */
export const maxFailedLogins = 5;
