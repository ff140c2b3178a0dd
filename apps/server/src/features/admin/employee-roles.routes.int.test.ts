import { adminEndpoints, EmployeeRolesRowSchema, endpointPath, messages, roles } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog } from '../../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';

/**
 * Employee roles through HTTP (issue 30): a site administrator never grants or withdraws their own roles, whichever
 * roles exist; another administrator does. The refusal is a 403 with its reason and an audit row, and changes nothing.
 */
let testApp: TestApp;
let admin: string;
let secondAdmin: string;
let adminId: number;
let secondAdminId: number;
beforeAll(async () => {
  testApp = await createTestApp();
  const db = testApp.database.db;
  const [model] = await db.select().from(accounts).where(eq(accounts.email, 'admin@example.com'));
  if (!model) throw new Error('admin@example.com is not seeded');
  const { id, email: _email, loginId: _loginId, ...rest } = model;
  adminId = id;
  const [second] = await db
    .insert(accounts)
    .values({ ...rest, email: 'admin2@example.com', loginId: 990_041, firstName: 'Sam', lastName: 'Second' })
    .returning({ id: accounts.id });
  secondAdminId = second?.id as number;
  [admin, secondAdmin] = await Promise.all([tokenOf(testApp.app, 'admin@example.com'), tokenOf(testApp.app, 'admin2@example.com')]);
});
afterAll(() => testApp.close());

const save = (id: number, body: unknown, token: string) =>
  testApp.app.inject({
    method: 'PUT',
    url: `/api${endpointPath(adminEndpoints.saveEmployeeRoles, { id })}`,
    headers: bearer(token),
    payload: body as Record<string, unknown>,
  });
const rolesOf = async (id: number) => (await testApp.database.db.select({ roles: accounts.roles }).from(accounts).where(eq(accounts.id, id)))[0]?.roles;
const auditOf = (actorAccountId: number, subjectAccountId: number) =>
  testApp.database.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, 'admin-roles-changed'), eq(auditLog.actorAccountId, actorAccountId), eq(auditLog.subjectAccountId, subjectAccountId)))
    .orderBy(auditLog.id);

describe('an administrator’s own roles', () => {
  it('are never granted or withdrawn by that administrator: 403 with the reason, an audit row, nothing changed', async () => {
    const before = await rolesOf(adminId);
    expect(before).toEqual([roles.employee, roles.siteAdministrator, roles.policy]);
    for (const requested of [['Reviewer', 'Policy'], [], ['Policy']]) {
      const refused = await save(adminId, { roles: requested }, admin);
      expect(refused.statusCode, refused.body).toBe(403);
      expect(refused.json().message).toBe(messages.admin.ownRoles);
    }
    expect(await rolesOf(adminId)).toEqual(before);
    const audit = await auditOf(adminId, adminId);
    expect(audit.map((row) => [row.outcome, row.details])).toEqual([
      ['refused-own-account', { requested: ['Reviewer', 'Policy'] }],
      ['refused-own-account', { requested: [] }],
      ['refused-own-account', { requested: ['Policy'] }],
    ]);
  });

  it('are granted by a second administrator, audited as that administrator’s change', async () => {
    const granted = await save(adminId, { roles: ['Reviewer', 'Policy'] }, secondAdmin);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(EmployeeRolesRowSchema.parse(granted.json()).roles).toEqual(['Reviewer', 'Policy']);
    expect(await rolesOf(adminId)).toEqual([roles.employee, roles.siteAdministrator, roles.reviewer, roles.policy]);
    expect((await auditOf(secondAdminId, adminId)).map((row) => [row.outcome, row.details])).toEqual([
      ['success', { changes: [{ what: 'Roles', before: 'Policy', after: 'Reviewer, Policy' }] }],
    ]);
    const back = await save(secondAdminId, { roles: ['Reviewer'] }, admin);
    expect(back.statusCode, back.body).toBe(200);
  });
});
