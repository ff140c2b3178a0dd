import { describe, expect, it } from 'vitest';
import {
  attemptsRemaining,
  isPasswordValid,
  maskEmail,
  maskPhone,
  normalizeSecurityAnswer,
  passwordChecklist,
  PhoneSchema,
  VerificationCodeSchema,
} from './account-rules.js';

const context = { userName: 'jane.doe@example.com', firstName: 'Jane', lastName: 'Doe' };
const failing = (password: string) =>
  passwordChecklist(password, context)
    .filter((rule) => !rule.isMet)
    .map((rule) => rule.id);

describe('password rules (spec 1 §5.1)', () => {
  it('accepts a password that meets every rule', () => {
    expect(failing('Harbor7Lights')).toEqual([]);
    expect(isPasswordValid('Harbor7Lights', context)).toBe(true);
  });

  it('names each rule a password misses', () => {
    expect(failing('Ab1')).toEqual(['minLength']);
    expect(failing('harbor7lights')).toEqual(['uppercase']);
    expect(failing('HARBOR7LIGHTS')).toEqual(['lowercase']);
    expect(failing('HarborLights')).toEqual(['digit']);
  });

  it('refuses the user id and the part before the @, in any case', () => {
    expect(failing('X1JANE.DOEx')).toContain('noUserId');
    expect(failing('Aa1jane.doe@example.com')).toContain('noUserId');
  });

  it('refuses the first or last name, in any case', () => {
    expect(failing('Harbor7JANE')).toEqual(['noName']);
    expect(failing('Harbor7doe')).toEqual(['noName']);
  });

  it('refuses more than 50 characters', () => {
    expect(isPasswordValid(`Aa1${'x'.repeat(48)}`, context)).toBe(false);
  });
});

describe('formats (spec 1 §5, §9)', () => {
  it('takes phones as ###-###-#### and codes as six digits', () => {
    expect(PhoneSchema.safeParse('916-555-0100').success).toBe(true);
    expect(PhoneSchema.safeParse('9165550100').success).toBe(false);
    expect(VerificationCodeSchema.safeParse('012345').success).toBe(true);
    expect(VerificationCodeSchema.safeParse('12345').success).toBe(false);
  });

  it('compares security answers without case or surrounding spaces', () => {
    expect(normalizeSecurityAnswer('  Blue  Sky ')).toBe(normalizeSecurityAnswer('blue sky'));
  });

  it('counts attempts remaining and masks e-mails and phones', () => {
    expect(attemptsRemaining({ maxAttempts: 5, attempts: 2, locked: false })).toBe(3);
    expect(maskEmail('provider@example.com')).toBe('p******r@example.com');
    expect(maskPhone('916-555-0142')).toBe('***-***-0142');
  });
});
