import { describe, expect, it } from 'vitest';
import { accountStatuses, isBlockedLogin, loginBlockFlags, loginBlockOf, loginBlockOfAnswer, pendingAccountActionsOf } from './login-access.js';

describe('loginBlockOf', () => {
  it('blocks a locked account before telling that it is disabled', () => {
    expect(loginBlockOf({ isLocked: true, accountStatus: accountStatuses.disabled })).toBe('locked');
    expect(loginBlockOf({ isLocked: false, accountStatus: accountStatuses.disabled })).toBe('disabled');
    expect(loginBlockOf({ isLocked: false, accountStatus: accountStatuses.memberDisabled })).toBe('disabled');
  });

  it('lets approved and not yet approved accounts sign in', () => {
    expect(loginBlockOf({ isLocked: false, accountStatus: accountStatuses.approved })).toBeNull();
    expect(loginBlockOf({ isLocked: false, accountStatus: accountStatuses.newRequest })).toBeNull();
    expect(loginBlockOf({ isLocked: false, accountStatus: accountStatuses.pendingConfirmation })).toBeNull();
  });
});

describe('the login answer of a block', () => {
  it('reads back the block the server wrote', () => {
    for (const block of ['locked', 'disabled'] as const) {
      const answer = { token: null, ...loginBlockFlags(block) };
      expect(isBlockedLogin(answer)).toBe(true);
      expect(loginBlockOfAnswer(answer)).toBe(block);
    }
  });

  it('is not blocked when the answer carries a token', () => {
    expect(isBlockedLogin({ token: 'abc' })).toBe(false);
  });
});

describe('pendingAccountActionsOf', () => {
  it('puts the account update before the temporary password, as the login redirects', () => {
    expect(pendingAccountActionsOf({ forceAccountUpdate: true, hasTemporaryPassword: true })).toEqual(['updateAccount', 'resetTemporaryPassword']);
    expect(pendingAccountActionsOf({ forceAccountUpdate: false, hasTemporaryPassword: true })).toEqual(['resetTemporaryPassword']);
    expect(pendingAccountActionsOf({ forceAccountUpdate: false, hasTemporaryPassword: false })).toEqual([]);
  });
});
