import { describe, expect, it } from 'vitest';
import { isCommonPassword } from './common-passwords.js';

describe('isCommonPassword', () => {
  it('refuses common passwords that would otherwise meet every rule, whatever their case', () => {
    expect(isCommonPassword('Password1')).toBe(true);
    expect(isCommonPassword('PASSWORD123')).toBe(true);
    expect(isCommonPassword('Qwerty123')).toBe(true);
    expect(isCommonPassword('Welcome1')).toBe(true);
  });

  it('accepts a password that is not on the list', () => {
    expect(isCommonPassword('Blue-Heron-Clinic-42')).toBe(false);
    expect(isCommonPassword('')).toBe(false);
  });
});
