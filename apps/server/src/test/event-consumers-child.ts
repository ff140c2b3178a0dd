/**
 * A process that runs the notices and metrics consumers against the PostgreSQL database of argv[2] (batches of 50)
 * and, in the notices consumer's batch number argv[3], stops inside the batch's transaction, after writing its rows,
 * and says "holding": the parent kills it there (event-consumers.durability.int.test.ts).
 */
import type { Transaction } from '../db/client.js';
import type { StoredAuthorizationEvent } from '../authorization-core/authorization-events.repository.js';
import { createAuthorizationEventConsumers } from '../authorization-core/event-consumers.js';
import { openDatabase } from '../db/client.js';
import { metricsConsumer } from '../features/metrics/metrics.consumer.js';
import { createNoticesConsumer } from '../features/notices/authorization-notices.consumer.js';

const [url, holdAt] = process.argv.slice(2);
if (!url || !holdAt) throw new Error('usage: event-consumers-child <database url> <batch to hold in>');
const database = openDatabase({ kind: 'postgres', url, poolSize: 2 });
const notices = createNoticesConsumer({ deliverSoon: () => undefined, publicBaseUrl: 'http://localhost:3000' });
let batches = 0;
const holding = {
  ...notices,
  async handle(tx: Transaction, events: readonly StoredAuthorizationEvent[]) {
    const wrote = await notices.handle(tx, events);
    batches += 1;
    if (batches === Number(holdAt)) {
      process.stdout.write('holding\n');
      setInterval(() => undefined, 1_000);
      await new Promise(() => undefined);
    }
    return wrote;
  },
};
await createAuthorizationEventConsumers({ db: database.db, consumers: [metricsConsumer, holding], options: { batchSize: 50 } }).drain();
process.stdout.write('drained\n');
await database.close();
