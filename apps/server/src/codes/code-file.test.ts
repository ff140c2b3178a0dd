import { describe, expect, it } from 'vitest';
import { parseCodeFile } from './code-file.js';

const orderLine = (order: string, code: string, valid: string, short: string, long: string) =>
  `${order} ${code.padEnd(7)} ${valid} ${short.padEnd(60)} ${long}`;

describe('code files', () => {
  it('reads the official ICD-10-CM order file: billable codes only, dotted, with both titles', () => {
    const parsed = parseCodeFile(
      [
        orderLine('00001', 'A00', '0', 'Cholera', 'Cholera'),
        orderLine('00002', 'A000', '1', 'Cholera due to Vibrio cholerae 01, biovar cholerae', 'Cholera due to Vibrio cholerae 01, biovar cholerae'),
        orderLine('10000', 'E1165', '1', 'Type 2 diabetes mellitus with hyperglycemia', 'Type 2 diabetes mellitus with hyperglycemia'),
      ].join('\r\n'),
    );
    expect(parsed).toMatchObject({ codeSet: 'icd10', skipped: 1 });
    expect(parsed.entries.map((entry) => entry.code)).toEqual(['A00.0', 'E11.65']);
    expect(parsed.entries[1]?.fullDescription).toBe('Type 2 diabetes mellitus with hyperglycemia');
  });

  it('reads the tab-separated ICD-10-CM and HCPCS files of the reference data', () => {
    const icd = parseCodeFile(
      'code\tcode_dotted\tshort_description\tlong_description\nA000\tA00.0\tCholera, biovar cholerae\tCholera due to Vibrio cholerae 01, biovar cholerae\n',
    );
    expect(icd.entries).toEqual([
      { codeSet: 'icd10', code: 'A00.0', shortDescription: 'Cholera, biovar cholerae', fullDescription: 'Cholera due to Vibrio cholerae 01, biovar cholerae' },
    ]);
    const hcpcs = parseCodeFile(
      'code\tshort_description\tlong_description\tcoverage_code\nA0100\tNonemergency transport taxi\tNon-emergency transportation; taxi\tI\nbad\tx\ty\tz\n',
    );
    expect(hcpcs).toMatchObject({ codeSet: 'hcpcs', skipped: 1, entries: [{ code: 'A0100', shortDescription: 'Nonemergency transport taxi' }] });
  });

  it('reads the official HCPCS record file, joining continued long descriptions', () => {
    const record = (code: string, sequence: string, id: string, long: string, short = '') => `${code}${sequence}${id}${long.padEnd(80)}${short.padEnd(28)}`;
    const parsed = parseCodeFile(
      [
        record('E0110', '00100', '3', 'Crutches, forearm, includes crutches of various materials, adjustable or fixed,', 'Crutch forearm pair'),
        record('E0110', '00200', '4', 'pair, complete with tips and handgrips'),
      ].join('\n'),
    );
    expect(parsed.entries).toEqual([
      {
        codeSet: 'hcpcs',
        code: 'E0110',
        shortDescription: 'Crutch forearm pair',
        fullDescription: 'Crutches, forearm, includes crutches of various materials, adjustable or fixed, pair, complete with tips and handgrips',
      },
    ]);
  });

  it('refuses a file it does not know', () => {
    expect(() => parseCodeFile('hello world\n')).toThrow('Not a code file');
    expect(() => parseCodeFile('a\tb\n1\t2\n')).toThrow('needs the columns');
  });
});
