import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { authorizationNumberSqlOf } from '../payer/authorization-numbers.js';
import { scenarios } from './authorization-scenarios.js';
import { determinationOf } from './demo-determination.js';
import { buildDemoDecisions, decisionsTable } from './demo-year-decisions.js';

/** The statuses the decided year's requests get (demo-year-decisions.ts). */
const demoYearStatuses = ['Approved', 'Partially Approved', 'Denied'] as const;

/**
 * The demo's decided requests (issue 19): a whole previous calendar year of them, and the last 30 days up to now, so
 * a first start shows real figures on the public metrics page and on the operations dashboard. Written set-based
 * (generate_series, draws from md5 of the row number), so thousands of requests take a moment and every run writes
 * the same rows for the same `now`.
 *
 * They go to members without a request waiting for review (and none of the fixed demo members) and to providers no
 * demo account is associated with: no provider account sees them, and the queue, the members' lists and the
 * counts the journeys check stay as they were.
 */
export interface DemoYearOptions {
  /** Decided requests received in the previous calendar year. */
  yearCount: number;
  /** Requests decided in the last 30 days (some of them today). */
  recentCount: number;
  now: Date;
}

/** One transaction's share of the decided year: its part of both sets, and its place among the batches (from 0). */
export interface DemoYearBatch extends DemoYearOptions {
  batch: number;
  batches: number;
}

const dayMs = 86_400_000;

/** Decided requests written in one transaction: bounds what an interruption loses and how long a batch holds the outbox back. */
export const defaultDecisionsPerBatch = 100_000;

/**
 * In proportion to the plan (issue 36 §1): a decided request a member a year, as a plan's utilization runs, so at a
 * million members the review history outweighs the queue as it does in production; at least 300 for the tests'
 * small data sets.
 */
export function demoYearOptionsFor(members: number, now: Date): DemoYearOptions {
  const yearCount = Math.max(300, members);
  return { yearCount, recentCount: Math.round(yearCount / 15), now };
}

/**
 * The decided year in batches of at most `decisionsPerBatch` requests, each a share of both sets drawn over the
 * whole year and window (its own draws); one batch when it fits, which is the whole year as one statement wrote it.
 */
export function demoYearBatches(options: DemoYearOptions, decisionsPerBatch = defaultDecisionsPerBatch): DemoYearBatch[] {
  const batches = Math.max(1, Math.ceil((options.yearCount + options.recentCount) / decisionsPerBatch));
  const share = (count: number, batch: number) => Math.floor(((batch + 1) * count) / batches) - Math.floor((batch * count) / batches);
  return Array.from({ length: batches }, (_, batch) => ({
    yearCount: share(options.yearCount, batch),
    recentCount: share(options.recentCount, batch),
    now: options.now,
    batch,
    batches,
  }));
}

export async function seedDemoYear(tx: Executor, reviewerEmails: readonly [string, string], options: DemoYearBatch): Promise<void> {
  const { now } = options;
  const yearEnd = new Date(Date.UTC(now.getUTCFullYear(), 0, 1));
  const yearStart = new Date(Date.UTC(now.getUTCFullYear() - 1, 0, 1));
  const saltOf = (set: 'year' | 'recent') => (options.batch === 0 ? set : `${set}-${options.batch + 1}`);
  await tx.execute(sql`drop table if exists demo_scenarios`);
  await tx.execute(
    sql`create temporary table demo_scenarios (is_inpatient boolean, position int, diagnosis_code text, diagnosis_description text, procedure_code text, procedure_description text)`,
  );
  const scenarioRows: SQL[] = [];
  for (const [isInpatient, list] of [
    [false, scenarios.outpatient],
    [true, scenarios.inpatient],
  ] as const) {
    list.forEach((scenario, position) =>
      scenarioRows.push(
        sql`(${isInpatient}, ${position}, ${scenario.diagnosis.code}, ${scenario.diagnosis.description}, ${scenario.procedure.code}, ${scenario.procedure.description})`,
      ),
    );
  }
  await tx.execute(sql`insert into demo_scenarios values ${sql.join(scenarioRows, sql`, `)}`);

  await tx.execute(sql`drop table if exists ${decisionsTable}`);
  await buildDemoDecisions(
    tx,
    reviewerEmails,
    { mode: 'year', count: options.yearCount, from: yearStart, to: yearEnd, now, salt: saltOf('year'), decidedToday: 0 },
    true,
  );
  await buildDemoDecisions(
    tx,
    reviewerEmails,
    // The first batch decides a few today, so today's figures are never empty.
    {
      mode: 'recent',
      count: options.recentCount,
      from: new Date(now.getTime() - 30 * dayMs),
      to: now,
      now,
      salt: saltOf('recent'),
      decidedToday: options.batch === 0 ? 6 : 0,
    },
    false,
  );
  await writeDemoDecisions(tx, now);
  await tx.execute(sql`drop table ${decisionsTable}`);
  await tx.execute(sql`drop table demo_scenarios`);
}

