import { describe, expect, it } from 'vitest';
import { accountStatuses, blockedLogin, isBlockedLogin, loginBlockOf, loginBlockOfResponse, pendingAccountActionsOf } from './login-access.js';
import { LoginResponseSchema } from './session.js';

describe('loginBlockOf', () => {
  it('lets an unlocked account in whatever its status, unless the status is a disabled one', () => {
    for (const accountStatus of [accountStatuses.approved, accountStatuses.newRequest, accountStatuses.pendingConfirmation]) {
      expect(loginBlockOf({ isLocked: false, accountStatus })).toBeNull();
    }
    expect(loginBlockOf({ isLocked: false, accountStatus: accountStatuses.disabled })).toBe('disabled');
    expect(loginBlockOf({ isLocked: false, accountStatus: accountStatuses.memberDisabled })).toBe('disabled');
  });

  it('tells a lock first, since the user can lift it', () => {
    expect(loginBlockOf({ isLocked: true, accountStatus: accountStatuses.approved })).toBe('locked');
    expect(loginBlockOf({ isLocked: true, accountStatus: accountStatuses.disabled })).toBe('locked');
  });
});

describe('blockedLogin', () => {
  it('answers without a token, and the browser reads the same block back', () => {
    for (const block of ['locked', 'disabled'] as const) {
      const response = LoginResponseSchema.parse(blockedLogin('pat@example.com', block));
      expect(response && isBlockedLogin(response)).toBe(true);
      if (response && isBlockedLogin(response)) expect(loginBlockOfResponse(response)).toBe(block);
    }
  });

  it('is told apart from a signed-in user by the missing token', () => {
    expect(isBlockedLogin({ token: 'a-session-token' })).toBe(false);
  });
});

describe('pendingAccountActionsOf', () => {
  it('lists the account update before the temporary password, and nothing for an account with neither', () => {
    expect(pendingAccountActionsOf({ forceAccountUpdate: true, hasTemporaryPassword: true })).toEqual(['updateAccount', 'resetTemporaryPassword']);
    expect(pendingAccountActionsOf({ forceAccountUpdate: false, hasTemporaryPassword: true })).toEqual(['resetTemporaryPassword']);
    expect(pendingAccountActionsOf({ forceAccountUpdate: false, hasTemporaryPassword: false })).toEqual([]);
  });
});
