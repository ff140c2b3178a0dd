import { policyCsvColumns } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../errors.js';
import type { PolicyRuleRow } from '../../payer/prior-authorization-policy.js';
import { parsePolicyCsv, policyRulesToCsv } from './policy-csv.js';

const rules: PolicyRuleRow[] = [
  {
    id: 7,
    codeFrom: '70551',
    codeTo: '70553',
    description: 'MRI of the brain, "with or without" contrast, head; face',
    groupLists: ['standardWorkflowGroups', 'dmeExclusionGroups'],
    placesOfService: ['11', '22'],
    isAuthorizationRequired: true,
    approval: 'onSubmission',
    approvalMaxUnits: 2,
    approvalMaxDays: 30,
    approvalPlacesOfService: ['22'],
    documentation: ['clinicalNotes', 'mriQuestionnaire'],
    effectiveFrom: '2026-01-01',
    effectiveTo: '2027-01-01',
  },
  {
    id: 8,
    codeFrom: 'E0114',
    codeTo: 'E0114',
    description: '=HYPERLINK("x") crutches\nwith a line break',
    groupLists: [],
    placesOfService: [],
    isAuthorizationRequired: false,
    approval: 'never',
    approvalMaxUnits: null,
    approvalMaxDays: null,
    approvalPlacesOfService: [],
    documentation: [],
    effectiveFrom: '2000-01-01',
    effectiveTo: null,
  },
];

const refusal = (csv: string): string => {
  try {
    parsePolicyCsv(csv);
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
  throw new Error('the file was accepted');
};

const header = policyCsvColumns.join(',');
const goodRow = ',97110,,Therapy,,,true,onSubmission,,,,,2026-01-01,';

describe('the policy CSV', () => {
  it('reads back what it exports (quotes, commas, line breaks, lists, a formula-looking text)', () => {
    const csv = policyRulesToCsv(rules);
    expect(csv.split('\r\n')[0]).toBe(header);
    // A spreadsheet would run a cell that starts with "=": the export writes it behind a quote.
    expect(csv).toContain(`"'=HYPERLINK(""x"") crutches`);
    const back = parsePolicyCsv(csv);
    expect(back.map((row) => ({ id: row.id, ...row.values }))).toEqual(rules);
    expect(back.map((row) => row.line)).toEqual([2, 3]);
  });

  it('reads a row without an id as a new rule, a single code when codeTo is empty', () => {
    const [row] = parsePolicyCsv(`${header}\n${goodRow}\n`);
    expect(row).toMatchObject({ line: 2, id: null, values: { codeFrom: '97110', codeTo: '97110', approvalMaxUnits: null, effectiveTo: null } });
  });

  it('refuses a bad row naming its line, counting the lines of a quoted line break and skipping blank lines', () => {
    const csv = `${header}\n${goodRow}\n,97112,,"two\nlines",,,true,never,,,,,2026-01-01,\n\n,9711,,Bad code,,,true,never,,,,,2026-01-01,\n`;
    expect(refusal(csv)).toMatch(/^Line 6: codeFrom: Enter a CPT code/);
  });

  it('names what is wrong in each kind of bad row', () => {
    const row = (cells: string) => refusal(`${header}\n${cells}\n`);
    expect(row(',97110,,Therapy,,,maybe,never,,,,,2026-01-01,')).toBe('Line 2: isAuthorizationRequired must be true or false.');
    expect(row(',97110,,Therapy,,,true,never,0,,,,2026-01-01,')).toBe('Line 2: approvalMaxUnits must be a whole number of at least 1, or empty.');
    expect(row(',97110,,Therapy,,,true,sometimes,,,,,2026-01-01,')).toBe('Line 2: approval: approval must be never or onSubmission.');
    expect(row(',97110,97100,Therapy,,,true,never,,,,,2026-01-01,')).toBe('Line 2: codeTo: The last code of the range must not come before the first.');
    expect(row(',97110,,Therapy,,99,true,never,,,,,2026-01-01,')).toBe("Line 2: placesOfService: 99 is not one of the plan's places of service.");
    expect(row(',97110,,Therapy,,,true,never,,,,,2026-02-30,')).toBe('Line 2: effectiveFrom: Enter a date as YYYY-MM-DD.');
    expect(row(',97110,,Therapy,,,false,onSubmission,,,,,2026-01-01,')).toMatch(/^Line 2: isAuthorizationRequired: A code that needs no authorization/);
    expect(row(`3,97110,,Therapy,,,true,never,,,,,2026-01-01,\n3,97112,,Therapy,,,true,never,,,,,2026-01-01,`)).toBe(
      'Line 3: the id 3 appears on an earlier line.',
    );
    expect(row(',97110,,Therapy,,,true,never,,,,2026-01-01,')).toMatch(/^Line 2: The first line must name the columns/);
    expect(row(',97110,,"Therapy,,,true,never,,,,,2026-01-01,')).toMatch(/^Line 2: the file is not valid CSV/);
  });

  it('refuses a file without the header or without rows', () => {
    expect(refusal('code,description\n97110,Therapy\n')).toMatch(/^Line 1: The first line must name the columns: id,codeFrom,/);
    expect(refusal(`${header}\n`)).toBe('Line 1: The file has no rules.');
  });
});
