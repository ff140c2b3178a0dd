import { constants } from '@portal/contracts';
import type { ComponentType } from 'react';
import { UnableToLoadPage } from './unable-to-load-page';

type PageLoader = () => Promise<ComponentType>;

/** Every page is its own chunk, loaded when its route is first visited. Keys are route names or their prefixes. */
const loaders: Record<string, PageLoader> = {
  Login: () => import('../features/session/login-page').then((module) => module.LoginPage),
  LoginAdmin: () => import('../features/session/login-admin-page').then((module) => module.LoginAdminPage),
  Register1: () => import('../features/registration/register-step-1-page').then((module) => module.RegisterStep1Page),
  Register2: () => import('../features/registration/register-step-2-page').then((module) => module.RegisterStep2Page),
  Register3: () => import('../features/registration/register-step-3-page').then((module) => module.RegisterStep3Page),
  Register4: () => import('../features/registration/register-step-4-page').then((module) => module.RegisterStep4Page),
  Register5: () => import('../features/registration/register-step-5-page').then((module) => module.RegisterStep5Page),
  ResetPassword: () => import('../features/session/reset-password-page').then((module) => module.ResetPasswordPage),
  AccountUpdate: () => import('../features/account-update/account-update-page').then((module) => module.AccountUpdatePage),
  ForgotPassword: () => import('../features/forgot-password/forgot-password-page').then((module) => module.ForgotPasswordPage),
  UnlockAccount: () => import('../features/unlock/unlock-account-page').then((module) => module.UnlockAccountPage),
  Admin: () => import('./routes/admin-route').then((module) => module.AdminRoute),
  Home: () => import('./routes/home-route').then((module) => module.HomeRoute),
  Worklist: () => import('../features/worklist/worklist-page').then((module) => module.WorklistPage),
  BenefitsLookup: () => import('../features/benefits/benefits-lookup-page').then((module) => module.BenefitsLookupPage),
  SubmitAuthorizationsPrint: () =>
    import('../features/submit-authorization/submit-authorizations-print-page').then((module) => module.SubmitAuthorizationsPrintPage),
  SubmitAuthorizations: () => import('../features/submit-authorization/submit-authorizations-page').then((module) => module.SubmitAuthorizationsPage),
  ViewAuthorizations: () => import('../features/authorizations/manage-authorizations-page').then((module) => module.ManageAuthorizationsPage),
  ViewAuthorization: () => import('../features/authorizations/authorization-page').then((module) => module.AuthorizationPage),
  ViewClaims: () => import('../features/claims/view-claims-page').then((module) => module.ViewClaimsPage),
  ViewClaim: () => import('../features/claims/view-claims-page').then((module) => module.ViewClaimsPage),
  YourProviders: () => import('../features/providers/your-providers-page').then((module) => module.YourProvidersPage),
  Resources: () => import('../features/content/resources-page').then((module) => module.ResourcesPage),
  Contact: () => import('../features/content/contact-page').then((module) => module.ContactPage),
  Settings: () => import('../features/profile/settings-page').then((module) => module.SettingsPage),
  SutterSelect: () => import('../features/network-page/network-page').then((module) => module.NetworkPage),
  PriorAuthorizationRequirements: () =>
    import('../features/policy/prior-authorization-requirements-page').then((module) => module.PriorAuthorizationRequirementsPage),
  PriorAuthorizationMetrics: () => import('../features/metrics/prior-authorization-metrics-page').then((module) => module.PriorAuthorizationMetricsPage),
  ProviderAccessApi: () => import('../features/provider-access-api/provider-access-public-page').then((module) => module.ProviderAccessPublicPage),
  Announcements: () => import('../features/content/announcements-page').then((module) => module.AnnouncementsPage),
  // Notices and Notice (one notice by its address) share the page.
  Notice: () => import('../features/notices/notices-page').then((module) => module.NoticesPage),
};

function loaderFor(routeName: string): PageLoader {
  const exact = loaders[routeName];
  if (exact) return exact;
  // Step routes (Register1..5, AccountUpdate1..4, …) and the admin children share their area's page.
  const prefix = Object.keys(loaders)
    .filter((key) => routeName.startsWith(key))
    .sort((a, b) => b.length - a.length)[0];
  if (!prefix) throw new Error(`No page for route ${routeName}`);
  return loaders[prefix] as PageLoader;
}

export function withTimeout<T>(promise: Promise<T>, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Timed out after ${timeoutMs} ms`)), timeoutMs);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/**
 * The route's component, or the Unable To Load Page content when its chunk fails or takes longer than the
 * chunk time-out (spec 1 §9): on a bad network the user gets the troubleshooting tips instead of a blank page.
 */
export async function loadPage(routeName: string): Promise<ComponentType> {
  try {
    return await withTimeout(loaderFor(routeName)(), constants.chunkLoadTimeoutMs);
  } catch {
    return UnableToLoadPage;
  }
}
