/**
 * How fast the export content is built, on its own (no files, no HTTP): seeds an in-memory PGlite, or the database
 * of DATABASE_URL when it has no members (else uses it as it is), then builds slices of 1,000 members the way the export engine asks for them,
 * serialises each resource as an NDJSON line would be, and prints resources per second.
 *
 *   npx tsx apps/server/src/features/provider-access-api/export-content/measure-export-content.ts [members]
 *   DATABASE_URL=postgres://…/yours npx tsx …/measure-export-content.ts [members]   (your own database, never portal_bench)
 */
import { providerAccessExportTypes } from '@portal/contracts';
import { asc, isNull } from 'drizzle-orm';
import { openDatabase } from '../../../db/client.js';
import { members } from '../../../db/schema.js';
import { seedDemoData } from '../../../demo/seed.js';
import { createExportContent } from './index.js';

const sliceSize = 1000;
const memberCount = Number(process.argv[2] ?? 3000);
const databaseUrl = process.env.DATABASE_URL;
const database = databaseUrl ? openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 4 }) : openDatabase({ kind: 'pglite', dataDir: undefined });
await database.migrate();
const now = new Date();
const [anyMember] = await database.db.select({ qhid: members.qhid }).from(members).limit(1);
if (!anyMember) {
  const seeding = performance.now();
  await seedDemoData(database.db, { members: memberCount, scryptLogN: 10, now });
  console.log(`seeded ${memberCount} members in ${((performance.now() - seeding) / 1000).toFixed(1)} s`);
}
const qhids = (await database.db.select({ qhid: members.qhid }).from(members).where(isNull(members.sandboxClientSystemId)).orderBy(asc(members.qhid))).map(
  (row) => row.qhid,
);
const content = createExportContent({ db: database.db, getBrand: async () => ({ planName: 'Measured Plan' }), now: () => now });
const types = new Set(providerAccessExportTypes);

const started = performance.now();
let resources = 0;
let bytes = 0;
let queryTime = 0;
for (let index = 0; index < Math.min(qhids.length, 10_000); index += sliceSize) {
  const sliceStarted = performance.now();
  const result = await content.memberResources({ qhids: qhids.slice(index, index + sliceSize), types, since: null, transactionTime: now, clientSystemId: -1 });
  queryTime += performance.now() - sliceStarted;
  for (const list of result.values())
    for (const resource of list) {
      bytes += JSON.stringify(resource).length + 1;
      resources += 1;
    }
}
const seconds = (performance.now() - started) / 1000;
console.log(
  `${resources} member resources of ${Math.min(qhids.length, 10_000)} members in ${seconds.toFixed(2)} s: ${Math.round(resources / seconds)} resources/s ` +
    `(${(bytes / 1e6).toFixed(1)} MB NDJSON; reading and building ${(queryTime / 1000).toFixed(2)} s, serialising the rest)`,
);
await database.close();
