import { reviewedReasons, type WorklistKind, type WorklistSortColumn, worklistKinds } from '@portal/contracts';
import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { providerLocations } from '../../db/schema.js';

export type WorklistRepository = ReturnType<typeof createWorklistRepository>;

/** Which rows: the practice's locations (never empty), the day and instant the windows count from, and the filters. */
export interface WorklistCondition {
  locationIds: readonly number[];
  now: Date;
  /** YYYY-MM-DD: approvals ending from `today` to `expiringTo` (inclusive) are expiring. */
  today: string;
  expiringTo: string;
  appealWindowDays: number;
  draftLifetimeDays: number;
  includeDrafts: boolean;
  /** Lower-case text the patient, the number or the provider contains; '' for any. */
  text: string;
}

export interface WorklistPage {
  kind: WorklistKind | undefined;
  sort: WorklistSortColumn;
  direction: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export interface WorklistRecord {
  kind: WorklistKind;
  id: number;
  reference: string;
  patient: string;
  provider: string;
  status: string;
  dueAt: string;
  isDueDateOnly: boolean;
  detail: string;
  workflowId: number | null;
  /** The member, for the audit of who was shown; never answered. */
  qhid: number;
}

const listOf = (ids: readonly number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/*
 * The stored status words are the core system's free words; these predicates read them exactly as
 * authorizationStatusLabel and normaliseOutcomeStatus (contracts) do, in SQL, so that no query has to list every
 * status word in use first (a scan of the whole table). worklist.routes.int.test.ts checks them against the functions.
 */
const isPendingStatus = (column: SQL) =>
  sql`(lower(${column}) not like '%partial%' and lower(${column}) not like '%approv%' and lower(${column}) like '%pend%')`;
const isGrantingStatus = (column: SQL) => sql`(lower(${column}) like '%partial%' or lower(${column}) like '%approv%')`;
const isDeniedOutcome = (column: SQL) => sql`(lower(${column}) not like '%approv%' and lower(${column}) not like '%pend%' and lower(${column}) like '%den%')`;

const isoOf = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/** Every row that waits for the practice, as one relation: the five kinds of issue 34 §3 (see each branch). */
function rowsOf(condition: WorklistCondition): SQL {
  const at = (alias: string) =>
    sql`(${sql.raw(alias)}.provider_location_id in (${listOf(condition.locationIds)}) or ${sql.raw(alias)}.facility_location_id in (${listOf(condition.locationIds)}))`;
  const patient = sql`m.first_name || ' ' || m.last_name`;
  const windowStart = new Date(condition.now.getTime() - condition.appealWindowDays * 86_400_000).toISOString();
  const drafts = condition.includeDrafts
    ? sql`
    union all
    -- Drafts of the wizard kept for one of the practice's locations, until the sweep deletes them.
    select 'draft', d.id, '', ${patient}, coalesce(d.answers->'provider'->>'name', ''), d.step,
      d.updated_at + ${condition.draftLifetimeDays} * interval '1 day', false, acc.first_name || ' ' || acc.last_name, d.workflow_id, d.qhid
    from authorization_drafts d
    join members m on m.qhid = d.qhid
    join accounts acc on acc.id = d.updated_by_account_id
    where exists (select 1 from authorization_draft_locations dl where dl.draft_id = d.id and dl.location_id in (${listOf(condition.locationIds)}))`
    : sql``;
  return sql`(
    -- A reviewer's open question: the newest unanswered one of each request waiting for the practice's answer.
    select * from (
      select distinct on (a.id) 'question'::text as kind, a.id, a.authorization_number as reference, ${patient} as patient,
        pl.full_name as provider, a.status, ri.due_at as due, false as date_only, q.question as detail, null::int as workflow_id, a.qhid
      from authorizations a
      join review_items ri on ri.authorization_id = a.id and ri.state = 'information'
      join review_questions q on q.review_item_id = ri.id and q.answered_at is null
      join members m on m.qhid = a.qhid
      join provider_locations pl on pl.location_id = a.provider_location_id
      where ${at('a')}
      order by a.id, q.asked_at desc
    ) questions
    union all
    -- Pending with the plan, on its decision clock (a request waiting for the practice's answer is a question above).
    select 'pending', a.id, a.authorization_number, ${patient}, pl.full_name, a.status, a.decision_due_at, false, '', null, a.qhid
    from authorizations a
    join members m on m.qhid = a.qhid
    join provider_locations pl on pl.location_id = a.provider_location_id
    where ${at('a')} and ${isPendingStatus(sql`a.status`)}
      and not exists (select 1 from review_items ri where ri.authorization_id = a.id and ri.state = 'information')
    union all
    -- Lines whose current decision (the latest outcome of each) denied or modified them, still within the appeal window
    -- and not appealed: one row per request, due when its first window closes.
    select 'appealable', a.id, a.authorization_number, ${patient}, pl.full_name, a.status,
      min(l.decided_at) + ${condition.appealWindowDays} * interval '1 day', false, count(*)::text, null, a.qhid
    from (
      select distinct on (o.authorization_id, o.procedure_id) o.id, o.authorization_id, o.status, o.reason, o.decided_at
      from authorization_outcomes o
      join authorizations a2 on a2.id = o.authorization_id
      where o.extension_id is null and ${at('a2')} and o.decided_at > ${windowStart}::timestamptz
      order by o.authorization_id, o.procedure_id, o.decided_at desc, o.id desc
    ) l
    join authorizations a on a.id = l.authorization_id
    join members m on m.qhid = a.qhid
    join provider_locations pl on pl.location_id = a.provider_location_id
    where (${isDeniedOutcome(sql`l.status`)} or l.reason = ${reviewedReasons.modified})
      and not exists (select 1 from authorization_appeal_lines al where al.outcome_id = l.id)
    group by a.id, m.first_name, m.last_name, pl.full_name
    union all
    -- Approved (in full or in part) and ending within the window: the last day of service.
    select 'expiring', a.id, a.authorization_number, ${patient}, pl.full_name, a.status,
      a.service_to::timestamp at time zone 'UTC', true, '', null, a.qhid
    from authorizations a
    join members m on m.qhid = a.qhid
    join provider_locations pl on pl.location_id = a.provider_location_id
    where ${at('a')} and ${isGrantingStatus(sql`a.status`)} and a.service_to between ${condition.today}::date and ${condition.expiringTo}::date
    ${drafts}
  )`;
}

function textFilterOf(text: string): SQL {
  if (text === '') return sql`true`;
  const pattern = `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
  return sql`(lower(w.patient) like ${pattern} or lower(w.reference) like ${pattern} or lower(w.provider) like ${pattern})`;
}

const kindOrder = sql.raw(`array_position(array[${worklistKinds.map((kind) => `'${kind}'`).join(', ')}]::text[], w.kind)`);
const sortColumns: Record<WorklistSortColumn, SQL> = {
  kind: kindOrder,
  reference: sql`w.reference`,
  patient: sql`lower(w.patient)`,
  provider: sql`lower(w.provider)`,
  status: sql`lower(w.status)`,
  due: sql`w.due`,
};

function rowsOfResult<Row>(result: unknown): Row[] {
  return (Array.isArray(result) ? result : (result as { rows: Row[] }).rows) as Row[];
}

/** The practice's worklist: one statement for a page, one for the counts of each kind; no rules here. */
export function createWorklistRepository(db: Executor) {
  return {
    async findPage(condition: WorklistCondition, page: WorklistPage): Promise<WorklistRecord[]> {
      const direction = sql.raw(page.direction === 'desc' ? 'desc' : 'asc');
      const result = await db.execute(sql`
        select w.kind, w.id, w.reference, w.patient, w.provider, w.status, ${isoOf(sql`w.due`)} as "dueAt",
          w.date_only as "isDueDateOnly", w.detail, w.workflow_id as "workflowId", w.qhid
        from ${rowsOf(condition)} w
        where ${textFilterOf(condition.text)} ${page.kind ? sql`and w.kind = ${page.kind}` : sql``}
        order by ${sortColumns[page.sort]} ${direction}, w.due asc, ${kindOrder}, w.id
        limit ${page.limit} offset ${page.offset}`);
      return rowsOfResult<WorklistRecord>(result).map((row) => ({ ...row, id: Number(row.id), qhid: Number(row.qhid) }));
    },

    async findLocationNames(locationIds: readonly number[]): Promise<{ locationId: number; name: string }[]> {
      if (locationIds.length === 0) return [];
      return db
        .select({ locationId: providerLocations.locationId, name: providerLocations.fullName })
        .from(providerLocations)
        .where(inArray(providerLocations.locationId, [...locationIds]))
        .orderBy(asc(providerLocations.fullName), asc(providerLocations.locationId));
    },

    async countByKind(condition: WorklistCondition): Promise<Map<WorklistKind, number>> {
      const result = await db.execute(sql`
        select w.kind, count(*)::int as total from ${rowsOf(condition)} w where ${textFilterOf(condition.text)} group by w.kind`);
      return new Map(rowsOfResult<{ kind: WorklistKind; total: number }>(result).map((row) => [row.kind, Number(row.total)]));
    },
  };
}
