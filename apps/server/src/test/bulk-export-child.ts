/**
 * A process that runs the Bulk Data export worker against the PostgreSQL database of argv[2] and the blob folder of
 * argv[3] (pages of 2 members, parts of 4, a lease of argv[5] seconds) and, when the content module is asked for its
 * argv[4]th page, says "holding" and stops there, its lease held: the parent kills it (bulk-export.kill.int.test.ts).
 */
import { createBlobStore } from '../adapters/blob-store/create-blob-store.js';
import { systemClock } from '../clock.js';
import { openDatabase } from '../db/client.js';
import { createExportContent, type ExportSlice } from '../features/provider-access-api/export-content/index.js';
import { createBulkExportWorker } from '../features/provider-access-api/bulk-export/bulk-export-worker.js';

const [url, blobDirectory, holdAt, leaseSeconds] = process.argv.slice(2);
if (!url || !blobDirectory || !holdAt || !leaseSeconds) throw new Error('usage: bulk-export-child <database url> <blob folder> <page to hold at> <lease s>');
const database = openDatabase({ kind: 'postgres', url, poolSize: 2 });
const { blobStore } = await createBlobStore({ kind: 'local', directory: blobDirectory, secret: 'bulk-export-child' }, systemClock);
const content = createExportContent({ db: database.db, getBrand: async () => ({ planName: 'Test Plan' }), now: () => systemClock.now() });
let pages = 0;
const holding = {
  ...content,
  async memberResources(slice: ExportSlice) {
    pages += 1;
    if (pages === Number(holdAt)) {
      process.stdout.write('holding\n');
      setInterval(() => undefined, 1_000);
      await new Promise(() => undefined);
    }
    return content.memberResources(slice);
  },
};
const worker = createBulkExportWorker({
  db: database.db,
  blobStore,
  content: holding,
  clock: systemClock,
  options: { pageMembers: 2, partMembers: 4, leaseMs: Number(leaseSeconds) * 1000 },
});
await worker.runDue();
process.stdout.write('done\n');
await database.close();
