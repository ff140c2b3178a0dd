import { determinationOfStatus } from '@portal/contracts';
import { inArray, sql, type SQL } from 'drizzle-orm';
import { appendAuthorizationEvents } from '../../authorization-core/authorization-events.repository.js';
import { planActor } from '../../authorization-core/actors.js';
import { metricFactsColumns, metricFactsOf } from '../../authorization-core/metric-facts.js';
import { appendReceivedEventsOf } from '../../authorization-core/recorded-history.js';
import type { Database, Executor } from '../../db/client.js';
import { selectRows } from '../../db/client.js';
import { authorizations } from '../../db/schema.js';

export interface TestRequest {
  receivedAt: string;
  priority?: 'standard' | 'expedited';
  /** With decidedAt: the status the first determination is read from (Approved, Partially Approved, Denied, Cancelled). */
  status?: string;
  decidedAt?: string;
  extendedAt?: string;
  approvedAfterAppealAt?: string;
}

let sequence = 0;

/**
 * Inserts authorizations made for a test, for a member and provider of the seeded data, each with its 'received'
 * event carrying its facts (the first determination read from its status when decided, as the deciding command sets
 * it); answers their ids. The metrics count them once the consumers have drained.
 */
export async function insertRequests(db: Database, requests: readonly TestRequest[]): Promise<number[]> {
  return db.transaction(async (tx) => {
    const ids = await insertRows(tx, requests);
    await appendReceivedEventsOf(
      tx,
      sql`a.id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
    return ids;
  });
}

/**
 * Changes the facts of the test's authorizations matching `where` as a command would: the row and an event with the
 * facts before and after, in one transaction.
 */
export async function changeRequests(db: Database, where: SQL, set: SQL): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await tx
      .select({ id: authorizations.id, status: authorizations.status, ...metricFactsColumns })
      .from(authorizations)
      .where(where)
      .for('update');
    if (before.length === 0) return;
    const after = await tx
      .execute(
        sql`update authorizations set ${set} where ${inArray(
          authorizations.id,
          before.map((row) => row.id),
        )}`,
      )
      .then(() =>
        tx
          .select({ id: authorizations.id, status: authorizations.status, ...metricFactsColumns })
          .from(authorizations)
          .where(
            inArray(
              authorizations.id,
              before.map((row) => row.id),
            ),
          ),
      );
    const byId = new Map(before.map((row) => [row.id, row]));
    await appendAuthorizationEvents(
      tx,
      after.map((row) => {
        const old = byId.get(row.id) as (typeof before)[number];
        return {
          kind: 'lines-updated',
          authorizationId: row.id,
          occurredAt: new Date().toISOString(),
          actor: planActor,
          statusBefore: old.status,
          status: row.status,
          data: { added: [], changed: [], cancelled: [] },
          metricFacts: { before: metricFactsOf(old), after: metricFactsOf(row) },
        };
      }),
    );
  });
}

async function insertRows(db: Executor, requests: readonly TestRequest[]): Promise<number[]> {
  const [owner] = await selectRows<{ qhid: number; provider_location_id: number }>(
    db,
    sql`select qhid, provider_location_id from authorizations order by id limit 1`,
  );
  if (!owner) throw new Error('the seeded data has no authorization');
  const rows = await db
    .insert(authorizations)
    .values(
      requests.map((request) => {
        sequence += 1;
        const receivedAt = new Date(request.receivedAt);
        return {
          authorizationNumber: `METRICS${String(sequence).padStart(7, '0')}`,
          qhid: owner.qhid,
          providerLocationId: owner.provider_location_id,
          status: request.status ?? 'Pending',
          outcomeReason: 'Test',
          authorizationType: 'Outpatient',
          isInpatient: false,
          placeOfService: '11',
          serviceFrom: '2020-01-01',
          serviceTo: '2020-01-02',
          receivedAt,
          diagnosisCode: 'M17.11',
          diagnosisDescription: 'Osteoarthritis of the right knee',
          procedureCode: '27447',
          procedureDescription: 'Total knee replacement',
          units: 1,
          priority: request.priority ?? 'standard',
          decisionDueAt: new Date(receivedAt.getTime() + 7 * 86_400_000),
          decidedAt: request.decidedAt ? new Date(request.decidedAt) : null,
          determination: request.decidedAt ? determinationOfStatus(request.status ?? 'Pending') : null,
          extendedAt: request.extendedAt ? new Date(request.extendedAt) : null,
          extensionDays: request.extendedAt ? 14 : null,
          approvedAfterAppealAt: request.approvedAfterAppealAt ? new Date(request.approvedAfterAppealAt) : null,
        };
      }),
    )
    .returning({ id: authorizations.id });
  return rows.map((row) => row.id);
}

export interface RawFigures {
  standard_received: number;
  standard_decided: number;
  expedited_received: number;
  expedited_decided: number;
  standardApproved: number | null;
  standardPartiallyApproved: number | null;
  standardDenied: number | null;
  approvedAfterAppeal: number | null;
  extendedThenApproved: number | null;
  expeditedApproved: number | null;
  expeditedPartiallyApproved: number | null;
  expeditedDenied: number | null;
  standardAverageHours: number | null;
  standardMedianHours: number | null;
  expeditedAverageHours: number | null;
  expeditedMedianHours: number | null;
}

/**
 * Every figure of a year straight from the authorizations, in plain SQL without the aggregate tables: what the
 * endpoint must answer. Percentages and hours to one decimal.
 */
export async function rawFiguresOf(db: Database, year: number): Promise<RawFigures> {
  const [row] = await selectRows<RawFigures>(
    db,
    sql`
    with a as (
      select priority, determination, extended_at, approved_after_appeal_at,
        decided_at is not null and determination in ('approved', 'partially-approved', 'denied') as is_decided,
        greatest(0, extract(epoch from decided_at - received_at)) as seconds
      from authorizations
      where extract(year from received_at at time zone 'UTC') = ${year}),
    counts as (
      select
        count(*) filter (where priority = 'standard') as standard_received,
        count(*) filter (where priority = 'standard' and is_decided) as standard_decided,
        count(*) filter (where priority = 'standard' and is_decided and determination in ('approved', 'partially-approved')) as standard_approved,
        count(*) filter (where priority = 'standard' and is_decided and determination = 'partially-approved') as standard_partial,
        count(*) filter (where priority = 'standard' and is_decided and determination = 'denied') as standard_denied,
        count(*) filter (where priority = 'expedited') as expedited_received,
        count(*) filter (where priority = 'expedited' and is_decided) as expedited_decided,
        count(*) filter (where priority = 'expedited' and is_decided and determination in ('approved', 'partially-approved')) as expedited_approved,
        count(*) filter (where priority = 'expedited' and is_decided and determination = 'partially-approved') as expedited_partial,
        count(*) filter (where priority = 'expedited' and is_decided and determination = 'denied') as expedited_denied,
        count(*) filter (where is_decided) as decided,
        count(*) filter (where is_decided and approved_after_appeal_at is not null) as appealed,
        count(*) filter (where is_decided and extended_at is not null and determination in ('approved', 'partially-approved')) as extended_approved,
        avg(seconds) filter (where is_decided and priority = 'standard') as standard_average,
        percentile_cont(0.5) within group (order by floor(seconds / 60)) filter (where is_decided and priority = 'standard') as standard_median,
        avg(seconds) filter (where is_decided and priority = 'expedited') as expedited_average,
        percentile_cont(0.5) within group (order by floor(seconds / 60)) filter (where is_decided and priority = 'expedited') as expedited_median
      from a)
    select
      standard_received::int, standard_decided::int, expedited_received::int, expedited_decided::int,
      round(100.0 * standard_approved / nullif(standard_decided, 0), 1)::float8 as "standardApproved",
      round(100.0 * standard_partial / nullif(standard_decided, 0), 1)::float8 as "standardPartiallyApproved",
      round(100.0 * standard_denied / nullif(standard_decided, 0), 1)::float8 as "standardDenied",
      round(100.0 * appealed / nullif(decided, 0), 1)::float8 as "approvedAfterAppeal",
      round(100.0 * extended_approved / nullif(decided, 0), 1)::float8 as "extendedThenApproved",
      round(100.0 * expedited_approved / nullif(expedited_decided, 0), 1)::float8 as "expeditedApproved",
      round(100.0 * expedited_partial / nullif(expedited_decided, 0), 1)::float8 as "expeditedPartiallyApproved",
      round(100.0 * expedited_denied / nullif(expedited_decided, 0), 1)::float8 as "expeditedDenied",
      round(standard_average / 3600, 1)::float8 as "standardAverageHours",
      round((standard_median / 60)::numeric, 1)::float8 as "standardMedianHours",
      round(expedited_average / 3600, 1)::float8 as "expeditedAverageHours",
      round((expedited_median / 60)::numeric, 1)::float8 as "expeditedMedianHours"
    from counts`,
  );
  if (!row) throw new Error('no row');
  return row;
}
