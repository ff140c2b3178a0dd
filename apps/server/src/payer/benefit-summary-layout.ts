import type { PdfBrand } from '../pdf/pdf-brand.js';
import { type CoveragePeriod, isoToUsDate } from '@portal/contracts';
import { type BenefitDesign, describeAmounts, describeCostShare, formatCodeRange, serviceCategories, serviceCategoryLabels } from './benefit-design.js';
import { FlowLayout } from '../pdf/flow-layout.js';
import { type Fonts, type LayoutPage, pageOfCount } from '../pdf/page-flow.js';
import { letterStyle } from '../pdf/pdf-style.js';

/** Everything a member's benefit summary shows. */
export interface BenefitSummaryInput {
  member: { firstName: string; middleInitial: string; lastName: string; memberId: string; dob: string };
  group: { id: string; name: string };
  /** The period whose plan the summary describes. */
  coverage: CoveragePeriod;
  /** All of the member's periods, newest first. */
  coverages: readonly CoveragePeriod[];
  design: BenefitDesign;
  /** YYYY-MM-DD. */
  preparedOn: string;
  brand: PdfBrand;
}

const planTypeNames: Record<BenefitDesign['planType'], string> = {
  PPO: 'Preferred provider organization (PPO)',
  HMO: 'Health maintenance organization (HMO)',
  EPO: 'Exclusive provider organization (EPO)',
  POS: 'Point of service (POS)',
};

export const memberFullName = (member: BenefitSummaryInput['member']) =>
  [member.firstName, member.middleInitial ? `${member.middleInitial}.` : '', member.lastName].filter(Boolean).join(' ');

function coverPage(layout: FlowLayout, input: BenefitSummaryInput): void {
  const { member, group, coverage, design } = input;
  layout.letterhead(input.brand);
  layout.heading('Benefit Summary', 22);
  layout.paragraph(design.planOptionName, { size: 14, font: 'bold' });
  layout.paragraph(planTypeNames[design.planType]);
  layout.heading('Member');
  layout.keyValues([
    ['Member name', memberFullName(member)],
    ['Member ID', member.memberId.toUpperCase()],
    ['Date of birth', isoToUsDate(member.dob)],
    ['Group', `${group.id} - ${group.name}`],
    ['Plan', coverage.planOptionName],
    ['Coverage dates', `${isoToUsDate(coverage.effectiveDate)} to ${isoToUsDate(coverage.termDate)}`],
    ['Prepared on', isoToUsDate(input.preparedOn)],
  ]);
  layout.heading('Coverage periods on file', 12);
  layout.table(
    [
      { header: 'Plan', share: 0.5 },
      { header: 'Effective date', share: 0.25 },
      { header: 'Term date', share: 0.25 },
    ],
    input.coverages.map((period) => [period.planOptionName, isoToUsDate(period.effectiveDate), isoToUsDate(period.termDate)]),
  );
  layout.heading('How this plan works', 12);
  layout.paragraph(design.overview);
  layout.paragraph(
    'This summary describes the benefits of the plan above; it is not a guarantee of payment. Payment depends on the member’s eligibility on the date of service, the terms of the plan documents and, where required, precertification. The plan documents control if they differ from this summary.',
    { size: 9 },
  );
}

function deductiblesPage(layout: FlowLayout, design: BenefitDesign): void {
  layout.newPage();
  layout.heading('Deductibles and Out-of-Pocket Maximums', 16);
  layout.paragraph('Amounts are per calendar year. The out-of-network column applies only to plans that cover out-of-network care.');
  const amounts = (label: string, tiers: BenefitDesign['deductible']) => {
    const inNetwork = describeAmounts(tiers.inNetwork);
    const outOfNetwork = describeAmounts(tiers.outOfNetwork);
    return [
      [`${label}, individual`, inNetwork.individual, outOfNetwork.individual],
      [`${label}, family`, inNetwork.family, outOfNetwork.family],
    ];
  };
  const columns = [
    { header: '', share: 0.4 },
    { header: 'In-Network', share: 0.3 },
    { header: 'Out-of-Network', share: 0.3 },
  ];
  layout.heading('Deductible', 12);
  layout.table(columns, amounts('Deductible', design.deductible));
  layout.heading('Out-of-pocket maximum', 12);
  layout.table(columns, amounts('Out-of-pocket maximum', design.outOfPocketMaximum));
  layout.heading('What counts', 12);
  layout.bullets([
    design.isDeductibleEmbedded
      ? 'Embedded deductible: once one family member meets the individual deductible, the plan starts paying for that member even if the family deductible is not yet met.'
      : 'Aggregate deductible: for family coverage, the whole family deductible must be met before the plan starts paying for any family member.',
    'Copays, coinsurance and the deductible count toward the out-of-pocket maximum; premiums, balance-billed charges and services the plan does not cover do not.',
    'In-network and out-of-network amounts are counted separately.',
    ...(design.deductible.outOfNetwork ? [] : ['Out-of-network care is not covered except for emergencies, which are paid at the in-network level.']),
    ...(design.isReferralRequired ? ['Specialist visits need a referral from the member’s primary care physician.'] : []),
  ]);
}

function costSharePages(layout: FlowLayout, design: BenefitDesign): void {
  layout.newPage();
  layout.heading('Copays and Coinsurance by Service', 16);
  layout.paragraph('What the member pays for covered services. "After deductible" means the member pays the full allowed amount until the deductible is met.');
  layout.table(
    [
      { header: 'Service', share: 0.36 },
      { header: 'In-Network', share: 0.32 },
      { header: 'Out-of-Network', share: 0.32 },
    ],
    serviceCategories.map((category) => {
      const share = design.costShares[category];
      return [serviceCategoryLabels[category], describeCostShare(share.inNetwork), describeCostShare(share.outOfNetwork)];
    }),
  );
  layout.heading('Precertification', 14);
  layout.paragraph(
    'The services below need precertification before they are provided; request it through the portal (Submit Authorization). Elective inpatient admissions always need precertification. Emergency care never does, but emergency admissions must be reported within 2 business days. Look up a specific CPT or HCPCS code in the benefits lookup for details.',
  );
  layout.bullets(design.precertRules.map((rule) => `${rule.label}: codes ${rule.codeRanges.map(formatCodeRange).join(', ')}`));
}

/**
 * The pages of a member's Benefit Summary (spec 2 §2.2, BenefitsSummary.pdf): 1 the member and plan, 2 deductibles
 * and out-of-pocket maximums, 3 and on the cost shares by service and the precertification note.
 */
export function layoutBenefitSummary(input: BenefitSummaryInput, fonts: Fonts): LayoutPage[] {
  const layout = new FlowLayout(fonts, letterStyle);
  coverPage(layout, input);
  deductiblesPage(layout, input.design);
  costSharePages(layout, input.design);
  const footer = `Benefit Summary - ${input.design.planOptionName} - ${memberFullName(input.member)}`;
  return layout.finish({ left: () => footer, right: pageOfCount });
}
