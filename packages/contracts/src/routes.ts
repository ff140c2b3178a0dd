import { employeeRoles, type RequiredRole, roles } from './roles.js';

/**
 * The route table of spec 1 §2.1 and spec 2 §2.1, held once: the web router, the guard and the menu read it.
 *
 * The spec's flags are kept as written. Where the original product let children of the signed-in layout inherit
 * "needs sign-in", this table states it on each route (`requiresSignIn`), so nothing depends on nesting.
 */
export interface RouteMeta {
  /** NL: rendered without header, menu and footer. */
  readonly noLayout: boolean;
  /** SI: needs a signed-in user without a pending forced account update. */
  readonly requiresSignIn: boolean;
  /** LIM: limited (pending approval) users may open it. */
  readonly allowLimited: boolean;
  /** IMP: reachable while an employee is impersonating a provider. */
  readonly allowImpersonation: boolean;
  /** MENU: listed in the main menu. */
  readonly inMenu: boolean;
  /** Employees only (the /admin area). */
  readonly isAdmin: boolean;
  /** The idle dialog and automatic logout are off (print view). */
  readonly isIdleTimeoutDisabled: boolean;
  /** Reachable only while the signed-in user must update the account (spec 1 §2.6). */
  readonly requiresForceAccountUpdate: boolean;
}

export interface RouteDefinition {
  readonly name: string;
  readonly path: string;
  /** Page title; the shell adds the product-name suffix. */
  readonly title: string;
  /** Menu label when it differs from the title. */
  readonly menuLabel?: string;
  readonly meta: RouteMeta;
  /** Action name posted to /api/tracking/{action}/ after navigating here. */
  readonly trackingName?: string;
  /** An admin page only employees holding this role may open (issue 18). */
  readonly requiredRole?: RequiredRole;
}

type Flag = 'NL' | 'SI' | 'LIM' | 'IMP' | 'MENU' | 'ADMIN' | 'NOIDLE' | 'FORCEUPDATE';

function route(name: string, path: string, title: string, flags: Flag[], extra: Partial<RouteDefinition> = {}): RouteDefinition {
  const has = (flag: Flag) => flags.includes(flag);
  return {
    name,
    path,
    title,
    ...extra,
    meta: {
      noLayout: has('NL'),
      requiresSignIn: has('SI'),
      allowLimited: has('LIM'),
      allowImpersonation: has('IMP'),
      inMenu: has('MENU'),
      isAdmin: has('ADMIN'),
      isIdleTimeoutDisabled: has('NOIDLE'),
      requiresForceAccountUpdate: has('FORCEUPDATE'),
    },
  };
}

const steps = (count: number, make: (step: number) => RouteDefinition) => Array.from({ length: count }, (_, index) => make(index + 1));

