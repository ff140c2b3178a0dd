/**
 * `npm run sandbox:load -- FILE`: loads a certification test kit's bundle (Patient, Coverage, Organization,
 * Practitioner) into the configured database's certification sandbox, through the same service as Site
 * Administration › Certification Sandbox. Refused with NODE_ENV=production.
 */
import { readFile } from 'node:fs/promises';
import { userInfo } from 'node:os';
import { resolve } from 'node:path';
import { sandboxLoadKinds, sandboxMessages } from '@portal/contracts';
import { createAuditLog } from '../../audit/audit-log.js';
import { systemClock } from '../../clock.js';
import { readConfig } from '../../config.js';
import { openDatabase } from '../../db/client.js';
import { ValidationError } from '../../errors.js';
import { createSandboxService } from './sandbox.service.js';

async function main(): Promise<void> {
  const file = process.argv[2];
  if (!file) throw new Error(sandboxMessages.cli.usage);
  // Refused before anything is read (a production configuration that is incomplete included).
  if (process.env.NODE_ENV === 'production') throw new Error(sandboxMessages.errors.production);
  const config = readConfig();
  const isProduction = config.nodeEnv === 'production';
  // npm runs the script in apps/server: a relative path is the caller's (INIT_CWD).
  const content = await readFile(resolve(process.env.INIT_CWD ?? process.cwd(), file), 'utf8');
  let bundle: unknown;
  try {
    bundle = JSON.parse(content);
  } catch {
    throw new Error(sandboxMessages.unreadableFile);
  }
  const database = openDatabase(config.database);
  try {
    await database.migrate();
    const service = createSandboxService({ db: database.db, audit: createAuditLog(database.db), clock: systemClock, isProduction });
    const result = await service.load({ accountId: null, userName: `cli:${userInfo().username}`, clientAddress: null }, bundle);
    const summary = sandboxLoadKinds.map((kind) => `${result[kind].created} ${kind} created, ${result[kind].updated} updated`).join('; ');
    console.log(sandboxMessages.cli.loaded(summary));
    for (const note of result.skipped) console.log(`  ${note}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  if (error instanceof ValidationError)
    for (const [where, problems] of Object.entries(error.fieldErrors ?? {})) console.error(`  ${where}: ${problems.join(' ')}`);
  process.exitCode = 1;
});
