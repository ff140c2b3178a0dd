import type { CoveragePeriod, IsoDate } from '@portal/contracts';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { type Database, selectRows } from '../../db/client.js';
import { crdCardFeedback, crdCoverageAssertions } from '../../db/schema.js';
import type { ApprovedService } from './coverage-information.js';

export interface CrdMemberRow {
  qhid: number;
  memberId: string;
  groupId: string;
  firstName: string;
  lastName: string;
  dob: string;
  coverages: CoveragePeriod[];
}

export type CoverageAssertionToSave = typeof crdCoverageAssertions.$inferInsert;
export type CardFeedbackToSave = Omit<typeof crdCardFeedback.$inferInsert, 'id'>;

const isoDateOf = (value: string | Date): IsoDate => (value instanceof Date ? value.toISOString() : String(value)).slice(0, 10);

export function createCrdRepository(db: Database) {
  return {
    /**
     * The members with one of the ids (case-insensitive, as the portal's search) that the client system may find
     * (fhir-member-match.ts membersVisibleTo: not another client's sandbox members), each with its coverage periods: one read.
     */
    async findMembers(memberIds: readonly string[], clientSystemId: number): Promise<CrdMemberRow[]> {
      if (memberIds.length === 0) return [];
      const ids = sql.join(
        memberIds.map((id) => sql`${id.toUpperCase()}`),
        sql`, `,
      );
      return selectRows<CrdMemberRow>(
        db,
        sql`
        select m.qhid, m.member_id as "memberId", m.group_id as "groupId", m.first_name as "firstName", m.last_name as "lastName", m.dob::text as dob,
          coalesce((select json_agg(json_build_object('planOptionName', c.plan_option_name, 'effectiveDate', c.effective_date::text, 'termDate', c.term_date::text))
                    from coverages c where c.qhid = m.qhid), '[]'::json) as coverages
        from members m
        where upper(m.member_id) in (${ids}) and (m.sandbox_client_system_id is null or m.sandbox_client_system_id = ${clientSystemId})`,
      );
    },

    /**
     * The member's procedures whose latest decision is an approval, on authorizations (not cancelled) with one of the
     * locations as provider or facility: what "an approved authorization already covers it" can rest on.
     */
    async findApprovedServices(qhid: number, locationIds: readonly number[]): Promise<ApprovedService[]> {
      if (locationIds.length === 0) return [];
      const locations = sql.join(
        locationIds.map((id) => sql`${id}`),
        sql`, `,
      );
      const rows = await selectRows<{ authorizationNumber: string; code: string; from: string; to: string }>(
        db,
        sql`
        select a.authorization_number as "authorizationNumber", p.cpt_code as code, o.start_date::text as "from", o.end_date::text as "to"
        from authorizations a
        join authorization_procedures p on p.authorization_id = a.id
        join lateral (
          select status, start_date, end_date from authorization_outcomes o
          where o.procedure_id = p.id and o.extension_id is null
          order by o.decided_at desc, o.id desc limit 1
        ) o on true
        where a.qhid = ${qhid} and a.status <> 'Cancelled' and o.status = 'Approved'
          and (a.provider_location_id in (${locations}) or a.facility_location_id in (${locations}))`,
      );
      return rows.map((row) => ({ ...row, code: row.code.toUpperCase(), from: isoDateOf(row.from), to: isoDateOf(row.to) }));
    },

    /** Keeps feedback entries; one already kept (the same client, card, outcome and time: a retried POST) is not kept again. */
    async saveFeedback(entries: readonly CardFeedbackToSave[]): Promise<void> {
      if (entries.length > 0)
        await db
          .insert(crdCardFeedback)
          .values([...entries])
          .onConflictDoNothing();
    },

    async saveAssertions(assertions: readonly CoverageAssertionToSave[]): Promise<void> {
      if (assertions.length > 0) await db.insert(crdCoverageAssertions).values([...assertions]);
    },

    /** Ties the client's own assertions (for the same member) to the authorization a PAS request that named them became. */
    async linkAssertions(ids: readonly string[], clientSystemId: number, qhid: number, authorizationId: number): Promise<void> {
      if (ids.length === 0) return;
      await db
        .update(crdCoverageAssertions)
        .set({ authorizationId })
        .where(
          and(
            inArray(crdCoverageAssertions.id, [...ids]),
            eq(crdCoverageAssertions.clientSystemId, clientSystemId),
            eq(crdCoverageAssertions.qhid, qhid),
            isNull(crdCoverageAssertions.authorizationId),
          ),
        );
    },
  };
}
export type CrdRepository = ReturnType<typeof createCrdRepository>;
