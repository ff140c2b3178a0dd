import { and, eq, gte, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { claims } from '../../db/schema.js';
import type { MemberShare } from '../../payer/accumulators.js';

export type MemberSharesRepository = ReturnType<typeof createMemberSharesRepository>;

/** What the member paid on each paid claim since a date; no rules here. */
export function createMemberSharesRepository(db: Executor) {
  return {
    async findSince(qhid: number, from: string): Promise<MemberShare[]> {
      const rows = await db
        .select({
          dateOfService: claims.dateOfService,
          memberPaidCents: sql<string>`round((${claims.allowedAmount} - ${claims.paidAmount}) * 100)`,
        })
        .from(claims)
        .where(and(eq(claims.qhid, qhid), isNotNull(claims.paidDate), gte(claims.dateOfService, from)));
      return rows.map((row) => ({ dateOfService: row.dateOfService, memberPaidCents: Math.max(0, Number(row.memberPaidCents)) }));
    },
  };
}
