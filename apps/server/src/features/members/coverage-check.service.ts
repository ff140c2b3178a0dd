import {
  type AuthMemberSearchRequestSchema,
  type AuthMemberSearchResponse,
  type CoverageCheckRequestSchema,
  type CoverageCheckResponse,
  todayIso,
  usDateToIso,
} from '@portal/contracts';
import type { z } from 'zod';
import { NotFoundError } from '../../errors.js';
import type { Clock } from '../../clock.js';
import { isCoveredForService } from '../../payer/coverage.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import type { MemberAccess } from '../../access/member-access.service.js';
import { type MemberReadAudit, type MemberReader, memberReads } from '../../access/member-reader.js';
import { toSearchResponse } from './member-matching.js';
import type { MembersRepository } from '../../eligibility/members.repository.js';
import type { MembersService } from './members.service.js';

export type CoverageCheckService = ReturnType<typeof createCoverageCheckService>;

interface CoverageAnswer {
  hasCoverage: boolean;
  phoneNumber: string;
  isSecureGroup: boolean;
}

/**
 * The Submit Authorization checks of the benefits lookup and the wizard (spec 2 §2.2, §7; spec 3 §5): is the member
 * covered on the expected start date of service (within the look-back year), and which Care Coordinator number to
 * call. A secure group's member never "has coverage" here: the provider may not create an authorization for them
 * (spec 2 §6).
 */
export function createCoverageCheckService(deps: {
  membersService: MembersService;
  membersRepository: MembersRepository;
  memberAccess: MemberAccess;
  settingsService: SettingsService;
  memberReadAudit: MemberReadAudit;
  clock: Clock;
}) {
  const { membersService, membersRepository, memberAccess, settingsService, memberReadAudit, clock } = deps;
  const helpPhone = async () => (await settingsService.getPortalSettings()).helpPhone;

  async function coverageOn(qhid: number, groupId: string, serviceDateIso: string): Promise<CoverageAnswer> {
    const [group, periods] = await Promise.all([membersRepository.findGroup(groupId), membersRepository.findCoverages(qhid)]);
    const phoneNumber = group?.tollFreeNumber || (await helpPhone());
    if (group?.isSecure) return { hasCoverage: false, phoneNumber, isSecureGroup: true };
    return { hasCoverage: isCoveredForService(periods, serviceDateIso, todayIso(clock.now())), phoneNumber, isSecureGroup: false };
  }

  return {
    async searchWithCoverage(reader: MemberReader, request: z.output<typeof AuthMemberSearchRequestSchema>): Promise<AuthMemberSearchResponse> {
      const match = await membersService.match(reader, request);
      const serviceDateIso = usDateToIso(request.expectedServiceDate.trim()) as string;
      const { qhid } = toSearchResponse(match);
      const member = match.kind === 'found' ? await membersRepository.findById(qhid) : undefined;
      const answer = member
        ? await coverageOn(qhid, member.groupId, serviceDateIso)
        : { hasCoverage: false, phoneNumber: await helpPhone(), isSecureGroup: false };
      await memberReadAudit.record(reader, memberReads.coverageCheck, member ? qhid : null, match.kind, {
        action: request.action,
        expectedServiceDate: serviceDateIso,
        hasCoverage: answer.hasCoverage,
      });
      return { qhid, ...answer };
    },

    async check(reader: MemberReader, request: z.output<typeof CoverageCheckRequestSchema>): Promise<CoverageCheckResponse> {
      const { qhid } = request;
      await memberAccess.require(reader, qhid, memberReads.coverageCheck);
      const member = await membersRepository.findById(qhid);
      if (!member) throw new NotFoundError();
      const serviceDateIso = usDateToIso(request.expectedServiceDate.trim()) as string;
      const { hasCoverage, phoneNumber, isSecureGroup } = await coverageOn(qhid, member.groupId, serviceDateIso);
      await memberReadAudit.record(reader, memberReads.coverageCheck, qhid, 'success', { expectedServiceDate: serviceDateIso, hasCoverage, isSecureGroup });
      return { hasCoverage, phoneNumber };
    },
  };
}
