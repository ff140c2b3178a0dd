import { describe, expect, it } from 'vitest';
import { formatDateMask } from './date-mask';

/** Types `keys` one at a time into an empty field, formatting after each key as the input does. */
function typeKeys(keys: string): string {
  let value = '';
  for (const key of keys) value = formatDateMask(value + key);
  return value;
}

describe('formatDateMask', () => {
  it('puts the slashes in as the digits are typed', () => {
    expect(typeKeys('0')).toBe('0');
    expect(typeKeys('04')).toBe('04');
    expect(typeKeys('041')).toBe('04/1');
    expect(typeKeys('0412')).toBe('04/12');
    expect(typeKeys('04121')).toBe('04/12/1');
    expect(typeKeys('04121985')).toBe('04/12/1985');
  });

  it('stops at eight digits and drops everything that is not a digit or a slash', () => {
    expect(typeKeys('041219851')).toBe('04/12/1985');
    expect(formatDateMask('04a12-19x85')).toBe('04/12/1985');
    expect(formatDateMask('2024-01-05')).toBe('20/24/0105');
  });

  it('keeps a typed slash after a full part and pads a one-digit month or day', () => {
    expect(typeKeys('04/')).toBe('04/');
    expect(typeKeys('4/')).toBe('04/');
    expect(typeKeys('4/5/')).toBe('04/05/');
    expect(typeKeys('4/5/1985')).toBe('04/05/1985');
    expect(formatDateMask('4/12/1985')).toBe('04/12/1985');
  });

  it('ignores a slash with nothing before it, a second slash and a slash in the year', () => {
    expect(typeKeys('/')).toBe('');
    expect(typeKeys('04//')).toBe('04/');
    expect(typeKeys('04/12/19/85')).toBe('04/12/1985');
  });

  it('lets Backspace remove a slash: the formatter does not put it back', () => {
    expect(formatDateMask('04/')).toBe('04/');
    expect(formatDateMask('04')).toBe('04');
    expect(formatDateMask('04/12/')).toBe('04/12/');
    expect(formatDateMask('04/12')).toBe('04/12');
  });

  it('keeps an already formatted date as it is', () => {
    expect(formatDateMask('12/31/2024')).toBe('12/31/2024');
    expect(formatDateMask('')).toBe('');
  });
});
