import { describe, expect, it } from 'vitest';
import { LoginRequestSchema, LoginResponseSchema } from './session.js';
import { isBlockedLogin, loginBlockOfAnswer } from './login-access.js';
import { providerManualFor } from './content.js';

describe('LoginRequestSchema', () => {
  it('accepts the spec payload', () => {
    const body = { LoginRequest: { UserName: 'provider@example.com', Password: 'x' }, RefererSource: { Value: '' } };
    expect(LoginRequestSchema.parse(body)).toEqual(body);
  });

  it('rejects a user id that is not an e-mail and a password over 50 characters', () => {
    expect(LoginRequestSchema.safeParse({ LoginRequest: { UserName: 'provider', Password: 'x' } }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ LoginRequest: { UserName: 'a@example.com', Password: 'x'.repeat(51) } }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ LoginRequest: { UserName: 'a@example.com', Password: '' } }).success).toBe(false);
  });
});

describe('LoginResponseSchema', () => {
  it('tells a blocked login from a signed-in user by the missing token', () => {
    const blocked = LoginResponseSchema.parse({ userName: 'a@example.com', token: null, isDisabledAccount: true, isLockedAccount: false });
    expect(blocked && isBlockedLogin(blocked) && loginBlockOfAnswer(blocked)).toBe('disabled');
    expect(LoginResponseSchema.parse(null)).toBeNull();
  });
});

describe('providerManualFor', () => {
  it('shows the current manual only after 2022', () => {
    expect(providerManualFor(2022, 2022)).toBe('providerManual2022');
    expect(providerManualFor(2023, 2022)).toBe('providerManualCurrent');
  });
});
