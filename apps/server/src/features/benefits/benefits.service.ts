import {
  apiPrefix,
  type BenefitAccumulators,
  benefitEndpoints,
  type CoveragePeriod,
  endpointPath,
  memberAreaMessages,
  type MemberRecord,
  todayIso,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { accumulatorsOf, planYearOf } from '../../payer/accumulators.js';
import type { BenefitDesign } from '../../payer/benefit-design.js';
import { renderBenefitSummaryPdf } from '../../payer/benefit-summary-pdf.js';
import type { PdfBrand } from '../../pdf/pdf-brand.js';
import { currentOrLatestCoverage } from '../../payer/coverage.js';
import { precertCategoryNames } from '../../payer/benefit-design.js';
import { precertTextFor } from '../../payer/precert.js';
import { type PolicyContext, requiresAuthorization, ruleFor } from '../../payer/prior-authorization-policy.js';
import { policyNoteFor } from '../../payer/prior-authorization-policy-text.js';
import type { MemberAccess } from '../../access/member-access.service.js';
import type { PriorAuthorizationPolicy } from '../../payer/prior-authorization-policy.service.js';
import type { SettingsService } from '../../portal-settings/settings.service.js';
import { type MemberRead, type MemberReadAudit, type MemberReader, memberReads, refusedSecureGroup } from '../../access/member-reader.js';
import type { GroupRow, MembersRepository } from '../../eligibility/members.repository.js';
import type { BenefitPlansRepository } from './benefit-plans.repository.js';
import type { MemberSharesRepository } from './member-shares.repository.js';

export type BenefitsService = ReturnType<typeof createBenefitsService>;

interface PlanContext {
  member: MemberRecord;
  group: GroupRow;
  coverages: CoveragePeriod[];
  coverage: CoveragePeriod;
  design: BenefitDesign;
}

/**
 * The benefit summary PDF and the CPT precertification lookup (spec 2 §2.2, §2.10). Both describe the plan of the
 * member's current coverage (or their latest, for a former member); a secure group's members get neither.
 */
export function createBenefitsService(deps: {
  membersRepository: MembersRepository;
  benefitPlansRepository: BenefitPlansRepository;
  memberSharesRepository: MemberSharesRepository;
  memberAccess: MemberAccess;
  memberReadAudit: MemberReadAudit;
  /** The plan's brand, which the summary carries. */
  getBrand: () => Promise<PdfBrand>;
  /** The prior-authorization policy and the settings' group lists it may be narrowed to. */
  policy: Pick<PriorAuthorizationPolicy, 'rules'>;
  settingsService: Pick<SettingsService, 'getPortalSettings'>;
  clock: Clock;
}) {
  const { membersRepository, benefitPlansRepository, memberSharesRepository, memberAccess, memberReadAudit, getBrand, policy, settingsService, clock } = deps;

  /**
   * The member and their plan, or 404 (a member out of the reader's reach, unknown member, no plan on file) / 403
   * (secure group); refusals are audited.
   */
  async function planContextOf(reader: MemberReader, qhid: number, read: MemberRead): Promise<PlanContext> {
    await memberAccess.require(reader, qhid, read);
    const member = await membersRepository.findById(qhid);
    if (!member) throw new NotFoundError();
    const group = await membersRepository.findGroup(member.groupId);
    if (!group) throw new NotFoundError();
    if (group.isSecure) {
      await memberReadAudit.record(reader, read, qhid, refusedSecureGroup);
      throw new ForbiddenError(memberAreaMessages.benefits.secureCoverage);
    }
    const coverages = await membersRepository.findCoverages(qhid);
    const coverage = currentOrLatestCoverage(coverages, todayIso(clock.now()));
    const design = coverage ? await benefitPlansRepository.findDesign(coverage.planOptionName) : undefined;
    if (!coverage || !design) throw new NotFoundError();
    return { member, group, coverages, coverage, design };
  }

  return {
    /** Where the PDF is: a URL under /api that the client fetches with its auth headers. */
    async summaryUrl(reader: MemberReader, qhid: number): Promise<{ url: string }> {
      const { coverage } = await planContextOf(reader, qhid, memberReads.benefitSummary);
      await memberReadAudit.record(reader, memberReads.benefitSummary, qhid, 'success', { part: 'location', planOptionName: coverage.planOptionName });
      return { url: `${apiPrefix}${endpointPath(benefitEndpoints.summaryPdf, { qhid })}` };
    },

    async summaryPdf(reader: MemberReader, qhid: number): Promise<Uint8Array> {
      const { member, group, coverages, coverage, design } = await planContextOf(reader, qhid, memberReads.benefitSummary);
      const bytes = await renderBenefitSummaryPdf({ member, group, coverage, coverages, design, preparedOn: todayIso(clock.now()), brand: await getBrand() });
      await memberReadAudit.record(reader, memberReads.benefitSummary, qhid, 'success', { part: 'document', planOptionName: coverage.planOptionName });
      return bytes;
    },

    /** Deductible and out-of-pocket met so far this plan year (issue 17), from the member's paid claims. */
    async accumulators(reader: MemberReader, qhid: number): Promise<BenefitAccumulators> {
      const { design, coverage } = await planContextOf(reader, qhid, memberReads.accumulators);
      const planYear = planYearOf(todayIso(clock.now()), coverage.effectiveDate);
      const answer = accumulatorsOf(design, await memberSharesRepository.findSince(qhid, planYear.from), planYear);
      await memberReadAudit.record(reader, memberReads.accumulators, qhid, 'success', {
        planOptionName: coverage.planOptionName,
        planYearStart: planYear.from,
      });
      return answer;
    },

    async precert(reader: MemberReader, qhid: number, code: string): Promise<Record<string, string>> {
      const { member, design, coverage } = await planContextOf(reader, qhid, memberReads.precert);
      const answer = precertTextFor(design, code);
      // The policy engine's answer for the member's group today, after the plan option's own texts.
      const [rules, { groupLists }] = await Promise.all([policy.rules(), settingsService.getPortalSettings()]);
      const context: PolicyContext = { date: todayIso(clock.now()), groupId: member.groupId, groupLists, placeOfService: null };
      const normalized = code.toUpperCase();
      const note = policyNoteFor(ruleFor(rules, normalized, context), normalized, requiresAuthorization(rules, normalized, context));
      answer[precertCategoryNames.precertification] = `${answer[precertCategoryNames.precertification] ?? ''}${note}`;
      await memberReadAudit.record(reader, memberReads.precert, qhid, 'success', { code: code.toUpperCase(), planOptionName: coverage.planOptionName });
      return answer;
    },
  };
}