export const routeTable: readonly RouteDefinition[] = [
  route('Login', '/', 'Login', ['NL', 'IMP'], { trackingName: 'Login' }),
  route('Error', '/Error', 'Unable To Load Page', ['NL']),
  ...steps(5, (step) => route(`Register${step}`, `/register-step-${step}`, 'Register', ['NL'])),
  route('ResetPassword', '/reset-password', 'Reset Password', ['SI', 'LIM', 'NL']),
  ...steps(4, (step) => route(`AccountUpdate${step}`, `/account-update-step-${step}`, 'Account Update', ['LIM', 'FORCEUPDATE'])),
  ...steps(9, (step) => route(`ForgotPassword${step}`, `/forgot-password-step-${step}`, 'Forgot Password', [])),
  ...steps(4, (step) => route(`UnlockAccount${step}`, `/unlock-account-step-${step}`, 'Unlock Account', [])),
  route('LoginAdmin', '/login-admin', 'Login: Admin', ['NL', 'IMP']),
  route('Admin', '/admin', 'Site Administration', ['SI', 'MENU', 'ADMIN']),
  route('AdminOverview', '/admin/overview', 'Site Administration', ['SI', 'ADMIN']),
  route('AdminBrand', '/admin/brand', 'Brand', ['SI', 'ADMIN'], { requiredRole: employeeRoles.brand }),
  route('AdminReview', '/admin/review', 'Review Queue', ['SI', 'ADMIN'], { requiredRole: employeeRoles.reviewer }),
  route('AdminReviewItem', '/admin/review/:id', 'Review', ['SI', 'ADMIN'], { requiredRole: employeeRoles.reviewer }),
  route('AdminOperations', '/admin/operations', 'Operations', ['SI', 'ADMIN'], { requiredRole: employeeRoles.reviewer }),
  route('AdminEmployees', '/admin/employees', 'Employee Roles', ['SI', 'ADMIN'], { requiredRole: roles.siteAdministrator }),
  route('AdminClientSystems', '/admin/client-systems', 'Client Systems', ['SI', 'ADMIN'], { requiredRole: roles.siteAdministrator }),
  route('AdminIdentityAlerts', '/admin/identity-alerts', 'Identity Alerts', ['SI', 'ADMIN'], { requiredRole: roles.siteAdministrator }),
  route('AdminSandbox', '/admin/sandbox', 'Certification Sandbox', ['SI', 'ADMIN'], { requiredRole: roles.siteAdministrator }),
  route('AdminProviderAccess', '/admin/provider-access', 'Provider Access', ['SI', 'ADMIN'], { requiredRole: roles.siteAdministrator }),
  route('AdminPolicy', '/admin/policy', 'Prior Authorization Policy', ['SI', 'ADMIN'], { requiredRole: employeeRoles.policy }),
  route('AdminAccounts', '/admin/accounts/:type', 'Site Administration', ['SI', 'ADMIN']),
  route('AdminAccount', '/admin/accounts/:type/:id', 'Site Administration', ['SI', 'ADMIN']),
  route('Home', '/home', 'Home', ['SI', 'LIM', 'MENU'], { trackingName: 'Home' }),
  // Issue 34 §3: what waits for the practice, across patients; employees acting as the provider see it too.
  route('Worklist', '/worklist', 'Worklist', ['SI', 'MENU', 'IMP'], { trackingName: 'Worklist' }),
  route('BenefitsLookup', '/benefits-lookup', 'Benefits Lookup', ['SI', 'MENU'], { trackingName: 'BenefitsLookup' }),
  route('SubmitAuthorizations', '/submit-authorizations', 'Submit Authorizations', ['SI', 'MENU'], {
    trackingName: 'SubmitAuthorizations',
  }),
  route('SubmitAuthorizationsPrint', '/submit-authorizations/print', 'Submit Authorizations', ['SI', 'NL', 'NOIDLE']),
  route('ViewAuthorizations', '/view-authorizations', 'Manage Authorizations', ['SI', 'MENU', 'IMP'], {
    trackingName: 'ViewAuthorizations',
  }),
  // One authorization and one claim have their own address (issue 34 §1): the record with its patient.
  route('ViewAuthorization', '/view-authorizations/:id', 'Authorization', ['SI', 'IMP'], { trackingName: 'ViewAuthorizations' }),
  route('ViewClaims', '/view-claims', 'View Claims', ['SI', 'MENU', 'IMP'], { trackingName: 'ViewClaims' }),
  route('ViewClaim', '/view-claims/:claimNumber', 'Claim Detail', ['SI', 'IMP'], { trackingName: 'ViewClaims' }),
  route('YourProviders', '/your-providers', 'Your Providers', ['SI', 'MENU'], { trackingName: 'YourProviders' }),
  route('Resources', '/resources', 'Resources', ['SI', 'LIM', 'MENU'], { trackingName: 'Resources' }),
  route('Contact', '/contact', 'Contact', ['SI', 'LIM', 'MENU'], { trackingName: 'Contact' }),
  route('Settings', '/settings', 'Settings', ['SI', 'LIM'], { trackingName: 'Settings' }),
  route('SutterSelect', '/sutterselect', 'Employee Plan Network', ['SI', 'LIM'], { trackingName: 'SutterSelect' }),
  route('Announcements', '/announcements', 'Announcements', ['SI', 'LIM'], { trackingName: 'Announcements' }),
  // The bell's full list (issue 34 §6), and one notice by its address (addresses.notices, addresses.notice).
  route('Notices', '/notices', 'Notifications', ['SI', 'IMP'], { trackingName: 'Notices' }),
  route('Notice', '/notices/:id', 'Notifications', ['SI', 'IMP'], { trackingName: 'Notices' }),
  // Public (CMS-0057-F asks plans to publish it): no sign-in.
  route('PriorAuthorizationRequirements', '/prior-authorization-requirements', 'Prior Authorization Requirements', []),
  route('PriorAuthorizationMetrics', '/prior-authorization-metrics', 'Prior Authorization Metrics', []),
  // Public (CMS-0057-F asks plans to explain the Provider Access API and how to opt out): no sign-in.
  route('ProviderAccessApi', '/provider-access-api', 'Provider Access API', []),
];

export type RouteName = (typeof routeTable)[number]['name'];

const byName = new Map(routeTable.map((definition) => [definition.name, definition]));

export function routeByName(name: string): RouteDefinition {
  const definition = byName.get(name);
  if (!definition) throw new Error(`Unknown route ${name}`);
  return definition;
}

/** Paths used in code, named once. */
export const paths = {
  login: '/',
  error: '/Error',
  loginAdmin: '/login-admin',
  home: '/home',
  admin: '/admin',
  adminOverview: '/admin/overview',
  adminBrand: '/admin/brand',
  adminReview: '/admin/review',
  adminOperations: '/admin/operations',
  adminEmployees: '/admin/employees',
  adminPolicy: '/admin/policy',
  adminClientSystems: '/admin/client-systems',
  adminIdentityAlerts: '/admin/identity-alerts',
  adminSandbox: '/admin/sandbox',
  adminProviderAccess: '/admin/provider-access',
  providerAccessApi: '/provider-access-api',
  priorAuthorizationRequirements: '/prior-authorization-requirements',
  priorAuthorizationMetrics: '/prior-authorization-metrics',
  resetPassword: '/reset-password',
  accountUpdateStart: '/account-update-step-1',
  registerStart: '/register-step-1',
  forgotPasswordStart: '/forgot-password-step-1',
  unlockAccountStart: '/unlock-account-step-1',
  contact: '/contact',
  sutterSelect: '/sutterselect',
  settings: '/settings',
} as const;

/** Title shown in the browser tab: the route title with the product-name suffix (spec 1 §2.11). */
export function pageTitle(title: string | undefined, productName: string): string {
  return title ? `${title} | ${productName}` : productName;
}
