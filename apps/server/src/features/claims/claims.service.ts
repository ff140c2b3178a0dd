import type { ClaimCodesResponse, ClaimRecord, ClaimsExistResponse, ClaimsSearchRequestSchema, ClaimsSearchResponse } from '@portal/contracts';
import type { z } from 'zod';
import { NotFoundError } from '../../errors.js';
import type { MemberAccess } from '../../access/member-access.service.js';
import { type MemberRead, type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import { parseSortClause, sortClaims, toClaim, yearsOf } from './claims-table.js';
import type { ClaimsRepository, MemberClaim } from './claims.repository.js';
import type { MemberClaimsCache } from './member-claims-cache.js';

export type ClaimsSearch = z.output<typeof ClaimsSearchRequestSchema>;
export type ClaimsService = ReturnType<typeof createClaimsService>;

export const claimReadOutcomes = { memberNotFound: 'member-not-found', claimNotFound: 'claim-not-found' } as const;

/**
 * View Claims (spec 2 §2.3, §4): a member's claims at the provider locations of the reader's ACTIVE associations
 * (the impersonated account's while impersonating), nothing else. The associations are read fresh on every request.
 * Every read, refused ones included, is audited. A qhid that is no member answers 404; a member without visible
 * claims answers empty lists.
 */
export function createClaimsService(deps: {
  claimsRepository: ClaimsRepository;
  memberClaims: MemberClaimsCache;
  providerAccess: ProviderAccess;
  memberAccess: MemberAccess;
  memberReadAudit: MemberReadAudit;
}) {
  const { claimsRepository, memberClaims, providerAccess, memberAccess, memberReadAudit } = deps;

  /** The member's claims the reader may see; a qhid that is no member is audited and answers 404. */
  async function visibleClaims(reader: MemberReader, what: MemberRead, qhid: number, details?: Record<string, unknown>) {
    await memberAccess.require(reader, qhid, what);
    const [claims, locationIds] = await Promise.all([memberClaims.findByMember(qhid), providerAccess.activeLocationIds(reader.accountId)]);
    if (!claims) {
      await memberReadAudit.record(reader, what, qhid, claimReadOutcomes.memberNotFound, details);
      throw new NotFoundError();
    }
    const allowed = new Set(locationIds);
    return { visible: claims.filter((claim) => allowed.has(claim.locationId)), hasActiveAssociations: locationIds.length > 0 };
  }

  return {
    async years(reader: MemberReader, qhid: number): Promise<number[]> {
      const years = yearsOf((await visibleClaims(reader, memberReads.claimsYears, qhid)).visible);
      await memberReadAudit.record(reader, memberReads.claimsYears, qhid, undefined, { years });
      return years;
    },

    async exists(reader: MemberReader, qhid: number): Promise<ClaimsExistResponse> {
      const { visible, hasActiveAssociations } = await visibleClaims(reader, memberReads.claimsExist, qhid);
      await memberReadAudit.record(reader, memberReads.claimsExist, qhid, undefined, { count: visible.length });
      return { count: visible.length, hasActiveAssociations };
    },

    async search(reader: MemberReader, request: ClaimsSearch): Promise<ClaimsSearchResponse> {
      const qhid = request.HelperId;
      const asked = { year: request.Year, sortClause: request.SortClause, pageSize: request.PageSize, pageNumber: request.PageNumber };
      const { visible } = await visibleClaims(reader, memberReads.claimsList, qhid, asked);
      const yearPrefix = `${String(request.Year).padStart(4, '0')}-`;
      const ofYear = visible.filter((claim) => claim.dateOfService.startsWith(yearPrefix));
      const { sortColumn, isDescending } = parseSortClause(request.SortClause);
      const offset = request.PageSize * request.PageNumber;
      const page = sortClaims<MemberClaim>(ofYear, sortColumn, isDescending).slice(offset, offset + request.PageSize);
      await memberReadAudit.record(reader, memberReads.claimsList, qhid, undefined, {
        ...asked,
        totalRows: ofYear.length,
        claimNumbers: page.map((claim) => claim.claimNumber),
      });
      return { claims: page.map(toClaim), totalRows: ofYear.length };
    },

    /**
     * One claim by its number, with its member (the claim's address, issue 34 §1): a claim at a location without an
     * active association and an unknown number look alike (404), each audited.
     */
    async claim(reader: MemberReader, claimNumber: string): Promise<ClaimRecord> {
      const [found, locationIds] = await Promise.all([claimsRepository.findByNumber(claimNumber), providerAccess.activeLocationIds(reader.accountId)]);
      if (!found || !locationIds.includes(found.locationId)) {
        await memberReadAudit.record(reader, memberReads.claim, found?.qhid ?? null, claimReadOutcomes.claimNotFound, { claimNumber });
        throw new NotFoundError();
      }
      const { qhid, ...claim } = found;
      await memberReadAudit.record(reader, memberReads.claim, qhid, undefined, { claimNumber });
      return { qhid, claim: toClaim(claim) };
    },

    /** Another member's claim, a claim at a location without an active association and an unknown one look alike. */
    async codes(reader: MemberReader, qhid: number, claimNumber: string): Promise<ClaimCodesResponse> {
      await memberAccess.require(reader, qhid, memberReads.claimCodes);
      const [claims, locationIds] = await Promise.all([memberClaims.findByMember(qhid), providerAccess.activeLocationIds(reader.accountId)]);
      const claim = claims?.find((candidate) => candidate.claimNumber === claimNumber);
      if (!claim || !locationIds.includes(claim.locationId)) {
        await memberReadAudit.record(reader, memberReads.claimCodes, qhid, claimReadOutcomes.claimNotFound, { claimNumber });
        throw new NotFoundError();
      }
      const codes = await claimsRepository.findCodes(claimNumber);
      await memberReadAudit.record(reader, memberReads.claimCodes, qhid, undefined, { claimNumber });
      return codes;
    },
  };
}
