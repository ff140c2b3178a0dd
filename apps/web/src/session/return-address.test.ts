import { addresses } from '@portal/contracts';
import { beforeEach, describe, expect, it } from 'vitest';
import { addressAfterPendingStep, keepReturnAddress, loginAddress, returnAddress, takeReturnAddress } from './return-address';

const noPendingStep = { forceAccountUpdate: false, hasTemporaryPassword: false };

describe('returnAddress', () => {
  it('returns to the places of the route table that need sign-in, with their query', () => {
    expect(returnAddress(addresses.authorization(123))).toBe('/view-authorizations/123');
    expect(returnAddress(addresses.claim('C2025-0001'))).toBe('/view-claims/C2025-0001');
    expect(returnAddress('/view-claims?patient=1000001&year=2024&sort=serviceFrom.asc&page=2')).toBe(
      '/view-claims?patient=1000001&year=2024&sort=serviceFrom.asc&page=2',
    );
    expect(returnAddress(addresses.reviewItem(42))).toBe('/admin/review/42');
    expect(returnAddress('/home')).toBe('/home');
  });

  it('never returns to another site, however the address is dressed', () => {
    for (const candidate of [
      'https://evil.example/view-claims',
      '//evil.example/view-claims',
      '/\\evil.example/view-claims',
      '\\\\evil.example',
      '/\t/evil.example',
      // Percent-encoded, it stays a path of ours, which no route knows.
      '/%0a/evil.example',
      'javascript:alert(1)',
      ' /home',
      'home',
    ]) {
      expect(returnAddress(candidate), candidate).toBeNull();
    }
  });

  it('never returns to a path no route knows, to the login pages, or to the account flows', () => {
    for (const candidate of ['/no-such-page', '/view-authorizations/1/2', '/', '/?redirect=%2Fhome', '/login-admin', '/Error', '/register-step-1']) {
      expect(returnAddress(candidate), candidate).toBeNull();
    }
    for (const candidate of ['/forgot-password-step-2', '/unlock-account-step-1', '/account-update-step-1', '/reset-password']) {
      expect(returnAddress(candidate), candidate).toBeNull();
    }
    // Public pages need no login to return to.
    expect(returnAddress('/prior-authorization-requirements')).toBeNull();
  });

  it('refuses nothing, an empty address and one too long to be ours', () => {
    expect(returnAddress(null)).toBeNull();
    expect(returnAddress(undefined)).toBeNull();
    expect(returnAddress('')).toBeNull();
    expect(returnAddress(`/view-claims?filter=${'x'.repeat(2100)}`)).toBeNull();
  });
});

describe('loginAddress', () => {
  it('names the place to return to, encoded, only when there is one', () => {
    expect(loginAddress('/', '/view-claims?patient=7')).toBe('/?redirect=%2Fview-claims%3Fpatient%3D7');
    expect(loginAddress('/login-admin', '/admin/review/42')).toBe('/login-admin?redirect=%2Fadmin%2Freview%2F42');
    expect(loginAddress('/', '//evil.example')).toBe('/');
    expect(loginAddress('/', undefined)).toBe('/');
    expect(loginAddress('/', '/')).toBe('/');
  });
});

describe('the return address kept across the pending steps of a login', () => {
  beforeEach(() => sessionStorage.clear());

  it('is given once, after the last pending step', () => {
    keepReturnAddress('/view-authorizations/9');
    expect(addressAfterPendingStep({ forceAccountUpdate: false, hasTemporaryPassword: true })).toBe('/home');
    expect(addressAfterPendingStep(noPendingStep)).toBe('/view-authorizations/9');
    expect(addressAfterPendingStep(noPendingStep)).toBe('/home');
  });

  it('keeps only an address that may be returned to', () => {
    keepReturnAddress('https://evil.example/');
    expect(takeReturnAddress()).toBeNull();
    sessionStorage.setItem('ep.returnAddress', '//evil.example');
    expect(takeReturnAddress()).toBeNull();
  });

  it('is forgotten by a login without one', () => {
    keepReturnAddress('/view-claims');
    keepReturnAddress(null);
    expect(addressAfterPendingStep(noPendingStep)).toBe('/home');
  });
});
