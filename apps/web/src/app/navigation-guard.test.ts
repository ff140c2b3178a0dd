import { routeByName } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { resolveNavigation, type GuardUser, type NavigationRequest } from './navigation-guard';

const provider: GuardUser = {
  token: 'token',
  isEmployee: false,
  isLimited: false,
  hasTemporaryPassword: false,
  forceAccountUpdate: false,
  impersonatingAs: null,
  roles: ['Provider'],
};
const employee: GuardUser = { ...provider, isEmployee: true, roles: ['Employee'] };
const limited: GuardUser = { ...provider, isLimited: true };

function go(routeName: string, user: GuardUser | null, extra: Partial<NavigationRequest> = {}) {
  const route = routeByName(routeName);
  return resolveNavigation({ route, location: route.path, user, hasStates: true, ...extra });
}

describe('resolveNavigation', () => {
  describe('settings', () => {
    it('sends Login to Error when no states were loaded', () => {
      expect(go('Login', null, { hasStates: false })).toEqual({ redirect: '/Error' });
    });
    it('sends Error to Login when states exist', () => {
      expect(go('Error', null)).toEqual({ redirect: '/' });
    });
    it('shows Error when no states were loaded', () => {
      expect(go('Error', null, { hasStates: false })).toEqual({ allow: true });
    });
    it('opens Login when states exist', () => {
      expect(go('Login', null)).toEqual({ allow: true });
    });
  });

  describe('impersonation', () => {
    const impersonating = { ...employee, impersonatingAs: 'Pat Provider' };
    it('blocks routes without the IMP flag', () => {
      expect(go('BenefitsLookup', impersonating)).toEqual({ redirect: '/view-authorizations' });
      expect(go('Home', impersonating)).toEqual({ redirect: '/view-authorizations' });
    });
    it('allows IMP routes', () => {
      expect(go('ViewClaims', impersonating)).toEqual({ allow: true });
      expect(go('ViewAuthorizations', impersonating)).toEqual({ allow: true });
      expect(go('LoginAdmin', impersonating)).toEqual({ allow: true });
    });
    it('allows the admin area, which ends impersonation', () => {
      expect(go('AdminOverview', impersonating)).toEqual({ allow: true });
    });
    it('treats a loading impersonation like an active one', () => {
      expect(go('YourProviders', employee, { isImpersonationLoading: true })).toEqual({ redirect: '/view-authorizations' });
    });
  });

  describe('temporary password', () => {
    const temporary = { ...provider, hasTemporaryPassword: true };
    it('blocks reset-password for a signed-in user without a temporary password', () => {
      expect(go('ResetPassword', provider)).toEqual({ redirect: '/home' });
    });
    it('blocks reset-password for a visitor', () => {
      expect(go('ResetPassword', null)).toEqual({ redirect: '/' });
    });
    it('forces a user with a temporary password to reset-password', () => {
      expect(go('Home', temporary)).toEqual({ redirect: '/reset-password' });
      expect(go('Register1', temporary)).toEqual({ redirect: '/reset-password' });
      expect(go('ResetPassword', temporary)).toEqual({ allow: true });
    });
    it('lets a user with a temporary password open the login pages', () => {
      expect(go('Login', temporary)).toEqual({ allow: true });
      expect(go('LoginAdmin', temporary)).toEqual({ allow: true });
    });
  });

  describe('sign-in', () => {
    it('sends a visitor to Login with the requested location as redirect', () => {
      const route = routeByName('ViewClaims');
      expect(resolveNavigation({ route, location: '/view-claims?year=2024', user: null, hasStates: true })).toEqual({
        redirect: '/?redirect=%2Fview-claims%3Fyear%3D2024',
      });
    });
    it('sends a user without a token to Login', () => {
      expect(go('Home', { ...provider, token: '' })).toEqual({ redirect: '/?redirect=%2Fhome' });
    });
    it('sends an employee without a token to the admin login, naming the page to return to', () => {
      expect(go('Home', { ...employee, token: '' })).toEqual({ redirect: '/login-admin?redirect=%2Fhome' });
    });
    it('sends a visitor opening the admin area to the admin login, which returns there (issue 34 §1)', () => {
      const route = routeByName('AdminReviewItem');
      expect(resolveNavigation({ route, location: '/admin/review/42', user: null, hasStates: true })).toEqual({
        redirect: '/login-admin?redirect=%2Fadmin%2Freview%2F42',
      });
    });
    it('sends a visitor opening an authorization or a patient by address to Login, which returns there', () => {
      const route = routeByName('ViewAuthorization');
      expect(resolveNavigation({ route, location: '/view-authorizations/123', user: null, hasStates: true })).toEqual({
        redirect: '/?redirect=%2Fview-authorizations%2F123',
      });
      expect(resolveNavigation({ route: routeByName('ViewClaims'), location: '/view-claims?patient=1000001', user: null, hasStates: true })).toEqual({
        redirect: '/?redirect=%2Fview-claims%3Fpatient%3D1000001',
      });
    });
    it('sends a user with a forced account update to the account update', () => {
      expect(go('Home', { ...provider, forceAccountUpdate: true })).toEqual({ redirect: '/account-update-step-1' });
    });
    it('lets a signed-in approved user in', () => {
      expect(go('BenefitsLookup', provider)).toEqual({ allow: true });
      expect(go('SutterSelect', provider)).toEqual({ allow: true });
    });
  });

  describe('account update', () => {
    it('sends a visitor to Login', () => {
      expect(go('AccountUpdate2', null)).toEqual({ redirect: '/' });
    });
    it('sends a user without the flag Home', () => {
      expect(go('AccountUpdate1', provider)).toEqual({ redirect: '/home' });
    });
    it('lets a user with the flag in', () => {
      expect(go('AccountUpdate3', { ...provider, forceAccountUpdate: true })).toEqual({ allow: true });
      expect(go('AccountUpdate1', { ...limited, forceAccountUpdate: true })).toEqual({ allow: true });
    });
  });

  describe('admin and limited users', () => {
    it('lets employees into the admin area', () => {
      expect(go('AdminOverview', employee)).toEqual({ allow: true });
      expect(go('AdminAccount', employee)).toEqual({ allow: true });
    });
    it('sends a non-employee from the admin area Home', () => {
      expect(go('Admin', provider)).toEqual({ redirect: '/home' });
      expect(go('AdminReview', provider)).toEqual({ redirect: '/home' });
    });
    it('opens the review queue and the policy only to employees holding their role', () => {
      expect(go('AdminReview', employee)).toEqual({ redirect: '/admin' });
      expect(go('AdminReviewItem', { ...employee, roles: ['Employee', 'Policy'] })).toEqual({ redirect: '/admin' });
      expect(go('AdminReviewItem', { ...employee, roles: ['Employee', 'Reviewer'] })).toEqual({ allow: true });
      expect(go('AdminPolicy', { ...employee, roles: ['Employee', 'Reviewer'] })).toEqual({ redirect: '/admin' });
      expect(go('AdminPolicy', { ...employee, roles: ['Employee', 'Policy'] })).toEqual({ allow: true });
    });
    it('opens the brand page to employees granted the brand role and to site administrators, who hold it', () => {
      expect(go('AdminBrand', { ...employee, roles: ['Employee', 'Reviewer', 'Policy'] })).toEqual({ redirect: '/admin' });
      expect(go('AdminBrand', { ...employee, roles: ['Employee', 'Brand'] })).toEqual({ allow: true });
      expect(go('AdminBrand', { ...employee, roles: ['Employee', 'SiteAdministrator'] })).toEqual({ allow: true });
    });
    it('opens the public prior-authorization list to anyone', () => {
      expect(go('PriorAuthorizationRequirements', null)).toEqual({ allow: true });
      expect(go('PriorAuthorizationRequirements', provider)).toEqual({ allow: true });
    });
    it('opens the public prior-authorization metrics to anyone, limited users too', () => {
      expect(go('PriorAuthorizationMetrics', null)).toEqual({ allow: true });
      expect(go('PriorAuthorizationMetrics', provider)).toEqual({ allow: true });
      expect(go('PriorAuthorizationMetrics', limited)).toEqual({ allow: true });
    });
    it('refuses routes without LIM to limited users, sending them to Login', () => {
      expect(go('ViewClaims', limited)).toEqual({ redirect: '/' });
      expect(go('YourProviders', limited)).toEqual({ redirect: '/' });
    });
    it('lets limited users open LIM routes', () => {
      for (const name of ['Home', 'Resources', 'Contact', 'Settings', 'Announcements', 'SutterSelect']) {
        expect(go(name, limited)).toEqual({ allow: true });
      }
    });
  });

  describe('anonymous flows', () => {
    it('sends a signed-in user from registration, forgot password and unlock Home', () => {
      expect(go('Register1', provider)).toEqual({ redirect: '/home' });
      expect(go('ForgotPassword3', provider)).toEqual({ redirect: '/home' });
      expect(go('UnlockAccount1', limited)).toEqual({ redirect: '/home' });
    });
    it('lets visitors in', () => {
      expect(go('Register1', null)).toEqual({ allow: true });
      expect(go('ForgotPassword1', null)).toEqual({ allow: true });
      expect(go('UnlockAccount1', null)).toEqual({ allow: true });
    });
  });
});
