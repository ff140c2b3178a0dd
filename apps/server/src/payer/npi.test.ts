import { describe, expect, it } from 'vitest';
import { isValidNpi, npiCheckDigit, npiFromDigits } from './npi.js';

describe('NPI check digit', () => {
  it('accepts the NPI standard example 1234567893', () => {
    expect(npiCheckDigit('123456789')).toBe(3);
    expect(isValidNpi('1234567893')).toBe(true);
  });

  it('rejects a wrong check digit, wrong length and non-digits', () => {
    expect(isValidNpi('1234567890')).toBe(false);
    expect(isValidNpi('123456789')).toBe(false);
    expect(isValidNpi('12345678931')).toBe(false);
    expect(isValidNpi('12345678a3')).toBe(false);
  });

  it('builds NPIs that validate', () => {
    for (const digits of ['100000000', '199999999', '245319876', '987654321']) {
      expect(isValidNpi(npiFromDigits(digits))).toBe(true);
    }
  });
});
