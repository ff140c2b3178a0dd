import { accountMessages, isPasswordValid, type PasswordContext } from '@portal/contracts';
import { ValidationError } from '../errors.js';
import { isCommonPassword } from './common-passwords.js';

/**
 * Every new password meets the rules of spec 1 §5.1 for this account and is not a commonly used one
 * (NIST SP 800-63B); otherwise a 400 with the message beside `field`.
 */
export function assertNewPasswordAllowed(password: string, context: PasswordContext, field: string): void {
  const message = !isPasswordValid(password, context)
    ? accountMessages.password.doesNotMeetRules
    : isCommonPassword(password)
      ? accountMessages.password.tooCommon
      : undefined;
  if (message) throw new ValidationError(message, { [field]: [message] });
}
