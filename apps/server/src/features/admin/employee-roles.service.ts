import { type EmployeeRole, type EmployeeRolesRow, employeeRoles, messages } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { type AdminActor, adminAuditActions, adminRefusals, type RecordAdminChange, type RecordAdminRefusal } from '../../audit/admin-changes.js';
import type { EmployeeRolesRepository } from './employee-roles.repository.js';

const assignable: readonly string[] = Object.values(employeeRoles);
const assignedOf = (roles: readonly string[]) => roles.filter((role): role is EmployeeRole => assignable.includes(role));

/**
 * Who reviews requests and who maintains the policy (issue 18): site administrators grant and withdraw the Reviewer
 * and Policy roles of employees; every other role an account holds is kept as it is. Each change is audited. Nobody
 * changes their own roles, whichever roles exist: another administrator does (issue 30).
 */
export function createEmployeeRolesService(deps: {
  repository: EmployeeRolesRepository;
  recordChange: RecordAdminChange;
  recordRefusal: RecordAdminRefusal;
  forgetAccountSessions: (accountId: number) => void;
  clock: Clock;
}) {
  const { repository, recordChange, recordRefusal, forgetAccountSessions, clock } = deps;
  const toRow = (row: NonNullable<Awaited<ReturnType<EmployeeRolesRepository['findAccount']>>>): EmployeeRolesRow => ({
    helperId: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    title: row.title,
    roles: assignedOf(row.roles),
  });
  return {
    async list(): Promise<EmployeeRolesRow[]> {
      return (await repository.findEmployees()).map(toRow);
    },

    async save(actor: AdminActor, id: number, requested: readonly EmployeeRole[]): Promise<EmployeeRolesRow> {
      if (id === actor.accountId) {
        await recordRefusal(actor, id, adminAuditActions.rolesChanged, adminRefusals.ownAccount, { requested });
        throw new ForbiddenError(messages.admin.ownRoles);
      }
      const account = await repository.findAccount(id);
      if (!account) throw new NotFoundError();
      if (!account.isEmployee) throw new ValidationError(messages.admin.notAnEmployee);
      const before = assignedOf(account.roles);
      const after = assignable.filter((role) => requested.includes(role as EmployeeRole));
      const roles = [...account.roles.filter((role) => !assignable.includes(role)), ...after];
      if (before.join(',') !== after.join(',')) {
        await repository.saveRoles(id, roles, clock.now());
        forgetAccountSessions(id);
        await recordChange(actor, id, adminAuditActions.rolesChanged, [{ what: 'Roles', before: before.join(', ') || null, after: after.join(', ') || null }]);
      }
      return toRow({ ...account, roles });
    },
  };
}
export type EmployeeRolesService = ReturnType<typeof createEmployeeRolesService>;
