import { describe, expect, it } from 'vitest';
import { AccountSearchRequestSchema, accountStatusChoices, associationStatusChoices, SetTemporaryPasswordRequestSchema } from './admin.js';
import { messages } from './messages.js';

describe('accountStatusChoices (spec 2 §4)', () => {
  it('offers New Request only outside the active, disabled and associations tabs', () => {
    expect(accountStatusChoices('New Request', 'new')).toEqual(['Approved', 'Disabled', 'Member Disabled', 'New Request']);
    expect(accountStatusChoices('Approved', 'autoapproved')).toContain('New Request');
    expect(accountStatusChoices('Approved', 'associationsAutoApproved')).toContain('New Request');
    for (const tab of ['active', 'disabled', 'associations'] as const) {
      expect(accountStatusChoices('Approved', tab)).toEqual(['Approved', 'Disabled', 'Member Disabled']);
    }
  });

  it('offers Pending Confirmation only while the account is in it', () => {
    expect(accountStatusChoices('Pending Confirmation', 'new')).toContain('Pending Confirmation');
    expect(accountStatusChoices('New Request', 'new')).not.toContain('Pending Confirmation');
  });
});

describe('associationStatusChoices (spec 2 §4)', () => {
  it('offers Requested except in the new view', () => {
    expect(associationStatusChoices('new')).toEqual(['active', 'Removed']);
    expect(associationStatusChoices('associations')).toEqual(['active', 'Removed', 'requested']);
  });
});

describe('SetTemporaryPasswordRequestSchema', () => {
  const parse = (newPassword: string) => SetTemporaryPasswordRequestSchema.safeParse({ helperId: 5, newPassword });

  it('takes 8 to 20 characters', () => {
    expect(parse('a'.repeat(8)).success).toBe(true);
    expect(parse('a'.repeat(20)).success).toBe(true);
  });

  it('refuses shorter or longer passwords with the spec message', () => {
    for (const value of ['', 'a'.repeat(7), 'a'.repeat(21)]) {
      const result = parse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(messages.admin.temporaryPasswordLength);
    }
  });
});

describe('AccountSearchRequestSchema', () => {
  const base = { Term: '', PageSize: 10, PageNumber: 0, SearchType: 'new' };

  it('accepts the page sizes 10, 25, 50, 100 only', () => {
    for (const PageSize of [10, 25, 50, 100]) expect(AccountSearchRequestSchema.safeParse({ ...base, PageSize }).success).toBe(true);
    for (const PageSize of [0, 5, 20, 1000]) expect(AccountSearchRequestSchema.safeParse({ ...base, PageSize }).success).toBe(false);
  });

  it('accepts whitelisted sort clauses and refuses anything else', () => {
    for (const SortClause of ['addDate desc', 'lastName ASC', '', undefined]) {
      expect(AccountSearchRequestSchema.safeParse({ ...base, SortClause }).success).toBe(true);
    }
    for (const SortClause of ['passwordHash asc', 'addDate', 'addDate desc; drop table accounts', 'addDate sideways']) {
      expect(AccountSearchRequestSchema.safeParse({ ...base, SortClause }).success).toBe(false);
    }
  });

  it('limits the term to 50 characters and the type to the six lists', () => {
    expect(AccountSearchRequestSchema.safeParse({ ...base, Term: 'x'.repeat(51) }).success).toBe(false);
    expect(AccountSearchRequestSchema.safeParse({ ...base, SearchType: 'everything' }).success).toBe(false);
    expect(AccountSearchRequestSchema.safeParse({ ...base, PageNumber: -1 }).success).toBe(false);
  });
});
