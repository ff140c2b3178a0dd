import { describe, expect, it } from 'vitest';
import { formatTaxIdInput } from './format-tax-id';

describe('formatTaxIdInput', () => {
  it('places the dash after two digits and stops at nine', () => {
    expect(formatTaxIdInput('')).toBe('');
    expect(formatTaxIdInput('12')).toBe('12');
    expect(formatTaxIdInput('123')).toBe('12-3');
    expect(formatTaxIdInput('1234567890')).toBe('12-3456789');
  });

  it('keeps only the digits of what was pasted or typed around the dash', () => {
    expect(formatTaxIdInput('12-3456789')).toBe('12-3456789');
    expect(formatTaxIdInput(' 98 7654321 ')).toBe('98-7654321');
    expect(formatTaxIdInput('12-')).toBe('12');
  });
});
