import {
  codeSystemOf,
  policyCsvColumns,
  policyMessages,
  type PriorAuthorizationRequirement,
  priorAuthorizationRequirementsCsvColumns,
  type SavePolicyRuleRequest,
  SavePolicyRuleRequestSchema,
} from '@portal/contracts';
import Papa from 'papaparse';
import { ValidationError } from '../../errors.js';
import type { PolicyRuleRow } from '../../payer/prior-authorization-policy.js';

const text = policyMessages.errors;
const listSeparator = ';';

/**
 * A cell a spreadsheet would run as a formula starts with one of these: the export writes it behind a quote
 * (papaparse's escapeFormulae) and the import takes that quote off, so a file goes out and back unchanged.
 */
const formulaStart = /^'[=+\-@\t\r]/;
/** papaparse's own pattern misses a formula followed by a line break in the cell. */
const escapeFormulae = /^[=+\-@\t\r]/;

/** The policy as CSV, in the columns the import reads (policyCsvColumns). */
export function policyRulesToCsv(rules: readonly PolicyRuleRow[]): string {
  const data = rules.map((rule) => [
    String(rule.id),
    rule.codeFrom,
    rule.codeTo,
    rule.description,
    rule.groupLists.join(listSeparator),
    rule.placesOfService.join(listSeparator),
    String(rule.isAuthorizationRequired),
    rule.approval,
    rule.approvalMaxUnits === null ? '' : String(rule.approvalMaxUnits),
    rule.approvalMaxDays === null ? '' : String(rule.approvalMaxDays),
    rule.approvalPlacesOfService.join(listSeparator),
    rule.documentation.join(listSeparator),
    rule.effectiveFrom,
    rule.effectiveTo ?? '',
  ]);
  return Papa.unparse({ fields: [...policyCsvColumns], data }, { escapeFormulae, newline: '\r\n' });
}

/** The public list as CSV: codes, where each requirement applies, documentation and dates, in words. */
export function requirementsToCsv(requirements: readonly PriorAuthorizationRequirement[]): string {
  const data = requirements.map((item) => [
    item.codeFrom,
    item.codeTo === item.codeFrom ? '' : item.codeTo,
    codeSystemOf(item.codeFrom),
    item.description,
    item.groupLists.join(listSeparator),
    item.placesOfService.join(listSeparator),
    item.documentation.join(listSeparator),
    item.effectiveFrom,
    item.effectiveTo ?? '',
  ]);
  return Papa.unparse({ fields: [...priorAuthorizationRequirementsCsvColumns], data }, { escapeFormulae, newline: '\r\n' });
}

/** One row of an imported file: its line (the first line is 1, the header), the rule's id if it names one. */
export interface ImportedRule {
  line: number;
  id: number | null;
  values: SavePolicyRuleRequest;
}

const refuse = (line: number, message: string): never => {
  const full = text.csvLine(line, message);
  throw new ValidationError(full, { csv: [full] });
};

const listOf = (cell: string) =>
  cell
    .split(listSeparator)
    .map((item) => item.trim())
    .filter(Boolean);

function booleanOf(cell: string, column: string, line: number): boolean {
  const value = cell.trim().toLowerCase();
  if (value === 'true') return true;
  if (value === 'false') return false;
  return refuse(line, text.csvBoolean(column));
}

function wholeOf(cell: string, column: string, line: number): number | null {
  const value = cell.trim();
  if (value === '') return null;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1) return refuse(line, text.csvNumber(column));
  return Number(value);
}

/** The file's lines where each row starts, counted as an editor shows them (a quoted cell may hold line breaks). */
function parseRows(csv: string): { cells: string[]; line: number }[] {
  const rows: { cells: string[]; line: number }[] = [];
  let start = 0;
  const source = csv.replace(/^\uFEFF/, '');
  Papa.parse<string[]>(source, {
    delimiter: ',',
    step: (result) => {
      const line = source.slice(0, start).split('\n').length;
      const error = result.errors[0];
      if (error) refuse(line, text.csvMalformed(error.message));
      start = result.meta.cursor;
      if (result.data.some((cell) => cell.trim() !== '')) rows.push({ cells: result.data, line });
    },
  });
  return rows;
}

/**
 * Reads an import: the header must name policyCsvColumns; every row must be a valid rule. The first bad row refuses
 * the whole file with "Line N: …" (ValidationError), so nothing is written.
 */
export function parsePolicyCsv(csv: string): ImportedRule[] {
  const rows = parseRows(csv);
  const [header, ...body] = rows;
  const expected = policyCsvColumns.join(',');
  if (!header || header.cells.map((cell) => cell.trim()).join(',') !== expected) return refuse(header?.line ?? 1, text.csvHeader(expected));
  if (body.length === 0) return refuse(header.line, text.csvEmpty);
  const seenIds = new Set<number>();
  return body.map(({ cells, line }) => {
    if (cells.length !== policyCsvColumns.length) return refuse(line, text.csvHeader(expected));
    const cell = (column: (typeof policyCsvColumns)[number]) => {
      const value = cells[policyCsvColumns.indexOf(column)] ?? '';
      return formulaStart.test(value) ? value.slice(1) : value;
    };
    const idText = cell('id').trim();
    if (idText !== '' && !/^\d{1,9}$/.test(idText)) refuse(line, text.csvUnknownId(idText));
    const id = idText === '' ? null : Number(idText);
    if (id !== null && seenIds.has(id)) refuse(line, text.csvDuplicateId(idText));
    if (id !== null) seenIds.add(id);
    const parsed = SavePolicyRuleRequestSchema.safeParse({
      codeFrom: cell('codeFrom'),
      codeTo: cell('codeTo'),
      description: cell('description'),
      groupLists: listOf(cell('groupLists')),
      placesOfService: listOf(cell('placesOfService')),
      isAuthorizationRequired: booleanOf(cell('isAuthorizationRequired'), 'isAuthorizationRequired', line),
      approval: cell('approval').trim(),
      approvalMaxUnits: wholeOf(cell('approvalMaxUnits'), 'approvalMaxUnits', line),
      approvalMaxDays: wholeOf(cell('approvalMaxDays'), 'approvalMaxDays', line),
      approvalPlacesOfService: listOf(cell('approvalPlacesOfService')),
      documentation: listOf(cell('documentation')),
      effectiveFrom: cell('effectiveFrom'),
      effectiveTo: cell('effectiveTo').trim(),
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return refuse(line, `${String(issue?.path[0] ?? 'row')}: ${issue?.message ?? ''}`);
    }
    return { line, id, values: parsed.data };
  });
}
