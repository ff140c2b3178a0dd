import type { Database } from '../db/client.js';
import { ensureBuiltInCodeSets } from '../adapters/code-search/built-in-code-sets.js';
import { sql } from 'drizzle-orm';
import {
  authorizationExtensions,
  authorizationNotes,
  authorizationOutcomes,
  authorizationProcedures,
  authorizationStatusChanges,
  authorizations,
  benefitPlans,
  claimCodes,
  claims,
  coverages,
  groups,
  memberNetworks,
  members,
  networks,
  resources,
  settings,
} from '../db/schema.js';
import { portalSettingsKey } from '../portal-settings/portal-settings.js';
import { hashPassword } from '../security/password.js';
import { publishedDemoPasswordSalt } from '../security/published-demo-password.js';
import { demoPassword, demoSecurityAnswer } from './demo-accounts.js';
import { buildDemoBenefitPlans } from './demo-benefit-plans.js';
import { demoGroups, demoNetworks } from './demo-groups.js';
import { buildMemberBlock, newPopulationState } from './demo-population.js';
import { buildProviderLocations } from './demo-providers.js';
import { buildDemoResources } from './demo-resources.js';
import { seedExistingPregnancy } from './demo-pregnancy.js';
import { seedReviewQueue } from './demo-review.js';
import { demoYearOptionsFor, seedDemoYear } from './demo-year.js';
import { seedDemoSubmitters } from './demo-submitters.js';
import { seedPasExampleData } from './demo-pas-examples.js';
import { buildDemoSettings } from './demo-settings.js';
import { insertInChunks } from './insert-in-chunks.js';
import { insertProviderLocations } from './insert-provider-locations.js';
import { createRandom, demoSeed } from './random.js';
import { seedAccounts } from './seed-accounts.js';
import { registerSandboxClientSystem } from './sandbox-client-system.js';
import { seedCrdExampleData } from './demo-crd-examples.js';
import { createAuthorizationEventConsumers } from '../authorization-core/event-consumers.js';
import { appendReceivedEventsOf, appendStoryEventsOf, skipOwnEvents } from '../authorization-core/recorded-history.js';
import { subscriptionEventsConsumerName } from '../features/fhir-subscriptions/subscription-events.consumer.js';
import { metricsConsumer, metricsConsumerName } from '../features/metrics/metrics.consumer.js';
import { noticesConsumerName } from '../features/notices/authorization-notices.consumer.js';

export interface SeedOptions {
  members: number;
  scryptLogN: number;
  now: Date;
}

/** Members generated and inserted together; bounds memory for large data sets. */
const membersPerBlock = 2_000;

/**
 * Writes the demo data set into an empty database, in one transaction. The same options always give the same
 * rows: everything comes from one fixed seed, and only coverage, claim and authorization dates follow `now`.
 */
export async function seedDemoData(db: Database, options: SeedOptions): Promise<void> {
  const root = createRandom(demoSeed);
  // Hashing is deliberately slow: hash once and share the hash among all demo accounts. The password's salt is the
  // published one, so a production start recognises these accounts however they were renamed (demo-data-guard.ts).
  const [passwordHash, securityAnswerHash] = await Promise.all([
    hashPassword(demoPassword, options.scryptLogN, Buffer.from(publishedDemoPasswordSalt, 'base64')),
    hashPassword(demoSecurityAnswer.toLowerCase(), options.scryptLogN),
  ]);
  await db.transaction(async (tx) => {
    await tx.insert(settings).values({ key: portalSettingsKey, value: buildDemoSettings(), changedAt: options.now });
    await tx.insert(resources).values(buildDemoResources().map((row) => ({ ...row, changedAt: options.now })));
    await tx.insert(groups).values([...demoGroups]);
    await tx.insert(networks).values([...demoNetworks]);
    await tx.insert(benefitPlans).values(buildDemoBenefitPlans());
    await ensureBuiltInCodeSets(tx);
    await insertProviderLocations(tx, buildProviderLocations(root.fork('providers')));
    await seedAccounts(tx, { passwordHash, securityAnswerHash }, options.now, root.fork('accounts'));

    const population = root.fork('members');
    const state = newPopulationState();
    for (let start = 0; start < options.members; start += membersPerBlock) {
      const block = buildMemberBlock(start, Math.min(options.members, start + membersPerBlock), options.now, population, state);
      await insertInChunks(tx, members, block.members);
      await insertInChunks(tx, coverages, block.coverages);
      await insertInChunks(tx, memberNetworks, block.memberNetworks);
      await insertInChunks(tx, claims, block.claims);
      await insertInChunks(tx, claimCodes, block.claimCodes);
      await insertInChunks(tx, authorizations, block.authorizations);
      await insertInChunks(tx, authorizationProcedures, block.authorizationProcedures);
      await insertInChunks(tx, authorizationExtensions, block.authorizationExtensions);
      await insertInChunks(tx, authorizationOutcomes, block.authorizationOutcomes);
      await insertInChunks(tx, authorizationNotes, block.authorizationNotes);
      await insertInChunks(tx, authorizationStatusChanges, block.authorizationStatusChanges);
    }
    await seedExistingPregnancy(tx);
    await seedReviewQueue(tx, 'reviewer@example.com', options.now);
    await seedDemoSubmitters(tx, 'provider@example.com');
    await seedPasExampleData(tx);
    await seedCrdExampleData(tx);
    // The seed chose these ids itself: new rows (submitted authorizations, extensions) continue after them.
    for (const table of ['authorizations', 'authorization_procedures', 'authorization_extensions']) {
      await tx.execute(sql`select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.identifier(table)}), 0) + 1, false)`);
    }
    // After the sequences: the decided year takes its ids from them.
    await seedDemoYear(tx, ['reviewer@example.com', 'reviewer2@example.com'], demoYearOptionsFor(options.members, options.now));
    // Last: the sandbox's associations follow its NPIs in the directory as every earlier step left it.
    await registerSandboxClientSystem(tx, options.now);
    // Each authorization's story in the outbox (its receipt with its facts as they stand, then what its rows tell), for the timeline and a
    // rebuild of the metrics; history tells no provider and no subscriber anything.
    await appendReceivedEventsOf(tx);
    await appendStoryEventsOf(tx);
    await skipOwnEvents(tx, [noticesConsumerName, subscriptionEventsConsumerName]);
  });
  // The sums from the events, as the metrics consumer keeps them (after the commit: a consumer reads committed events).
  await createAuthorizationEventConsumers({ db, consumers: [metricsConsumer] }).rebuild(metricsConsumerName);
}
