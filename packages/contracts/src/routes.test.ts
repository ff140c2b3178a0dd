import { describe, expect, it } from 'vitest';
import { pageTitle, routeByName, routeTable } from './routes.js';

describe('routeTable', () => {
  it('has unique names and paths', () => {
    expect(new Set(routeTable.map((route) => route.name)).size).toBe(routeTable.length);
    expect(new Set(routeTable.map((route) => route.path)).size).toBe(routeTable.length);
  });

  it('keeps the spec flags of the access routes', () => {
    expect(routeByName('Login').meta).toMatchObject({ noLayout: true, allowImpersonation: true, requiresSignIn: false });
    expect(routeByName('ResetPassword').meta).toMatchObject({ requiresSignIn: true, allowLimited: true, noLayout: true });
    expect(routeByName('ViewClaims').meta).toMatchObject({ inMenu: true, allowImpersonation: true, allowLimited: false });
    expect(routeByName('Home').meta).toMatchObject({ inMenu: true, allowLimited: true });
    expect(routeByName('SubmitAuthorizationsPrint').meta).toMatchObject({ noLayout: true, isIdleTimeoutDisabled: true });
  });

  it('shows the layout on the account update, forgot password and unlock steps (no flags in the spec)', () => {
    for (const name of ['AccountUpdate1', 'ForgotPassword9', 'UnlockAccount4']) {
      expect(routeByName(name).meta.noLayout, name).toBe(false);
    }
    expect(routeByName('Register1').meta.noLayout).toBe(true);
  });

  it('lets limited users reach only home, resources, contact, settings, announcements and reset password', () => {
    const limited = routeTable.filter((route) => route.meta.requiresSignIn && route.meta.allowLimited).map((route) => route.path);
    expect(limited.sort()).toEqual(['/announcements', '/contact', '/home', '/reset-password', '/resources', '/settings', '/sutterselect']);
  });

  it('allows impersonation only on Login, admin login, the Worklist, Manage Authorizations and View Claims (with their records), and the notices', () => {
    const impersonation = routeTable.filter((route) => route.meta.allowImpersonation).map((route) => route.name);
    expect(impersonation).toEqual([
      'Login',
      'LoginAdmin',
      'Worklist',
      'ViewAuthorizations',
      'ViewAuthorization',
      'ViewClaims',
      'ViewClaim',
      'Notices',
      'Notice',
    ]);
  });

  it('marks every /admin route as employees only', () => {
    for (const route of routeTable.filter((candidate) => candidate.path.startsWith('/admin'))) {
      expect(route.meta.isAdmin, route.path).toBe(true);
    }
  });
});

describe('pageTitle', () => {
  it('adds the product-name suffix, or shows only the product name without a title', () => {
    expect(pageTitle('View Claims', 'Provider Portal')).toBe('View Claims | Provider Portal');
    expect(pageTitle(undefined, 'Provider Portal')).toBe('Provider Portal');
  });
});
