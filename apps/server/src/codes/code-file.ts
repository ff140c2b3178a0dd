import type { CodeSet } from '@portal/contracts';

/** One code as the code_set_entries table keeps it. */
export interface CodeFileEntry {
  codeSet: CodeSet;
  code: string;
  shortDescription: string;
  fullDescription: string;
}

export interface ParsedCodeFile {
  codeSet: CodeSet;
  format: string;
  entries: CodeFileEntry[];
  /** Lines that were not codes of the set (non-billable headers, blank lines). */
  skipped: number;
}

/** ICD-10-CM codes are stored dotted (E11.65), as people write them: the dot goes after the third character. */
export const dottedIcdCode = (code: string) => (code.length > 3 ? `${code.slice(0, 3)}.${code.slice(3)}` : code);

/**
 * The official ICD-10-CM order file (icd10cm_order_YYYY.txt, fixed width, spec of the CMS release): order number
 * (5), code (7), valid flag (1: billable), short title (60), long title. Only billable codes are kept.
 */
function parseIcdOrderFile(lines: readonly string[]): ParsedCodeFile {
  const entries: CodeFileEntry[] = [];
  let skipped = 0;
  for (const line of lines) {
    const code = line.slice(6, 13).trim();
    if (line.slice(14, 15) !== '1' || !/^[A-Z]\d[A-Z0-9]{1,5}$/.test(code)) {
      skipped += 1;
      continue;
    }
    const shortDescription = line.slice(16, 76).trim();
    entries.push({ codeSet: 'icd10', code: dottedIcdCode(code), shortDescription, fullDescription: line.slice(77).trim() || shortDescription });
  }
  return { codeSet: 'icd10', format: 'ICD-10-CM order file', entries, skipped };
}

/** A tab-separated file with a header naming its columns (the shared reference data, an HCPCS export). */
function parseTsv(lines: readonly string[]): ParsedCodeFile {
  const header = (lines[0] ?? '').split('\t');
  const column = (name: string) => header.indexOf(name);
  const [code, dotted, short, long] = [column('code'), column('code_dotted'), column('short_description'), column('long_description')];
  if (code < 0 || short < 0 || long < 0) throw new Error('A tab-separated code file needs the columns code, short_description and long_description.');
  const codeSet: CodeSet = dotted >= 0 ? 'icd10' : 'hcpcs';
  const pattern = codeSet === 'icd10' ? /^[A-Z]\d[A-Z0-9]{1,5}$/ : /^[A-Z]\d{4}$/;
  const entries: CodeFileEntry[] = [];
  let skipped = 0;
  for (const line of lines.slice(1)) {
    const fields = line.split('\t');
    const value = (fields[code] ?? '').trim().toUpperCase();
    if (!pattern.test(value)) {
      skipped += 1;
      continue;
    }
    const shortDescription = (fields[short] ?? '').trim();
    entries.push({
      codeSet,
      code: codeSet === 'icd10' ? (fields[dotted] ?? '').trim() || dottedIcdCode(value) : value,
      shortDescription,
      fullDescription: (fields[long] ?? '').trim() || shortDescription,
    });
  }
  return { codeSet, format: codeSet === 'icd10' ? 'ICD-10-CM (tab-separated)' : 'HCPCS (tab-separated)', entries, skipped };
}

/**
 * The official HCPCS Level II record layout (HCPC{year}_..._ANWEB.txt, fixed width): code (5), sequence (5),
 * record id (1: 3 = first line of a code, 4 = its continuation), long description (80), short description (28).
 */
function parseHcpcsRecordFile(lines: readonly string[]): ParsedCodeFile {
  const byCode = new Map<string, CodeFileEntry>();
  let skipped = 0;
  for (const line of lines) {
    const code = line.slice(0, 5).trim();
    const recordId = line.slice(10, 11);
    if (!/^[A-Z]\d{4}$/.test(code) || (recordId !== '3' && recordId !== '4')) {
      skipped += 1;
      continue;
    }
    const longPart = line.slice(11, 91).trim();
    const found = byCode.get(code);
    if (found && recordId === '4') found.fullDescription = `${found.fullDescription} ${longPart}`.trim();
    else if (!found) byCode.set(code, { codeSet: 'hcpcs', code, shortDescription: line.slice(91, 119).trim(), fullDescription: longPart });
  }
  const entries = [...byCode.values()].map((entry) => ({ ...entry, shortDescription: entry.shortDescription || entry.fullDescription }));
  return { codeSet: 'hcpcs', format: 'HCPCS record file', entries, skipped };
}

/** Reads a code file, recognising its format from its first line. */
export function parseCodeFile(text: string): ParsedCodeFile {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  const first = lines[0] ?? '';
  if (first.includes('\t')) return parseTsv(lines);
  if (/^\d{5} [A-Z]\d/.test(first)) return parseIcdOrderFile(lines);
  if (/^[A-Z]\d{4}\d{5}[34]/.test(first)) return parseHcpcsRecordFile(lines);
  throw new Error('Not a code file this importer knows: an ICD-10-CM order file, an HCPCS record file, or a tab-separated file with a header.');
}
