/**
 * The metrics bench's data set (issue 19): 1,000,000 authorizations received in one year (or the count the caller
 * asks for: `--compare` scales it with the members). The seed gives a few thousand a year, so the bench tops the
 * year up set-based in SQL: requests spread over the year and the seeded members and providers, one in six
 * expedited, decided after minutes to two weeks, some extended, some appealed, a few still pending. The rows and
 * their 'received' events go in by batches of 100,000, each its own transaction (a long one would hold back every
 * other database's outbox consumers on a shared server), and the aggregates are rebuilt after, as any bulk loader
 * does. A later run adds only what the year lacks (other top-ups may have moved requests out of it), numbering on
 * from the last 'M<year>' request. Only a database the bench may change comes here.
 */
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { selectRows } from '../db/client.js';
import { appendReceivedEventsOf, skipOwnEvents } from '../authorization-core/recorded-history.js';
import { subscriptionEventsConsumerName } from '../features/fhir-subscriptions/subscription-events.consumer.js';
import { metricsConsumerName } from '../features/metrics/metrics.consumer.js';
import { noticesConsumerName } from '../features/notices/authorization-notices.consumer.js';

export const benchMetricsRequestCount = 1_000_000;
const requestsPerBatch = 100_000;

async function receivedIn(tx: Executor, year: number): Promise<number> {
  const [row] = await selectRows<{ count: number }>(
    tx,
    sql`select coalesce(sum(received), 0)::int as count from prior_authorization_metrics_monthly where year = ${year}`,
  );
  return row?.count ?? 0;
}

/** The bench's request numbers: 'M', the year and 8 digits, so they sort as they were numbered. */
const requestNumber = (year: number, n: number) => `M${year}${String(n).padStart(8, '0')}`;

/** The highest n of the year's bench requests, 0 when there are none. */
async function lastRequestNumber(tx: Executor, year: number): Promise<number> {
  const [row] = await selectRows<{ last: number }>(
    tx,
    sql`select coalesce(max(substring(authorization_number from 6)::bigint), 0)::bigint as last from authorizations where authorization_number like ${`M${year}%`}`,
  );
  return Number(row?.last ?? 0);
}

/** The requests numbered `first` to `last` of the year, with their 'received' events. */
async function addRequests(tx: Executor, year: number, first: number, last: number): Promise<void> {
  const start = `${year}-01-01T00:00:00Z`;
  await tx.execute(sql`
    insert into authorizations (authorization_number, qhid, provider_location_id, status, outcome_reason, authorization_type, is_inpatient,
      place_of_service, service_from, service_to, received_at, diagnosis_code, diagnosis_description, procedure_code, procedure_description,
      units, priority, decision_due_at, decided_at, determination, extended_at, extension_days, approved_after_appeal_at)
    select 'M' || ${year} || lpad(n::text, 8, '0'), member.qhid, provider.location_id,
      case when n % 100 = 0 then 'Pending' when n % 10 < 7 then 'Approved' when n % 10 = 7 then 'Partially Approved' else 'Denied' end,
      'Bench', 'Outpatient', false, '11', r.received::date, r.received::date + 1, r.received, 'M17.11', 'Osteoarthritis of the right knee', '27447',
      'Total knee replacement', 1, r.priority,
      r.received + case when r.priority = 'expedited' then interval '72 hours' else interval '7 days' end,
      case when n % 100 <> 0 then r.received + (case when r.priority = 'expedited' then n * 7919 % 4320 else n * 7919 % 20160 end) * interval '1 minute' end,
      -- The first determination of the status above (contracts' determinationOfStatus), as the deciding command sets it.
      case when n % 100 = 0 then null when n % 10 < 7 then 'approved' when n % 10 = 7 then 'partially-approved' else 'denied' end,
      case when r.priority = 'standard' and n % 40 = 0 then r.received + interval '6 days' end,
      case when r.priority = 'standard' and n % 40 = 0 then 14 end,
      case when n % 10 >= 7 and n % 100 <> 0 and n % 9 = 0 then r.received + interval '30 days' end
    from generate_series(${first}::bigint, ${last}::bigint) n
      cross join lateral (select ${start}::timestamptz + (n::bigint * 104729 % 31449600) * interval '1 second' as received,
        case when n % 6 = 0 then 'expedited' else 'standard' end as priority) r
      cross join (select (select count(*) from members) as members, (select count(*) from provider_locations) as providers) total
      join (select qhid, row_number() over (order by qhid) - 1 as k from members) member on member.k = n % total.members
      join (select location_id, row_number() over (order by location_id) - 1 as k from provider_locations) provider on provider.k = (n * 31) % total.providers`);
  // Their receipts in the outbox, as any bulk loader records them; the consumers start past them (history tells
  // nobody; the sums are recomputed from the rows once all batches are in, faster than a replay of a million events).
  await appendReceivedEventsOf(
    tx,
    sql`a.authorization_number between ${requestNumber(year, first)} and ${requestNumber(year, last)} and a.authorization_number like ${`M${year}%`}`,
  );
  await skipOwnEvents(tx, [noticesConsumerName, subscriptionEventsConsumerName, metricsConsumerName]);
}

/**
 * Brings the year to `target` requests received (1,000,000 unless told), by batches that each commit; answers how
 * many it has. Run again, it adds only what is missing, so it may run any number of times on one database.
 */
export async function topUpMetricsData(db: Database, year: number, target = benchMetricsRequestCount): Promise<number> {
  const missing = target - (await receivedIn(db, year));
  if (missing > 0) {
    const after = await lastRequestNumber(db, year);
    for (let first = after + 1; first <= after + missing; first += requestsPerBatch) {
      const last = Math.min(after + missing, first + requestsPerBatch - 1);
      await db.transaction((tx) => addRequests(tx, year, first, last));
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`select prior_authorization_metrics_rebuild()`);
    });
    await db.execute(sql`analyze authorizations`);
  }
  await db.execute(sql`analyze prior_authorization_metrics_monthly, prior_authorization_decision_minutes`);
  return receivedIn(db, year);
}
