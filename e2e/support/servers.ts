/**
 * What the servers of playwright.config.ts are started with; journeys that depend on it read it here. Their ports
 * start at E2E_PORT_BASE (3100), so two checkouts on one machine can run their journeys side by side.
 */
const portBase = Number(process.env.E2E_PORT_BASE ?? 3100);
export const mainServer = { port: portBase, demoMembers: 300 } as const;
export const idleServer = { port: portBase + 1, demoMembers: 100 } as const;
/**
 * The account lifecycle journeys (account-*.spec.ts) change demo accounts the other journeys expect untouched
 * (temp@ no longer has a temporary password, update@ no longer must update): they run on their own server.
 */
export const accountServer = { port: portBase + 2, demoMembers: 100 } as const;

/** Consecutive failed logins that lock an account, set explicitly so the lock journey does not rely on a default. */
export const maxFailedLogins = 5;
