import { describe, expect, it } from 'vitest';
import { initialsOf, menuEntries, truncateName } from './menu-entries';

const provider = { isEmployee: false, isLimited: false, impersonatingAs: null };

describe('menuEntries', () => {
  it('lists the MENU routes for an approved provider, without admin', () => {
    expect(menuEntries(provider).map((entry) => entry.path)).toEqual([
      '/home',
      '/worklist',
      '/benefits-lookup',
      '/submit-authorizations',
      '/view-authorizations',
      '/view-claims',
      '/your-providers',
      '/resources',
      '/contact',
    ]);
    expect(menuEntries(provider).every((entry) => !entry.isDisabled)).toBe(true);
  });

  it('gives an employee acting as nobody one menu of their own work, review first, only what their roles open', () => {
    const reviewer = menuEntries({ ...provider, isEmployee: true, roles: ['Employee', 'Reviewer'] });
    expect(reviewer.map((entry) => entry.label)).toEqual(['Review Queue', 'Operations', 'Site Administration']);
    const administrator = menuEntries(
      { ...provider, isEmployee: true, roles: ['Employee', 'SiteAdministrator', 'Policy'] },
      false,
      undefined,
      new Set(['/admin/sandbox']),
    );
    expect(administrator.map((entry) => entry.label)).toEqual([
      'Prior Authorization Policy',
      'Site Administration',
      'Employee Roles',
      'Client Systems',
      'Identity Alerts',
      'Provider Access',
      'Brand',
    ]);
    expect([...reviewer, ...administrator].every((entry) => !entry.isDisabled)).toBe(true);
  });

  it('gives a signed-out visitor no menu', () => {
    expect(menuEntries(null)).toEqual([]);
  });

  it('hides routes without LIM from limited users', () => {
    expect(menuEntries({ ...provider, isLimited: true }).map((entry) => entry.path)).toEqual(['/home', '/resources', '/contact']);
  });

  it('disables routes without IMP while impersonating, keeping admin enabled for the employee', () => {
    const entries = menuEntries({ isEmployee: true, isLimited: false, impersonatingAs: 'Pat Provider' });
    const enabled = entries.filter((entry) => !entry.isDisabled).map((entry) => entry.path);
    expect(enabled).toEqual(['/worklist', '/view-authorizations', '/view-claims', '/admin']);
  });

  it('disables admin entries while impersonation is loading', () => {
    const entries = menuEntries({ ...provider, isEmployee: true }, true);
    expect(entries.find((entry) => entry.path === '/admin')?.isDisabled).toBe(true);
  });
});

describe('header name', () => {
  it('cuts names longer than the limit with an ellipsis', () => {
    expect(truncateName('Bartholomew Montgomery-Smithson', 28)).toBe('Bartholomew Montgomery-Smith…');
    expect(truncateName('Jane Doe', 28)).toBe('Jane Doe');
  });
  it('makes initials', () => {
    expect(initialsOf('jane', 'Doe')).toBe('JD');
  });
});
