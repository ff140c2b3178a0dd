import { describe, expect, it } from 'vitest';
import { duplicatesOf, type RecentAuthorization, RecentAuthorizationsParamsSchema, statusTextOf } from './duplicate-check.js';

const recent = (authNumber: string, primaryCptCode: string): RecentAuthorization => ({
  authNumber,
  receivedDate: '2026-11-02T15:04:05.000Z',
  primaryCptCode,
  servicingProvider: 'Sutter Medical Center',
  status: 'Approved',
});

describe('duplicatesOf (spec 3 §4 Duplicate check)', () => {
  const authorizations = [recent('A1', '29881'), recent('A2', 'e0601'), recent('A3', '73721'), recent('A4', ' 29881 ')];

  it('answers the recent authorizations with the same primary CPT code, in their order', () => {
    expect(duplicatesOf('29881', authorizations).map((row) => row.authNumber)).toEqual(['A1', 'A4']);
  });

  it('compares case-insensitively and ignores surrounding blanks on both sides', () => {
    expect(duplicatesOf(' E0601 ', authorizations).map((row) => row.authNumber)).toEqual(['A2']);
  });

  it('finds nothing for another code, an empty code, or an authorization without a procedure', () => {
    expect(duplicatesOf('29880', authorizations)).toEqual([]);
    expect(duplicatesOf('', [recent('A5', '')])).toEqual([]);
    expect(duplicatesOf('  ', authorizations)).toEqual([]);
  });
});

describe('statusTextOf (spec 3 §4: cut at the first hyphen, then the status vocabulary)', () => {
  it('keeps the text before the first hyphen, trimmed, as the vocabulary shows it', () => {
    expect(statusTextOf('Pended - Clinical Info Needed')).toBe('Pending');
    expect(statusTextOf('Approved-Future Admission-OB')).toBe('Approved');
  });

  it('keeps a status without a hyphen as it is, trimmed', () => {
    expect(statusTextOf('Partially Approved')).toBe('Partially Approved');
    expect(statusTextOf(' Denied ')).toBe('Denied');
  });
});

describe('RecentAuthorizationsParamsSchema', () => {
  it('takes a positive member qhid and refuses anything else', () => {
    expect(RecentAuthorizationsParamsSchema.parse({ qhid: '100017' })).toEqual({ qhid: 100017 });
    for (const qhid of ['abc', '0', '-4', '1.5']) expect(RecentAuthorizationsParamsSchema.safeParse({ qhid }).success).toBe(false);
  });
});
