import type { Claim, ClaimCodesResponse } from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { claimCodes, claims, members, providerLocations } from '../../db/schema.js';

/** A claim as the portal shows it, with the location the access rule is checked against. */
export interface MemberClaim extends Claim {
  locationId: number;
}

/** A member's claims; undefined when the qhid is no member. */
export type MemberClaims = MemberClaim[] | undefined;

/** A claim's columns as the portal shows it, with its provider's name: one list for the member's claims and one claim. */
const claimColumns = {
  claimNumber: claims.claimNumber,
  locationId: claims.locationId,
  providerName: providerLocations.fullName,
  dateOfService: claims.dateOfService,
  dateOfServiceEnd: claims.dateOfServiceEnd,
  paidDate: claims.paidDate,
  chargedAmount: claims.chargedAmount,
  allowedAmount: claims.allowedAmount,
  paidAmount: claims.paidAmount,
  placeOfService: claims.placeOfService,
  allLinesComplete: claims.allLinesComplete,
  showEob: claims.showEob,
};

export type ClaimsRepository = ReturnType<typeof createClaimsRepository>;

/** Claims of members and their codes; no rules here (the service decides what an account may see). */
export function createClaimsRepository(db: Executor) {
  return {
    /**
     * Every claim of the member with its provider's name, in one query over the (qhid, date_of_service) index.
     * The member row is the left side, so a member without claims answers [] and an unknown qhid answers undefined.
     */
    async findByMember(qhid: number): Promise<MemberClaims> {
      const rows = await db
        .select(claimColumns)
        .from(members)
        .leftJoin(claims, eq(claims.qhid, members.qhid))
        .leftJoin(providerLocations, eq(providerLocations.locationId, claims.locationId))
        .where(eq(members.qhid, qhid));
      if (rows.length === 0) return undefined;
      const found: MemberClaim[] = [];
      for (const row of rows) {
        if (row.claimNumber === null || row.locationId === null || row.dateOfService === null) continue;
        found.push({
          claimNumber: row.claimNumber,
          locationId: row.locationId,
          providerName: row.providerName ?? '',
          dateOfService: row.dateOfService,
          dateOfServiceEnd: row.dateOfServiceEnd ?? row.dateOfService,
          paidDate: row.paidDate,
          chargedAmount: Number(row.chargedAmount),
          allowedAmount: Number(row.allowedAmount),
          paidAmount: Number(row.paidAmount),
          placeOfService: row.placeOfService ?? '',
          allLinesComplete: row.allLinesComplete ?? false,
          showEob: row.showEob ?? false,
        });
      }
      return found;
    },

    /** One claim by its number, with its member and location; undefined when no claim has it. */
    async findByNumber(claimNumber: string): Promise<(MemberClaim & { qhid: number }) | undefined> {
      const [row] = await db
        .select({ qhid: claims.qhid, ...claimColumns })
        .from(claims)
        .innerJoin(providerLocations, eq(providerLocations.locationId, claims.locationId))
        .where(eq(claims.claimNumber, claimNumber))
        .limit(1);
      if (!row) return undefined;
      return {
        ...row,
        chargedAmount: Number(row.chargedAmount),
        allowedAmount: Number(row.allowedAmount),
        paidAmount: Number(row.paidAmount),
      };
    },

    /** Procedure and diagnosis codes of a claim, each list in claim order. */
    async findCodes(claimNumber: string): Promise<ClaimCodesResponse> {
      const rows = await db
        .select({ codeType: claimCodes.codeType, code: claimCodes.code, description: claimCodes.description })
        .from(claimCodes)
        .where(eq(claimCodes.claimNumber, claimNumber))
        .orderBy(asc(claimCodes.sequence), asc(claimCodes.id));
      const of = (codeType: string): ClaimCodesResponse['cpt'] =>
        rows.filter((row) => row.codeType === codeType).map(({ code, description }) => ({ code, description }));
      return { cpt: of('cpt'), icd: of('icd') };
    },
  };
}
