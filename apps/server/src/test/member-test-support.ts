import { adminEndpoints, endpointPath, isoToUsDate, memberEndpoints } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import type { LogStream } from '../app.js';
import { accounts, auditLog, members } from '../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from './test-app.js';
import { createTestClock } from './test-clock.js';

/** The callers every member-area test needs: an approved provider, a limited user, an employee (and impersonating). */
export interface MemberAreaCallers {
  testApp: TestApp;
  provider: string;
  limited: string;
  employee: string;
  /** An employee session that impersonates provider@example.com. */
  impersonating: string;
  providerId: number;
  employeeId: number;
  /** The app's clock, to let signed links and sessions age. */
  clock: ReturnType<typeof createTestClock>;
}

/** The app on the seeded data with the clock standing at the data's "now" (2026-03-02), so "today" is fixed. */
export async function createMemberAreaApp(env: Record<string, string> = {}, options: { logStream?: LogStream } = {}): Promise<MemberAreaCallers> {
  const clock = createTestClock();
  const testApp = await createTestApp({ clock, env, ...options });
  const [provider, limited, employee, impersonating] = await Promise.all(
    ['provider@example.com', 'limited@example.com', 'admin@example.com', 'admin@example.com'].map((email) => tokenOf(testApp.app, email)),
  );
  const idOf = async (email: string) => (await testApp.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email)))[0]?.id ?? 0;
  const providerId = await idOf('provider@example.com');
  const begun = await testApp.app.inject({
    method: 'POST',
    url: `/api${endpointPath(adminEndpoints.beginImpersonation, { accountId: providerId })}`,
    headers: bearer(impersonating as string),
  });
  if (begun.statusCode !== 200) throw new Error(`Impersonation did not begin: ${begun.body}`);
  return {
    testApp,
    provider: provider as string,
    limited: limited as string,
    employee: employee as string,
    impersonating: impersonating as string,
    providerId,
    employeeId: await idOf('admin@example.com'),
    clock,
  };
}

/** An API call as `token` (null: anonymous). */
export function callerOf(testApp: TestApp) {
  return (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string | null, payload?: unknown) =>
    testApp.app.inject({
      method,
      url: `/api${url}`,
      headers: token ? bearer(token) : {},
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });
}

/** The newest audit row of an action, and the id of the newest row (to tell that nothing was written). */
export function auditReaderOf(testApp: TestApp) {
  return {
    async last(action: string) {
      const [row] = await testApp.database.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.id)).limit(1);
      return row;
    },
    async lastId(action: string) {
      return (await this.last(action))?.id ?? 0;
    },
  };
}

/**
 * Searches the member as `token` by member id, date of birth and first name (twins share a card), as a user does
 * before reading a member: the member access rule then lets the account read them.
 */
export async function findMemberAs(testApp: TestApp, token: string, qhid: number): Promise<void> {
  const [member] = await testApp.database.db.select().from(members).where(eq(members.qhid, qhid));
  if (!member) throw new Error(`No member ${qhid}`);
  const response = await testApp.app.inject({
    method: 'POST',
    url: `/api${endpointPath(memberEndpoints.search)}`,
    headers: bearer(token),
    payload: { action: 'BenefitsLookup', memberid: member.memberId, dob: isoToUsDate(member.dob), firstname: member.firstName },
  });
  if (response.json<{ qhid: number }>().qhid !== qhid) throw new Error(`The search did not find member ${qhid}: ${response.body}`);
}
