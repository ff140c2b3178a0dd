/**
 * The roles an account holds. Provider and Employee say which kind of account it is; an employee may also hold
 * roles that open parts of the plan's side (issue 18): reviewers decide requests in the review queue, policy
 * editors maintain the prior-authorization policy.
 */
export const roles = {
  provider: 'Provider',
  employee: 'Employee',
  siteAdministrator: 'SiteAdministrator',
  reviewer: 'Reviewer',
  policy: 'Policy',
} as const;

/** The roles Manage Account assigns to an employee, with their labels. */
export const employeeRoles = { reviewer: roles.reviewer, policy: roles.policy } as const;
export type EmployeeRole = (typeof employeeRoles)[keyof typeof employeeRoles];
export const employeeRoleLabels: Record<EmployeeRole, string> = { Reviewer: 'Reviewer', Policy: 'Policy' };

/** A role an endpoint or route may require of an employee: the assignable ones, or site administration. */
export type RequiredRole = EmployeeRole | typeof roles.siteAdministrator;

export const hasRole = (account: { readonly roles: readonly string[] }, role: string): boolean => account.roles.includes(role);
