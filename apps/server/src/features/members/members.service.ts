import {
  type CoveragePeriod,
  dobError,
  memberAreaMessages,
  type MemberNetworksResponse,
  type MemberRecord,
  type MemberSearchRequestSchema,
  type MemberSearchResponse,
  todayIso,
  usDateToIso,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../../errors.js';
import { currentOrLatestCoverage } from '../../payer/coverage.js';
import type { IdentityChecks } from '../../identity-checks/identity-checks.service.js';
import type { MemberAccess } from '../../access/member-access.service.js';
import { type MemberReadAudit, type MemberReader, memberReads, refusedSecureGroup } from '../../access/member-reader.js';
import { type MemberMatch, matchMember, toSearchResponse } from './member-matching.js';
import type { GroupRow, MembersRepository } from '../../eligibility/members.repository.js';

export type MembersService = ReturnType<typeof createMembersService>;
/** A member search as the route hands it over (validated, trimmed, defaults applied). */
export type MemberSearch = z.output<typeof MemberSearchRequestSchema>;

/** A plan's page in a network's provider directory: names the plan, never the member (the link leaves the portal). */
export function memberNetworkUrl(networkUrl: string, planOptionName: string | undefined): string {
  if (!planOptionName) return networkUrl;
  const plan = planOptionName
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${networkUrl}/find-a-provider?plan=${encodeURIComponent(plan)}`;
}

/** Member search, the member record, coverage periods and networks (spec 2 §2.2, §3, §7); every read audited. */
export function createMembersService(deps: {
  membersRepository: MembersRepository;
  memberAccess: MemberAccess;
  memberReadAudit: MemberReadAudit;
  identityChecks: IdentityChecks;
  clock: Clock;
}) {
  const { membersRepository, memberAccess, memberReadAudit, identityChecks, clock } = deps;
  const today = () => todayIso(clock.now());

  async function memberOrThrow(qhid: number): Promise<MemberRecord> {
    const member = await membersRepository.findById(qhid);
    if (!member) throw new NotFoundError();
    return member;
  }

  async function groupOf(member: MemberRecord): Promise<GroupRow | undefined> {
    return membersRepository.findGroup(member.groupId);
  }

  /**
   * The matching behind member/search/ and auth/member/search/, unaudited (each caller audits its own read). The
   * date of birth is checked against the server's today with the benefits lookup's wording. The identity throttle
   * counts a search that finds nobody and refuses every search once too many did. A member found is from now on one
   * the reader's account may read (member access rule).
   */
  async function matchOf(reader: MemberReader, request: MemberSearch): Promise<MemberMatch> {
    const problem = dobError(request.dob, today(), 'benefits');
    if (problem) throw new ValidationError(problem, { dob: [problem] });
    const dobIso = usDateToIso(request.dob) as string;
    const match = await identityChecks.identify(
      { actor: { ...reader, clientSystemId: null }, memberIds: [request.memberid], channel: 'portal' },
      async () => matchMember(await membersRepository.findCandidates(request.memberid.trim(), dobIso), request),
      (result) => result.kind === 'found',
    );
    if (match.kind === 'found') await memberAccess.recordFound(reader, match.member.qhid);
    return match;
  }

  return {
    match: matchOf,

    async search(reader: MemberReader, request: MemberSearch): Promise<MemberSearchResponse> {
      const match = await matchOf(reader, request);
      await memberReadAudit.record(reader, memberReads.search, match.kind === 'found' ? match.member.qhid : null, match.kind, { action: request.action });
      return toSearchResponse(match);
    },

    async getMember(reader: MemberReader, qhid: number): Promise<MemberRecord> {
      await memberAccess.require(reader, qhid, memberReads.record);
      const member = await memberOrThrow(qhid);
      await memberReadAudit.record(reader, memberReads.record, qhid);
      return member;
    },

    /** Coverage periods, newest first; a secure group's members get none (spec 2 §6). */
    async getCoverage(reader: MemberReader, qhid: number): Promise<CoveragePeriod[]> {
      await memberAccess.require(reader, qhid, memberReads.coverage);
      const member = await memberOrThrow(qhid);
      if ((await groupOf(member))?.isSecure) {
        await memberReadAudit.record(reader, memberReads.coverage, qhid, refusedSecureGroup);
        throw new ForbiddenError(memberAreaMessages.benefits.secureCoverage);
      }
      const periods = await membersRepository.findCoverages(qhid);
      await memberReadAudit.record(reader, memberReads.coverage, qhid);
      return periods;
    },

    async getNetworks(reader: MemberReader, qhid: number): Promise<MemberNetworksResponse> {
      await memberAccess.require(reader, qhid, memberReads.networks);
      await memberOrThrow(qhid);
      const [rows, periods] = await Promise.all([membersRepository.findNetworks(qhid), membersRepository.findCoverages(qhid)]);
      const plan = currentOrLatestCoverage(periods, today())?.planOptionName;
      await memberReadAudit.record(reader, memberReads.networks, qhid);
      return {
        networkList: rows.map((row) => ({
          networkId: row.networkId,
          networkName: row.networkName,
          type: row.type === 'W' ? 'W' : 'P',
          networkUrl: row.networkUrl,
          memberNetworkUrl: memberNetworkUrl(row.networkUrl, plan),
          linkOut: true,
        })),
      };
    },
  };
}
