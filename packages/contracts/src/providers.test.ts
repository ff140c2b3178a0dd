import { describe, expect, it } from 'vitest';
import { messages } from './messages.js';
import {
  FavoriteRequestSchema,
  ProviderAssociationSearchRequestSchema,
  ProviderAssociationStatusChangeRequestSchema,
  ProviderSearchFormSchema,
  ProviderSearchQuerySchema,
  SaveTempProviderRequestSchema,
} from './providers.js';

const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues[0]?.message;

describe('provider search query (spec 2 §5)', () => {
  it('reads an NPI search from query strings with the defaults', () => {
    expect(ProviderSearchQuerySchema.parse({ npi: '1234567893', flags: '1' })).toEqual({
      npi: '1234567893',
      flags: 1,
      pageSize: 10,
      pageNumber: 0,
    });
  });

  it('reads a name search with an upper-cased state; empty values count as absent', () => {
    expect(ProviderSearchQuerySchema.parse({ npi: '', name: ' Evergreen ', state: 'ca', pageSize: '25', pageNumber: '2' })).toEqual({
      name: 'Evergreen',
      state: 'CA',
      flags: 0,
      pageSize: 25,
      pageNumber: 2,
    });
  });

  it('refuses both, neither, a short name, a long or non-digit NPI, bad flags and page sizes', () => {
    expect(firstMessage(ProviderSearchQuerySchema.safeParse({ npi: '123', name: 'Evergreen' }))).toBe(messages.providers.npiAndName);
    expect(firstMessage(ProviderSearchQuerySchema.safeParse({}))).toBe(messages.providerSearch.npiOrNameRequired);
    expect(firstMessage(ProviderSearchQuerySchema.safeParse({ name: ' ab ' }))).toBe(messages.providerSearch.nameTooShort);
    expect(firstMessage(ProviderSearchQuerySchema.safeParse({ npi: '12345678901' }))).toBe(messages.providerSearch.npiDigitsOnly);
    expect(firstMessage(ProviderSearchQuerySchema.safeParse({ npi: '12a4' }))).toBe(messages.providerSearch.npiDigitsOnly);
    expect(ProviderSearchQuerySchema.safeParse({ name: 'abc', flags: '8' }).success).toBe(false);
    expect(ProviderSearchQuerySchema.safeParse({ name: 'abc', pageSize: '20' }).success).toBe(false);
    expect(ProviderSearchQuerySchema.safeParse({ name: 'abc', pageNumber: '-1' }).success).toBe(false);
    expect(ProviderSearchQuerySchema.safeParse({ name: 'abc', state: 'Cal' }).success).toBe(false);
  });
});

describe('Add Providers form', () => {
  it('accepts an NPI alone or a name of 3 characters with an optional state', () => {
    expect(ProviderSearchFormSchema.safeParse({ npi: '12345', name: '', state: 'CA' }).success).toBe(true);
    expect(ProviderSearchFormSchema.safeParse({ npi: '', name: 'Eve', state: '' }).success).toBe(true);
  });

  it('refuses blanks-only names, both fields, and nothing', () => {
    expect(firstMessage(ProviderSearchFormSchema.safeParse({ npi: '', name: '   ', state: '' }))).toBe(messages.providerSearch.npiOrNameRequired);
    expect(firstMessage(ProviderSearchFormSchema.safeParse({ npi: '', name: 'Ev', state: '' }))).toBe(messages.providerSearch.nameTooShort);
    expect(firstMessage(ProviderSearchFormSchema.safeParse({ npi: '1', name: 'Eve', state: '' }))).toBe(messages.providers.npiAndName);
  });
});

describe('provider list calls', () => {
  it('defaults the association sort to fullName asc and refuses unknown columns', () => {
    expect(ProviderAssociationSearchRequestSchema.parse({ RootFilter: '1' })).toMatchObject({ SortClause: 'fullName asc', PageNumber: 0 });
    expect(ProviderAssociationSearchRequestSchema.safeParse({ SortClause: 'password asc' }).success).toBe(false);
    expect(ProviderAssociationSearchRequestSchema.parse({ SortClause: 'favorite desc', PageSize: 25 }).PageSize).toBe(25);
  });

  it('needs a positive association id and a boolean favorite', () => {
    expect(FavoriteRequestSchema.safeParse({ associationId: 1, favorite: true }).success).toBe(true);
    expect(FavoriteRequestSchema.safeParse({ associationId: 0, favorite: true }).success).toBe(false);
    expect(FavoriteRequestSchema.safeParse({ associationId: 1, favorite: 'yes' }).success).toBe(false);
  });

  it('saves 1 to 100 locations and only deletes (status Removed) on the provider list', () => {
    expect(firstMessage(SaveTempProviderRequestSchema.safeParse({ LocationIds: [] }))).toBe(messages.providers.selectOne);
    expect(SaveTempProviderRequestSchema.safeParse({ LocationIds: Array.from({ length: 101 }, (_, index) => index + 1) }).success).toBe(false);
    const change = (status: string) => ({ source: 'providerassociation', statusChanges: [{ associationId: 3, status }] });
    expect(ProviderAssociationStatusChangeRequestSchema.safeParse(change('Removed')).success).toBe(true);
    expect(firstMessage(ProviderAssociationStatusChangeRequestSchema.safeParse(change('active')))).toBe(messages.providers.onlyDelete);
  });
});
