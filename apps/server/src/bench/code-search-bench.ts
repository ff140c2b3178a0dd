/**
 * ICD-10-CM search over the official list (issue 7 bench): the bench database gets the reference data's 74,000
 * billable codes (../shared/data, when present; the import is idempotent), then GET /api/codes/icd10/ answers the
 * searches a scheduler types, at 20 connections; target p95 under 10 ms.
 */
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { apiPrefix, codeEndpoints, endpointPath, endpointQuery } from '@portal/contracts';
import { parseCodeFile } from '../codes/code-file.js';
import { importCodeEntries } from '../codes/import-code-file.js';
import type { Database } from '../db/client.js';
import { benchConnections, latencyLine, loadWithLatencies, measuredP95, meetsP95 } from './latency-load.js';

const targetP95Ms = 10;
const referenceIcdFile = fileURLToPath(new URL('../../../../../shared/data/icd10cm-2026.tsv', import.meta.url));
/** Code prefixes, single words, several words and word starts, as typed into a diagnosis box. */
const searches = [
  'E11',
  'E11.6',
  'S72.0',
  'M54',
  'I10',
  'diabetes',
  'hypertension',
  'pain',
  'fracture femur',
  'chronic kidney disease',
  'asthma',
  'pneumonia',
  'obes',
  'low back pain',
  'depress',
  'Z3A',
];

/** Imports the reference list into `db` when the file is there; false when it is not. */
export async function importReferenceIcdCodes(db: Database): Promise<boolean> {
  if (!existsSync(referenceIcdFile)) return false;
  await importCodeEntries(db, parseCodeFile(await readFile(referenceIcdFile, 'utf8')).entries);
  return true;
}

export async function benchIcdSearch(base: string, headers: Record<string, string>, durationSeconds: number): Promise<void> {
  const requests = searches.map((q) => ({
    method: 'GET' as const,
    path: `${apiPrefix}${endpointPath(codeEndpoints.search, { codeSet: 'icd10' })}${endpointQuery({ q, page: 0 })}`,
  }));
  const load = await loadWithLatencies('GET codes/icd10/ (official list)', base, headers, requests, durationSeconds);
  console.log(latencyLine(load));
  console.log(
    `Target: ICD-10-CM search p95 < ${targetP95Ms} ms at ${benchConnections} connections: ${meetsP95(load, targetP95Ms) ? 'met' : 'MISSED'} ${measuredP95(load)}`,
  );
}
