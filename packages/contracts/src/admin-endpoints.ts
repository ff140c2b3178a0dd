import { z } from 'zod';
import {
  AccountSearchRequestSchema,
  AccountSearchResponseSchema,
  AddAssociationsRequestSchema,
  AddAssociationsResponseSchema,
  AdminAccountSchema,
  AdminAssociationSearchRequestSchema,
  AdminAssociationSearchResponseSchema,
  AssociationStatusChangesRequestSchema,
  AssociationStatusChangesResponseSchema,
  DashboardResponseSchema,
  SaveAccountRequestSchema,
  SetTemporaryPasswordRequestSchema,
  EmployeeRolesResponseSchema,
  EmployeeRolesRowSchema,
  SaveEmployeeRolesRequestSchema,
} from './admin.js';
import { OkResponseSchema } from './common.js';
import { access, endpoint } from './endpoint.js';
import {
  BeginImpersonationParamsSchema,
  BeginImpersonationRequestSchema,
  BeginImpersonationResponseSchema,
  EndImpersonationResponseSchema,
} from './impersonation.js';

const tag = 'admin';
const AccountIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
/** Site administration is the plan's employees' (spec 2 §6), also while they impersonate: the admin area ends it. */
const employees = access.employee;

/** Site administration calls (spec 2 §7 Admin). */
export const adminEndpoints = {
  dashboard: endpoint({ method: 'GET', path: '/admin/dashboard/', access: employees, response: DashboardResponseSchema, tag }),
  dashboardAutoApproved: endpoint({ method: 'GET', path: '/admin/dashboardAutoApproved/', access: employees, response: DashboardResponseSchema, tag }),
  accountsSearch: endpoint({
    method: 'POST',
    path: '/admin/accounts/search/',
    access: employees,
    body: AccountSearchRequestSchema,
    response: AccountSearchResponseSchema,
    tag,
  }),
  account: endpoint({ method: 'GET', path: '/admin/account/:id/', access: employees, params: AccountIdParamsSchema, response: AdminAccountSchema, tag }),
  saveAccount: endpoint({ method: 'POST', path: '/admin/account/', access: employees, body: SaveAccountRequestSchema, response: AdminAccountSchema, tag }),
  employeeRoles: endpoint({
    method: 'GET',
    path: '/admin/employees/',
    access: access.siteAdministrator,
    response: EmployeeRolesResponseSchema,
    tag,
    summary: 'Employees and their plan-side roles.',
  }),
  saveEmployeeRoles: endpoint({
    method: 'PUT',
    path: '/admin/employees/:id/roles/',
    access: access.siteAdministrator,
    params: AccountIdParamsSchema,
    body: SaveEmployeeRolesRequestSchema,
    response: EmployeeRolesRowSchema,
    tag,
    summary: "Grants or withdraws an employee's plan-side roles (reviewer, policy, brand).",
  }),
  temporaryPassword: endpoint({
    method: 'POST',
    path: '/admin/account/password/',
    access: employees,
    body: SetTemporaryPasswordRequestSchema,
    response: OkResponseSchema,
    tag,
  }),
  associationsSearch: endpoint({
    method: 'POST',
    path: '/admin/associations/search/',
    access: employees,
    body: AdminAssociationSearchRequestSchema,
    response: AdminAssociationSearchResponseSchema,
    tag,
  }),
  addAssociations: endpoint({
    method: 'PUT',
    path: '/admin/associations/',
    access: employees,
    body: AddAssociationsRequestSchema,
    response: AddAssociationsResponseSchema,
    tag,
  }),
  changeAssociationStatuses: endpoint({
    method: 'POST',
    path: '/admin/associations/',
    access: employees,
    body: AssociationStatusChangesRequestSchema,
    response: AssociationStatusChangesResponseSchema,
    tag,
  }),
  beginImpersonation: endpoint({
    method: 'POST',
    path: '/admin/impersonate/begin/:accountId/',
    access: employees,
    params: BeginImpersonationParamsSchema,
    body: BeginImpersonationRequestSchema,
    response: BeginImpersonationResponseSchema,
    tag: 'impersonation',
    summary: 'Search as Provider: the session acts as the account (spec 2 §4).',
  }),
  endImpersonation: endpoint({
    method: 'POST',
    path: '/admin/impersonate/end/',
    access: employees,
    response: EndImpersonationResponseSchema,
    tag: 'impersonation',
  }),
} as const;
