import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { accountMessages } from './account-messages.js';
import {
  attemptsRemaining,
  isPasswordValid,
  maskEmail,
  maskPhone,
  MobileNumberFormSchema,
  mobileNumberError,
  normalizeSecurityAnswer,
  passwordChecklist,
  passwordFormSchema,
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

/** The first message at each field, as a form shows them. */
function firstMessages(result: z.ZodSafeParseResult<unknown>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('passwordFormSchema (spec 1 §5.1)', () => {
  const text = accountMessages.password;
  const check = (form: { password: string; confirm: string; current?: string }, requiresCurrent = false) =>
    firstMessages(passwordFormSchema(context, { requiresCurrent }).safeParse({ current: '', ...form }));

  it('needs every rule met and an equal confirmation', () => {
    expect(check({ password: 'Harbor7Lights', confirm: 'Harbor7Lights' })).toEqual({});
    expect(check({ password: '', confirm: '' })).toEqual({ password: text.required, confirm: text.confirmRequired });
    expect(check({ password: 'harbor7lights', confirm: 'harbor7lights' })).toEqual({ password: text.doesNotMeetRules });
    expect(check({ password: 'Harbor7Jane', confirm: 'Harbor7Jane' })).toEqual({ password: text.doesNotMeetRules });
    expect(check({ password: 'Harbor7Lights', confirm: 'Harbor7Light' })).toEqual({ confirm: text.mismatch });
  });

  it('asks for the current password only where it is required', () => {
    expect(check({ password: 'Harbor7Lights', confirm: 'Harbor7Lights' }, true)).toEqual({ current: text.currentRequired });
    expect(check({ password: 'Harbor7Lights', confirm: 'Harbor7Lights', current: 'x' }, true)).toEqual({});
  });
});

describe('the mobile step (spec 1 §5.5)', () => {
  const text = accountMessages.mobileStep;
  const check = (form: { mobile: string; confirm: string; skip: boolean }) => firstMessages(MobileNumberFormSchema.safeParse(form));

  it('gives the spec messages, and none when "Not at this time" is ticked', () => {
    expect(check({ mobile: '', confirm: '', skip: false })).toEqual({ mobile: text.mobileRequired, confirm: text.confirmRequired });
    expect(check({ mobile: '916-555', confirm: '916-555', skip: false })).toEqual({ mobile: text.invalidPhone });
    expect(check({ mobile: '916-555-0123', confirm: '916-555-0124', skip: false })).toEqual({ confirm: text.mustMatch });
    expect(check({ mobile: '916-555-0123', confirm: '916-555-0123', skip: false })).toEqual({});
    expect(check({ mobile: '', confirm: '', skip: true })).toEqual({});
  });

  it('holds the rule the server applies to the number alone', () => {
    expect(mobileNumberError('', false)).toBe(text.mobileRequired);
    expect(mobileNumberError('9165550123', false)).toBe(text.invalidPhone);
    expect(mobileNumberError('', true)).toBeNull();
  });
});