/** The authorizations, their line, the decisions, the queue's decided items, the letters, then the appeals. */
async function writeDemoDecisions(tx: Executor, now: Date): Promise<void> {
  const d = decisionsTable;
  await tx.execute(sql`
    insert into authorizations (id, authorization_number, qhid, provider_location_id, facility_location_id, status, outcome_reason,
      authorization_type, is_inpatient, place_of_service, service_from, service_to, received_at, diagnosis_code, diagnosis_description,
      procedure_code, procedure_description, units, priority, decision_due_at, decided_at, determination, decided_by_account_id,
      extended_at, extension_days, extension_reason, extended_by_account_id)
    select id, ${authorizationNumberSqlOf(sql`received_at`, sql`id`)}, qhid, provider_location_id, facility_location_id,
      status, outcome_reason, case when priority = 'expedited' then 'MEDRRT02' else 'MEDRRT01' end, is_inpatient, place_of_service,
      service_from, service_to, received_at, diagnosis_code, diagnosis_description, procedure_code, procedure_description, units, priority,
      decision_due_at, decided_at, ${determinationOf(sql`status`, demoYearStatuses)}, decided_by, extended_at, extension_days, extension_reason, case when extended_at is not null then decided_by end
    from ${d} order by id`);
  await tx.execute(sql`
    insert into authorization_procedures (id, authorization_id, position, cpt_code, description, quantity, start_date, end_date)
    select procedure_id, id, 0, procedure_code, procedure_description, case when is_inpatient then 1 else units end, service_from, service_to from ${d} order by id`);
  // The stay's decision (inpatient), then the procedure's: a partial approval shortens the stay or cuts the units.
  await tx.execute(sql`
    insert into authorization_outcomes (id, authorization_id, procedure_id, extension_id, status, reason, reason_code, note, start_date, end_date, units, decided_at, decided_by_account_id)
    select admission_outcome_id, id, null::int, null::int, case when status = 'Denied' then 'Denied' else 'Approved' end,
      case when status = 'Denied' then denial_label when status = 'Partially Approved' then 'Approved as Modified' else outcome_reason end,
      case when status = 'Denied' then denial_code end, case when status = 'Denied' then denial_note end,
      service_from, case when status = 'Partially Approved' then service_from + greatest(1, units / 2) else service_to end,
      case when status = 'Partially Approved' then greatest(1, units / 2) else units end, decided_at, decided_by
    from ${d} where is_inpatient
    union all
    select procedure_outcome_id, id, procedure_id, null::int, case when status = 'Denied' then 'Denied' else 'Approved' end,
      case when status = 'Denied' then denial_label when status = 'Partially Approved' and not is_inpatient then 'Approved as Modified' else outcome_reason end,
      case when status = 'Denied' then denial_code end, case when status = 'Denied' then denial_note end,
      service_from, service_to, case when is_inpatient then 1 when status = 'Partially Approved' then greatest(1, units / 2) else units end, decided_at, decided_by
    from ${d} order by 1`);
  await tx.execute(sql`
    insert into authorization_status_changes (authorization_id, status, changed_at)
    select id, 'Pending', received_at from ${d} where decided_by is not null
    union all select id, status, decided_at from ${d}
    order by 3, 1`);
  await tx.execute(sql`
    insert into review_items (id, authorization_id, kind, state, priority, received_at, due_at, claimed_by_account_id, claimed_at, decided_at, decided_by_account_id)
    select review_item_id, id, 'request', 'decided', priority, received_at, decision_due_at, decided_by, received_at + (decided_at - received_at) / 3, decided_at, decided_by
    from ${d} where decided_by is not null order by id`);
  await tx.execute(sql`
    insert into determination_letters (authorization_id, review_item_id, issued_at, issued_by_account_id)
    select id, review_item_id, decided_at, decided_by from ${d} where decided_by is not null order by id`);

  // Appeals of denied and partly approved lines, decided by the other reviewer; only those decided by now.
  const appealed = sql`${d}.appeal_result is not null and ${d}.appeal_decided_at < ${now.toISOString()}::timestamptz`;
  await tx.execute(sql`
    insert into authorization_appeals (id, authorization_id, priority, reason, received_at, due_at, status, decided_at, decided_by_account_id)
    select appeal_id, id, priority, appeal_reason, appeal_received_at, appeal_due_at, appeal_result, appeal_decided_at, appeal_decided_by
    from ${d} where ${appealed} order by appeal_id`);
  await tx.execute(sql`
    insert into review_items (authorization_id, appeal_id, kind, state, priority, received_at, due_at, claimed_by_account_id, claimed_at, decided_at, decided_by_account_id)
    select id, appeal_id, 'appeal', 'decided', priority, appeal_received_at, appeal_due_at, appeal_decided_by, appeal_received_at + (appeal_decided_at - appeal_received_at) / 4,
      appeal_decided_at, appeal_decided_by
    from ${d} where ${appealed} order by appeal_id`);
  // The lines appealed: every line not approved as asked. A partly overturned appeal (a denied stay) approves the stay only.
  await tx.execute(sql`
    insert into authorization_appeal_lines (appeal_id, outcome_id, line_id, before, after)
    select ${d}.appeal_id, o.id, case when o.procedure_id is null then 'admission' else 'procedure:' || o.procedure_id end,
      jsonb_build_object('status', o.status, 'reason', o.reason, 'reasonCode', o.reason_code, 'note', o.note, 'startDate', o.start_date,
        'endDate', o.end_date, 'units', o.units, 'decidedAt', o.decided_at, 'decidedByAccountId', o.decided_by_account_id),
      case when ${d}.appeal_result = 'overturned' or (${d}.appeal_result = 'partly-overturned' and o.procedure_id is null)
        then jsonb_build_object('status', 'Approved', 'reason', 'Approved After Clinical Review', 'reasonCode', null, 'note', 'Approved on appeal.',
          'startDate', ${d}.service_from, 'endDate', ${d}.service_to, 'units', case when o.procedure_id is null or not ${d}.is_inpatient then ${d}.units else 1 end,
          'decidedAt', ${d}.appeal_decided_at, 'decidedByAccountId', ${d}.appeal_decided_by)
        else jsonb_build_object('status', o.status, 'reason', o.reason, 'reasonCode', o.reason_code, 'note', 'Upheld on appeal.', 'startDate', o.start_date,
          'endDate', o.end_date, 'units', o.units, 'decidedAt', ${d}.appeal_decided_at, 'decidedByAccountId', ${d}.appeal_decided_by) end
    from ${d} join authorization_outcomes o on o.authorization_id = ${d}.id
    where ${appealed} and (o.status = 'Denied' or o.reason = 'Approved as Modified')
    order by 1, 2`);
  // What an appeal approved takes effect on the line, the status and the letter; the first determination stays.
  await tx.execute(sql`
    update authorization_outcomes o set status = (l.after ->> 'status'), reason = (l.after ->> 'reason'), reason_code = null, note = (l.after ->> 'note'),
      start_date = (l.after ->> 'startDate')::date, end_date = (l.after ->> 'endDate')::date, units = (l.after ->> 'units')::int,
      decided_at = (l.after ->> 'decidedAt')::timestamptz, decided_by_account_id = (l.after ->> 'decidedByAccountId')::int
    from authorization_appeal_lines l join authorization_appeals ap on ap.id = l.appeal_id join ${d} on ${d}.appeal_id = ap.id
    where l.outcome_id = o.id and ap.status in ('overturned', 'partly-overturned') and (l.after ->> 'status') = 'Approved'`);
  await tx.execute(sql`
    update authorizations a set status = case when ap.status = 'overturned' then 'Approved' else 'Partially Approved' end,
      outcome_reason = 'Approved After Clinical Review', approved_after_appeal_at = ap.decided_at
    from authorization_appeals ap join ${d} on ${d}.appeal_id = ap.id
    where ap.authorization_id = a.id and ap.status in ('overturned', 'partly-overturned')`);
  await tx.execute(sql`
    insert into authorization_status_changes (authorization_id, status, changed_at)
    select a.id, a.status, ap.decided_at from authorization_appeals ap join ${d} on ${d}.appeal_id = ap.id join authorizations a on a.id = ap.authorization_id
    where ap.status in ('overturned', 'partly-overturned') order by ap.decided_at, a.id`);
  await tx.execute(sql`
    insert into determination_letters (authorization_id, review_item_id, issued_at, issued_by_account_id)
    select ri.authorization_id, ri.id, ri.decided_at, ri.decided_by_account_id
    from review_items ri join ${d} on ${d}.appeal_id = ri.appeal_id order by ri.id`);
}
