/**
 * `npm run codes:import -- FILE`: loads an official ICD-10-CM order file, an HCPCS record file, or a tab-separated
 * export of either into the configured database's code sets (the code search uses them at once).
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { parseCodeFile } from './code-file.js';
import { importCodeEntries } from './import-code-file.js';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error('Name the file to import: npm run codes:import -- path/to/icd10cm_order_2026.txt');
  // npm runs the script in apps/server: a relative path is the caller's (INIT_CWD).
  const parsed = parseCodeFile(await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8'));
  const database = openDatabase(readConfig().database);
  try {
    await database.migrate();
    const startedAt = performance.now();
    const count = await importCodeEntries(database.db, parsed.entries);
    const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
    console.log(`${parsed.format}: ${count} ${parsed.codeSet} codes imported in ${seconds} s (${parsed.skipped} lines skipped).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
