/**
 * The roles an account holds. Provider and Employee say which kind of account it is; an employee may also hold
 * roles that open parts of the plan's side (issue 18): reviewers decide requests in the review queue, policy
 * editors maintain the prior-authorization policy; brand editors change the plan's name, colour and logo (issue 30).
 */
export const roles = {
  provider: 'Provider',
  employee: 'Employee',
  siteAdministrator: 'SiteAdministrator',
  reviewer: 'Reviewer',
  policy: 'Policy',
  brand: 'Brand',
} as const;

/** The roles Manage Account assigns to an employee, with their labels. */
export const employeeRoles = { reviewer: roles.reviewer, policy: roles.policy, brand: roles.brand } as const;
export type EmployeeRole = (typeof employeeRoles)[keyof typeof employeeRoles];
/** Every assignable role, in the order the Employee Roles page lists them (the request schemas' enum). */
export const employeeRoleList = Object.values(employeeRoles) as readonly EmployeeRole[];
export const employeeRoleLabels: Record<EmployeeRole, string> = { Reviewer: 'Reviewer', Policy: 'Policy', Brand: 'Brand' };

/** A role an endpoint or route may require of an employee: the assignable ones, or site administration. */
export type RequiredRole = EmployeeRole | typeof roles.siteAdministrator;

/**
 * Roles an account holds without their being granted, because another role includes them: a site administrator
 * may change the brand (issue 30). Reviewing and the policy stay separate grants (who decides is kept apart).
 */
const impliedRoles: Readonly<Record<string, readonly string[]>> = { [roles.siteAdministrator]: [roles.brand] };

export const hasRole = (account: { readonly roles: readonly string[] }, role: string): boolean =>
  account.roles.includes(role) || account.roles.some((held) => impliedRoles[held]?.includes(role) ?? false);
