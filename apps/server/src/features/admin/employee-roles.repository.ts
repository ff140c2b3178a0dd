import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { accounts } from '../../db/schema.js';

/** Employee accounts and their roles; no rules here. */
export function createEmployeeRolesRepository(db: Executor) {
  const columns = {
    id: accounts.id,
    firstName: accounts.firstName,
    lastName: accounts.lastName,
    email: accounts.email,
    title: accounts.title,
    roles: accounts.roles,
    isEmployee: accounts.isEmployee,
  };
  return {
    findEmployees: () => db.select(columns).from(accounts).where(eq(accounts.isEmployee, true)).orderBy(asc(accounts.lastName), asc(accounts.firstName)),
    async findAccount(id: number) {
      const [row] = await db.select(columns).from(accounts).where(eq(accounts.id, id));
      return row;
    },
    /** The accounts trigger reports the change of roles to every instance's session cache (migration 0008). */
    async saveRoles(id: number, roles: string[], now: Date): Promise<void> {
      await db.update(accounts).set({ roles, changeDate: now }).where(eq(accounts.id, id));
    },
  };
}
export type EmployeeRolesRepository = ReturnType<typeof createEmployeeRolesRepository>;
