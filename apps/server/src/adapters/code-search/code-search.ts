import type { CodeSearchResponse, CodeSet } from '@portal/contracts';

/**
 * The CodeSearch seam (architecture: adapters): ICD-10-CM, CPT and HCPCS lookups by code or by words. The
 * embedded implementation searches code_set_entries in PostgreSQL/PGlite; a hosted index (Algolia-compatible)
 * or a typo-tolerant search plugs in here without changing the route.
 */
export interface CodeSearch {
  /** Page `page` (from 0) of the hits for `q` (already trimmed; empty lists the set by code). */
  search(codeSet: CodeSet, q: string, page: number): Promise<CodeSearchResponse>;
}

/** What a search looks for, decided from the text alone. */
export type CodeQuery =
  { kind: 'all' } | { kind: 'code'; prefix: string } | { kind: 'words'; words: string[]; codePrefix: string | undefined } | { kind: 'nothing' };

/** A code or the start of one: at most one letter, a digit, then letters or digits, with an optional dot (E11.6, 7214, J06). */
const codePattern = /^[A-Za-z]?\d[A-Za-z0-9]*(\.[A-Za-z0-9]*)?$/;
const singleTokenPattern = /^[A-Za-z0-9]+$/;

/**
 * Reads the query: empty → the whole set; a code → a code prefix (dot ignored, as stored codes are compared
 * without it); words → word prefixes, each reduced to [a-z0-9] so the tsquery text cannot carry operators, plus
 * a code prefix when the query is one alphanumeric token ("E" or "knee"), whose code hits then come first.
 */
export function parseCodeQuery(q: string): CodeQuery {
  const text = q.trim();
  if (text === '') return { kind: 'all' };
  if (codePattern.test(text)) return { kind: 'code', prefix: text.replace('.', '').toUpperCase() };
  const words = text
    .toLowerCase()
    .split(/\s+/)
    .map((word) => word.replace(/[^a-z0-9]/g, ''))
    .filter((word) => word !== '');
  if (words.length === 0) return { kind: 'nothing' };
  return { kind: 'words', words, codePrefix: singleTokenPattern.test(text) ? text.toUpperCase() : undefined };
}
