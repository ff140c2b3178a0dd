import { desc, eq } from 'drizzle-orm';
import { accounts, auditLog, outboxMessages } from '../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from './test-app.js';
import { createTestClock } from './test-clock.js';

/** Shared set-up of the admin route tests: the app on the seeded data, an employee's and a provider's token. */
export async function createAdminTestContext() {
  const testApp: TestApp = await createTestApp({ clock: createTestClock() });
  const adminToken = await tokenOf(testApp.app, 'admin@example.com');
  const providerToken = await tokenOf(testApp.app, 'provider@example.com');
  const db = testApp.database.db;

  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown, token: string | null = adminToken) =>
    testApp.app.inject({
      method,
      url,
      ...(token ? { headers: bearer(token) } : {}),
      ...(payload === undefined ? {} : { payload: payload as Record<string, unknown> }),
    });

  async function accountIdOf(email: string): Promise<number> {
    const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    if (!row) throw new Error(`no account ${email}`);
    return row.id;
  }

  const mailTo = (recipient: string) => db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id));

  const auditOf = (subjectAccountId: number) => db.select().from(auditLog).where(eq(auditLog.subjectAccountId, subjectAccountId)).orderBy(desc(auditLog.id));

  return { testApp, db, adminToken, providerToken, call, accountIdOf, mailTo, auditOf };
}
export type AdminTestContext = Awaited<ReturnType<typeof createAdminTestContext>>;
