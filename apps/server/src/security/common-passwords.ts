import { commonPasswordList } from './common-passwords.data.js';

/**
 * NIST SP 800-63B: refuse passwords found on lists of commonly used passwords. Compared without regard to case,
 * because the §5.1 rules force an upper-case letter and "Password1" is as guessable as "password1".
 */
const commonPasswords: ReadonlySet<string> = new Set(
  commonPasswordList
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0),
);

export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.trim().toLowerCase());
}
