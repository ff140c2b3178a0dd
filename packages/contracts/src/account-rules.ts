import { z } from 'zod';
import { accountMessages as text } from './account-messages.js';
import { constants } from './constants.js';
import { phoneExtPattern, phonePattern } from './phone-patterns.js';

/** The rules of spec 1 §5, held once: forms validate with them and the server enforces them. */

export const codePattern = /^\d{6}$/;
export const npiPattern = /^\d{10}$/;

export type PasswordRuleId = 'minLength' | 'uppercase' | 'lowercase' | 'digit' | 'noUserId' | 'noName';

export interface PasswordContext {
  userName?: string | undefined;
  firstName?: string | undefined;
  lastName?: string | undefined;
}

const containsIgnoringCase = (haystack: string, needle: string | undefined) =>
  Boolean(needle && needle.trim().length > 0 && haystack.toLowerCase().includes(needle.trim().toLowerCase()));

/** Each rule of spec 1 §5.1 with whether the password meets it: the live checklist shows these. */
export function passwordChecklist(password: string, context: PasswordContext): { id: PasswordRuleId; label: string; isMet: boolean }[] {
  const userName = context.userName?.trim() ?? '';
  const localPart = userName.includes('@') ? userName.slice(0, userName.indexOf('@')) : '';
  return [
    { id: 'minLength', label: text.password.minLength, isMet: password.length >= constants.passwordMinLength },
    { id: 'uppercase', label: text.password.uppercase, isMet: /[A-Z]/.test(password) },
    { id: 'lowercase', label: text.password.lowercase, isMet: /[a-z]/.test(password) },
    { id: 'digit', label: text.password.digit, isMet: /\d/.test(password) },
    {
      id: 'noUserId',
      label: text.password.noUserId,
      isMet: !containsIgnoringCase(password, userName) && !containsIgnoringCase(password, localPart),
    },
    {
      id: 'noName',
      label: text.password.noName,
      isMet: !containsIgnoringCase(password, context.firstName) && !containsIgnoringCase(password, context.lastName),
    },
  ];
}

export function isPasswordValid(password: string, context: PasswordContext): boolean {
  return password.length <= constants.passwordMaxLength && passwordChecklist(password, context).every((rule) => rule.isMet);
}

/** A new password: at most 50 characters; the contextual rules are checked with `isPasswordValid`. */
export const NewPasswordSchema = z.string().min(1, text.password.required).max(constants.passwordMaxLength);

export const PhoneSchema = z.string().regex(phonePattern, text.registration.phone);
export const PhoneExtSchema = z.string().regex(phoneExtPattern, text.registration.phoneExt);
export const OptionalPhoneSchema = z.union([z.literal(''), PhoneSchema]);
export const NpiSchema = z.string().regex(npiPattern, text.registration.npi);
export const TaxIdSchema = z.string().regex(/^\d{2}-\d{7}$/, 'Please enter a valid Tax ID (##-#######).');
export const ZipCodeSchema = z.string().regex(/^\d{5}(-\d{4})?$/, 'Please enter a valid ZIP code.');
export const VerificationCodeSchema = z.string().regex(codePattern, text.code.invalid);

export const SecurityAnswerSchema = z
  .string()
  .trim()
  .min(constants.securityAnswerMinLength, text.securityQuestions.answerMinLength)
  .max(constants.securityAnswerMaxLength);

/** Answers are compared without regard to case or surrounding spaces. */
export function normalizeSecurityAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Attempt info carried by forgot-password and unlock failures (spec 1 §3, §7). */
export const AttemptInfoSchema = z.object({
  maxAttempts: z.number().int(),
  attempts: z.number().int(),
  locked: z.boolean(),
});
export type AttemptInfo = z.infer<typeof AttemptInfoSchema>;

/** Spec 1 §9: attempts remaining = maxAttempts minus attempts. */
export function attemptsRemaining(info: AttemptInfo): number {
  return Math.max(0, info.maxAttempts - info.attempts);
}

/** Masked display (spec 1 §9): the e-mail keeps the first and last character of its local part. */
export function maskEmail(email: string): string {
  const at = email.indexOf('@');
  if (at < 1) return email;
  const local = email.slice(0, at);
  const masked = local.length <= 2 ? `${local[0]}*` : `${local[0]}${'*'.repeat(local.length - 2)}${local.at(-1)}`;
  return `${masked}${email.slice(at)}`;
}

/** Masked display: a phone keeps its last four digits. */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return `***-***-${digits.slice(-4)}`;
}
