import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { type Database, type Executor, selectRows } from '../db/client.js';
import { createAuthorizationEventConsumers } from '../authorization-core/event-consumers.js';
import { rebuildDecisionTallies } from '../authorization-core/review/review-decision-tallies.js';
import { metricsConsumer, metricsConsumerName } from '../features/metrics/metrics.consumer.js';
import { ensureBuiltInCodeSets } from '../adapters/code-search/built-in-code-sets.js';
import { benefitPlans, groups, networks, resources, settings } from '../db/schema.js';
import { appendReceivedEventsOf, appendStoryEventsOf, skipOwnEvents } from '../authorization-core/recorded-history.js';
import { subscriptionEventsConsumerName } from '../features/fhir-subscriptions/subscription-events.consumer.js';
import { noticesConsumerName } from '../features/notices/authorization-notices.consumer.js';
import { portalSettingsKey } from '../portal-settings/portal-settings.js';
import { hashPassword } from '../security/password.js';
import { publishedDemoPasswordSalt } from '../security/published-demo-password.js';
import { demoPassword, demoSecurityAnswer } from './demo-accounts.js';
import { buildDemoBenefitPlans } from './demo-benefit-plans.js';
import { seedCrdExampleData } from './demo-crd-examples.js';
import { demoGroups, demoNetworks } from './demo-groups.js';
import { seedPasExampleData } from './demo-pas-examples.js';
import { seedExistingPregnancy } from './demo-pregnancy.js';
import { buildProviderLocations } from './demo-providers.js';
import { buildDemoResources } from './demo-resources.js';
import { seedReviewQueue } from './demo-review.js';
import { buildDemoSettings } from './demo-settings.js';
import { seedDemoSubmitters } from './demo-submitters.js';
import { demoYearBatches, demoYearOptionsFor, seedDemoYear } from './demo-year.js';
import { alignSequences } from './seed-progress.js';
import { insertProviderLocations } from './insert-provider-locations.js';
import type { Random } from './random.js';
import { registerSandboxClientSystem } from './sandbox-client-system.js';
import { seedAccounts } from './seed-accounts.js';

/** The first batch: the portal's settings and content, the plan's groups and networks, the directory and the accounts. */
export async function seedBase(tx: Executor, options: { scryptLogN: number; now: Date }, root: Random): Promise<void> {
  // Hashing is deliberately slow: hash once and share the hash among all demo accounts. The password's salt is the
  // published one, so a production start recognises these accounts however they were renamed (demo-data-guard.ts).
  const [passwordHash, securityAnswerHash] = await Promise.all([
    hashPassword(demoPassword, options.scryptLogN, Buffer.from(publishedDemoPasswordSalt, 'base64')),
    hashPassword(demoSecurityAnswer.toLowerCase(), options.scryptLogN),
  ]);
  await tx.insert(settings).values({ key: portalSettingsKey, value: buildDemoSettings(), changedAt: options.now });
  await tx.insert(resources).values(buildDemoResources().map((row) => ({ ...row, changedAt: options.now })));
  await tx.insert(groups).values([...demoGroups]);
  await tx.insert(networks).values([...demoNetworks]);
  await tx.insert(benefitPlans).values(buildDemoBenefitPlans());
  await ensureBuiltInCodeSets(tx);
  await insertProviderLocations(tx, buildProviderLocations(root.fork('providers')));
  await seedAccounts(tx, { passwordHash, securityAnswerHash }, options.now, root.fork('accounts'));
}

export interface LaterStepContext {
  members: number;
  now: Date;
}

/** A later step: its name (recorded when done) and its work, in one transaction. */
export type LaterSeedStep = readonly [string, (tx: Executor, context: LaterStepContext) => Promise<void>];

/**
 * The steps after the members, in order, each one transaction. Each runs once over what the blocks wrote (a pass
 * over a table or a join by key, never a statement per row), or over a small part of it (the queue's waiting
 * requests); the decided year, which grows with the plan, in batches (`decided-year 2/11`…).
 */
export const laterSeedStepsFor = (members: number, now: Date, decisionsPerBatch?: number): readonly LaterSeedStep[] => [
  [
    'review-queue',
    async (tx, { now }) => {
      await seedExistingPregnancy(tx);
      await seedReviewQueue(tx, 'reviewer@example.com', now);
      await seedDemoSubmitters(tx, 'provider@example.com');
    },
  ],
  [
    'standards-examples',
    async (tx) => {
      await seedPasExampleData(tx);
      await seedCrdExampleData(tx);
    },
  ],
  ...demoYearBatches(demoYearOptionsFor(members, now), decisionsPerBatch).map((batch): LaterSeedStep => [
    batch.batches === 1 ? 'decided-year' : `decided-year ${batch.batch + 1}/${batch.batches}`,
    async (tx) => {
      // The seed chose some ids itself, and an earlier batch left gaps: every sequence continues after its table's
      // largest id, as in a resumed seed. After the sequences: the decided year takes its ids from them.
      await alignSequences(tx);
      await seedDemoYear(tx, ['reviewer@example.com', 'reviewer2@example.com'], batch);
    },
  ]),
  // The operations dashboard's tallies of the decisions the year's last 30 days hold.
  ['decision-tallies', (tx, { now }) => rebuildDecisionTallies(tx, now)],
  // Last of the rows: the sandbox's associations follow its NPIs in the directory as every earlier step left it.
  ['sandbox-client', (tx, { now }) => registerSandboxClientSystem(tx, now)],
  [
    'history-events',
    async (tx) => {
      // Each authorization's story in the outbox (its receipt with its facts as they stand, then what its rows tell), for the timeline and a
      // rebuild of the metrics; history tells no provider and no subscriber anything (skipped in the transaction that appended it).
      await appendReceivedEventsOf(tx);
      await appendStoryEventsOf(tx);
      await skipOwnEvents(tx, [noticesConsumerName, subscriptionEventsConsumerName]);
    },
  ],
];

/**
 * The metrics' sums from the events, as the metrics consumer keeps them (after the commit: a consumer reads committed
 * events). A consumer reads only the events of transactions older than every one still running anywhere on the
 * server (transaction ids are the cluster's), so while an older transaction of another database runs, the seed's
 * events wait: the rebuild then handles what it may, and the rest is drained once that transaction has ended. A
 * rebuild starts from nothing, so running it again after an interruption gives the same sums.
 */
export async function rebuildMetrics(db: Database): Promise<void> {
  const runner = createAuthorizationEventConsumers({ db, consumers: [metricsConsumer] });
  await runner.rebuild(metricsConsumerName);
  while (await hasWaitingEvents(db, metricsConsumerName)) {
    await sleep(100);
    await runner.drain();
  }
}

async function hasWaitingEvents(db: Database, consumerName: string): Promise<boolean> {
  const [row] = await selectRows<{ isWaiting: boolean }>(
    db,
    sql`select exists (
      select 1 from authorization_events e join authorization_event_consumers c on c.name = ${consumerName}
      where (e.transaction_id, e.id) > (c.last_transaction_id, c.last_event_id)) as "isWaiting"`,
  );
  return row?.isWaiting === true;
}
