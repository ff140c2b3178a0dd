import { describe, expect, it } from 'vitest';
import { accountMessages } from './account-messages.js';
import { SecurityQuestionsUpdateSchema } from './account-update.js';
import { RecoveryBeginRequestSchema } from './forgot-password.js';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((issue) => issue.message) ?? [];

describe('forgot password and unlock step 1 (spec 1 §5.6)', () => {
  it('requires first name, last name and the e-mail, with the spec messages', () => {
    const result = RecoveryBeginRequestSchema.safeParse({ firstName: ' ', lastName: '', email: '' });
    expect(messagesOf(result)).toEqual(
      expect.arrayContaining([accountMessages.recovery.firstNameRequired, accountMessages.recovery.lastNameRequired, accountMessages.recovery.emailRequired]),
    );
  });

  it('refuses an e-mail that is not valid and names longer than 50 characters', () => {
    expect(messagesOf(RecoveryBeginRequestSchema.safeParse({ firstName: 'Pat', lastName: 'Lee', email: 'pat@' }))).toEqual([
      accountMessages.recovery.emailInvalid,
    ]);
    expect(RecoveryBeginRequestSchema.safeParse({ firstName: 'x'.repeat(51), lastName: 'Lee', email: 'pat@example.com' }).success).toBe(false);
    expect(RecoveryBeginRequestSchema.safeParse({ firstName: 'Pat', lastName: 'Lee', email: 'pat@example.com' }).success).toBe(true);
  });
});

describe('security questions in update mode (spec 1 §5.4)', () => {
  const questions = { securityQuestion1: 1, securityQuestion2: 7, securityQuestion3: 13 };

  it('needs at least one answer', () => {
    const result = SecurityQuestionsUpdateSchema.safeParse({ ...questions, securityAnswer1: '', securityAnswer2: null });
    expect(messagesOf(result)).toEqual([accountMessages.securityQuestions.oneAnswerRequired]);
  });

  it('takes a changed answer of 3 to 255 characters and keeps the others', () => {
    expect(SecurityQuestionsUpdateSchema.safeParse({ ...questions, securityAnswer2: 'teal' }).success).toBe(true);
    expect(messagesOf(SecurityQuestionsUpdateSchema.safeParse({ ...questions, securityAnswer2: 'ab' }))).toContain(
      accountMessages.securityQuestions.answerMinLength,
    );
  });
});
