import { sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../db/client.js';

/** The working table of the demo's decided requests: one row per authorization with every fact its rows need. */
export const decisionsTable = sql.identifier('demo_decisions');

export interface DecisionsSpec {
  /** year: received uniformly over [from, to); recent: decided uniformly over [from, to), a few of them today. */
  mode: 'year' | 'recent';
  count: number;
  from: Date;
  to: Date;
  now: Date;
  /** Keeps the draws of each set (and of each batch of a set) apart: `year`, `recent`, `year-2`… */
  salt: string;
  /** recent: how many of the first rows were decided today (UTC). */
  decidedToday: number;
}

const at = (instant: Date) => sql`${instant.toISOString()}::timestamptz`;
const nextId = (table: string) => sql.raw(`nextval(pg_get_serial_sequence('${table}', 'id'))::int`);

/** A deterministic draw in [0, 1) for row n: the first 32 bits of md5(salt:n:label). */
const draw = (salt: string, label: string) => sql.raw(`(('x' || substr(md5('${salt}:' || g.n || ':${label}'), 1, 8))::bit(32)::bigint / 4294967296.0)`);

const drawLabels = [
  'member',
  'provider',
  'facility',
  'scenario',
  'priority',
  'inpatient',
  'outcome',
  'reviewer',
  'extended',
  'extension-days',
  'extended-at',
  'late',
  'time',
  'day',
  'hour',
  'minute',
  'service',
  'units',
  'place',
  'denial',
  'appeal',
  'appeal-delay',
  'appeal-time',
  'appeal-result',
  'appeal-reason',
  'has-facility',
] as const;
const column = (label: string) => sql.raw(`u_${label.replace(/-/g, '_')}`);

/**
 * How the demo's requests were decided, in proportions a plan would recognise: about 15 % expedited; a third
 * approved at once by the policy; most of the rest approved by a reviewer, some partly approved or denied, a third
 * of those appealed (nearly half overturned); 7 % of standard reviews extended by 3 to 14 days; about 3 % decided
 * late; decision times mostly well inside 72 hours / 7 days with a tail.
 */
export async function buildDemoDecisions(tx: Executor, reviewerEmails: readonly [string, string], spec: DecisionsSpec, create: boolean): Promise<void> {
  const draws = sql.join(
    drawLabels.map((label) => sql`${draw(spec.salt, label)} as ${column(label)}`),
    sql`, `,
  );
  const todayStart = new Date(Date.UTC(spec.now.getUTCFullYear(), spec.now.getUTCMonth(), spec.now.getUTCDate()));
  const received: SQL =
    spec.mode === 'year'
      ? sql`${at(spec.from)} + floor(u_day * ${Math.round((spec.to.getTime() - spec.from.getTime()) / 86_400_000)}) * interval '1 day'
          + (14 + floor(u_hour * 9.99)) * interval '1 hour' + floor(u_minute * 60) * interval '1 minute'`
      : sql`decided_at - hours * interval '1 hour'`;
  const decided: SQL =
    spec.mode === 'year'
      ? sql`least(received_at + hours * interval '1 hour', ${at(spec.now)} - interval '1 minute')`
      : // A few decided today (UTC), the rest over the window; none later than ten minutes ago.
        sql`case when n <= ${sql.raw(String(spec.decidedToday))} then ${at(todayStart)} + (${at(spec.now)} - ${at(todayStart)}) * (n / ${sql.raw(String(spec.decidedToday + 1))}.0)
          else ${at(spec.from)} + (${at(spec.now)} - interval '10 minutes' - ${at(spec.from)}) * u_day end`;
  const [anchorColumn, anchor, derivedColumn, derived] =
    spec.mode === 'year' ? [sql`received_at`, received, sql`decided_at`, decided] : [sql`decided_at`, decided, sql`received_at`, received];

  const select = sql`
    with reviewers as (
      select (select id from accounts where email = ${reviewerEmails[0]}) as first_id, (select id from accounts where email = ${reviewerEmails[1]}) as second_id
    ), candidates as (
      select qhid, row_number() over (order by qhid) - 1 as position from members m
      where m.member_id not like 'M1000000%'
        and not exists (select 1 from authorizations a where a.qhid = m.qhid and a.status in ('Pending', 'Pended', 'Pend'))
    ), unassociated as (
      select location_id, is_facility, row_number() over (partition by is_facility order by location_id) - 1 as position from provider_locations pl
      where pl.location_id <= 300 and not exists (select 1 from provider_associations pa where pa.location_id = pl.location_id)
    ), reasons as (
      select code, label, row_number() over (order by code) - 1 as position from denial_reasons
      where is_active and code in ('MEDICAL-NECESSITY', 'INSUFFICIENT-INFORMATION', 'SITE-OF-CARE', 'NOT-COVERED', 'EXPERIMENTAL')
    ), sizes as (
      select (select count(*) from candidates) as members,
        (select count(*) from unassociated where not is_facility) as providers,
        (select count(*) from unassociated where is_facility) as facilities,
        (select count(*) from demo_scenarios where not is_inpatient) as outpatient,
        (select count(*) from demo_scenarios where is_inpatient) as inpatient,
        (select count(*) from reasons) as reasons
    ), draws as materialized (
      select g.n, ${draws} from generate_series(1, ${spec.count}) g(n)
    ), shaped as (
      select d.*,
        case when u_priority < 0.15 then 'expedited' else 'standard' end as priority,
        u_inpatient < 0.22 as is_inpatient,
        case when u_outcome < 0.30 then 'auto' when u_outcome < 0.80 then 'approved' when u_outcome < 0.88 then 'partial' else 'denied' end as decision,
        floor(u_member * s.members)::int as member_position,
        floor(u_provider * s.providers)::int as provider_position,
        floor(u_facility * s.facilities)::int as facility_position,
        floor(u_denial * s.reasons)::int as reason_position,
        s.outpatient, s.inpatient
      from draws d cross join sizes s
    ), clocked as (
      select sh.*,
        sh.priority = 'standard' and sh.decision <> 'auto' and u_extended < 0.07 as is_extended,
        3 + floor(u_extension_days * 12)::int as extension_days_drawn,
        48 + 100 * u_extended_at as extended_after_hours,
        sh.decision <> 'auto' and u_late < 0.03 as is_late
      from shaped sh
    ), timed as (
      select c.*,
        case
          when decision = 'auto' then (5 + 110 * u_time) / 3600.0
          when is_extended then extended_after_hours + (168 + 24 * extension_days_drawn - extended_after_hours) * (0.15 + 0.8 * u_time)
          when priority = 'expedited' and is_late then 73 + 40 * u_time
          when priority = 'expedited' then 1 + 66 * power(u_time, 1.6)
          when is_late then 170 + 100 * u_time
          else 3 + 160 * power(u_time, 1.8)
        end as hours
      from clocked c
    ), anchored as (
      select t.*, ${anchor} as ${anchorColumn} from timed t
    ), dated as materialized (
      select an.*, ${derived} as ${derivedColumn} from anchored an
    ), appealed as (
      select dt.*,
        -- An extension is a fact before the decision: a review the clock cut short (seeded early in January) has none.
        dt.is_extended and dt.received_at + dt.extended_after_hours * interval '1 hour' < dt.decided_at as has_extension,
        dt.decided_at + (2 + floor(u_appeal_delay * 40)) * interval '1 day' + floor(u_hour * 8) * interval '1 hour' as appeal_received_at
      from dated dt
    )
    select ${nextId('authorizations')} as id, ${nextId('authorization_procedures')} as procedure_id,
      ${nextId('authorization_outcomes')} as admission_outcome_id, ${nextId('authorization_outcomes')} as procedure_outcome_id,
      ${nextId('review_items')} as review_item_id, ${nextId('authorization_appeals')} as appeal_id,
      m.qhid, p.location_id as provider_location_id,
      case when ap.is_inpatient or u_has_facility < 0.4 then f.location_id end as facility_location_id,
      case ap.decision when 'partial' then 'Partially Approved' when 'denied' then 'Denied' else 'Approved' end as status,
      case ap.decision when 'auto' then 'Automated Approval' when 'approved' then 'Approved After Clinical Review' when 'partial' then 'Approved as Modified' else r.label end as outcome_reason,
      ap.is_inpatient,
      case when ap.is_inpatient then '21' else (array['11', '11', '19', '22', '24'])[1 + floor(u_place * 5)::int] end as place_of_service,
      (ap.received_at at time zone 'UTC')::date + case when ap.is_inpatient then 1 + floor(u_service * 10)::int else floor(u_service * 21)::int end as service_from,
      (ap.received_at at time zone 'UTC')::date + case when ap.is_inpatient then 1 + floor(u_service * 10)::int + 1 + floor(u_units * 6)::int
        else floor(u_service * 21)::int + 30 + floor(u_units * 150)::int end as service_to,
      ap.received_at, sc.diagnosis_code, sc.diagnosis_description, sc.procedure_code, sc.procedure_description,
      case when ap.is_inpatient then 1 + floor(u_units * 6)::int else 1 + floor(u_units * 12)::int end as units,
      ap.priority,
      ap.received_at + case when ap.priority = 'expedited' then interval '72 hours' else interval '7 days' end
        + case when ap.has_extension then ap.extension_days_drawn * interval '1 day' else interval '0' end as decision_due_at,
      ap.decided_at,
      case when ap.decision = 'auto' then null when u_reviewer < 0.55 then rv.first_id else rv.second_id end as decided_by,
      case when ap.has_extension then ap.received_at + ap.extended_after_hours * interval '1 hour' end as extended_at,
      case when ap.has_extension then ap.extension_days_drawn end as extension_days,
      case when ap.has_extension then (array['Waiting for the results of imaging the provider ordered.', 'Waiting for records from the member''s specialist.',
        'A peer-to-peer discussion with the ordering physician is scheduled.'])[1 + floor(u_extension_days * 3)::int] end as extension_reason,
      case when ap.decision = 'denied' then r.code end as denial_code,
      case when ap.decision = 'denied' then r.label end as denial_label,
      case when ap.decision = 'denied' then 'The records sent do not show the criteria of the plan''s policy are met.' end as denial_note,
      case when ap.decision in ('partial', 'denied') and u_appeal < 0.35 then
        case when u_appeal_result < 0.45 then 'overturned' when u_appeal_result < 0.60 and ap.is_inpatient and ap.decision = 'denied' then 'partly-overturned' else 'upheld' end
      end as appeal_result,
      (array['The member has tried and failed the conservative treatments; records attached.', 'New imaging shows the condition has progressed.',
        'The treating physician explains why this setting is needed.'])[1 + floor(u_appeal_reason * 3)::int] as appeal_reason,
      ap.appeal_received_at,
      ap.appeal_received_at + case when ap.priority = 'expedited' then interval '72 hours' else interval '30 days' end as appeal_due_at,
      ap.appeal_received_at + case when ap.priority = 'expedited' then (4 + 60 * u_appeal_time) * interval '1 hour' else (2 + 25 * u_appeal_time) * interval '1 day' end as appeal_decided_at,
      case when u_reviewer < 0.55 then rv.second_id else rv.first_id end as appeal_decided_by
    from appealed ap
      cross join reviewers rv
      join candidates m on m.position = ap.member_position
      join unassociated p on not p.is_facility and p.position = ap.provider_position
      join unassociated f on f.is_facility and f.position = ap.facility_position
      join demo_scenarios sc on sc.is_inpatient = ap.is_inpatient and sc.position = floor(u_scenario * case when ap.is_inpatient then ap.inpatient else ap.outpatient end)::int
      join reasons r on r.position = ap.reason_position
    order by ap.n`;
  await tx.execute(create ? sql`create temporary table ${decisionsTable} as ${select}` : sql`insert into ${decisionsTable} ${select}`);
}
