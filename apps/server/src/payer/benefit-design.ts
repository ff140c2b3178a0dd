import { z } from 'zod';

/**
 * The benefit design of a plan option, as the core system keeps it: what the member pays (deductibles,
 * out-of-pocket maximums, copays and coinsurance by service) and which procedures need precertification.
 * Stored as JSON in benefit_plans.design; the benefit summary PDF and the CPT lookup are generated from it.
 */

/** The service categories cost shares are given for, in the order the benefit summary lists them. */
export const serviceCategories = [
  'primaryCareVisit',
  'specialistVisit',
  'preventiveCare',
  'telehealth',
  'urgentCare',
  'emergencyRoom',
  'ambulance',
  'inpatientHospital',
  'outpatientSurgery',
  'advancedImaging',
  'labAndXray',
  'diagnosticTests',
  'physicalTherapy',
  'mentalHealthOutpatient',
  'mentalHealthInpatient',
  'maternity',
  'durableMedicalEquipment',
  'chemotherapyRadiation',
  'officeAdministeredDrugs',
  'skilledNursing',
  'homeHealth',
  'otherServices',
  'rxGeneric',
  'rxPreferredBrand',
  'rxNonPreferredBrand',
  'rxSpecialty',
] as const;
export type ServiceCategory = (typeof serviceCategories)[number];

export const serviceCategoryLabels: Record<ServiceCategory, string> = {
  primaryCareVisit: 'Primary care visit',
  specialistVisit: 'Specialist visit',
  preventiveCare: 'Preventive care, screenings and immunizations',
  telehealth: 'Telehealth visit',
  urgentCare: 'Urgent care center',
  emergencyRoom: 'Emergency room',
  ambulance: 'Emergency ambulance',
  inpatientHospital: 'Inpatient hospital stay',
  outpatientSurgery: 'Outpatient surgery (facility and surgeon)',
  advancedImaging: 'Advanced imaging (MRI, CT, PET)',
  labAndXray: 'Lab tests and X-rays',
  diagnosticTests: 'Other diagnostic tests (sleep studies, heart ultrasound, nerve studies)',
  physicalTherapy: 'Physical, occupational and speech therapy',
  mentalHealthOutpatient: 'Mental health and substance use, outpatient',
  mentalHealthInpatient: 'Mental health and substance use, inpatient',
  maternity: 'Maternity (delivery and facility)',
  durableMedicalEquipment: 'Durable medical equipment, orthotics and supplies',
  chemotherapyRadiation: 'Chemotherapy and radiation therapy',
  officeAdministeredDrugs: 'Drugs given in the office or infusion center',
  skilledNursing: 'Skilled nursing facility',
  homeHealth: 'Home health care',
  otherServices: 'Other covered medical services',
  rxGeneric: 'Prescription drugs, tier 1 (generic)',
  rxPreferredBrand: 'Prescription drugs, tier 2 (preferred brand)',
  rxNonPreferredBrand: 'Prescription drugs, tier 3 (non-preferred brand)',
  rxSpecialty: 'Prescription drugs, tier 4 (specialty)',
};

const dollars = z.number().int().nonnegative();

/** What the member pays for one service in one tier: a copay, a coinsurance, or both (copay first). */
export const CostShareSchema = z.object({
  isCovered: z.boolean(),
  /** Dollars per visit, service, day or fill; null when none. */
  copay: dollars.nullable(),
  /** Percent of the allowed amount the member pays; null when none. */
  coinsurancePercent: z.number().int().min(0).max(100).nullable(),
  isDeductibleApplied: z.boolean(),
  /** Limits and conditions ("per day, days 1-5", "30 visits a year"). */
  note: z.string().optional(),
});
export type CostShare = z.infer<typeof CostShareSchema>;

export const TieredCostShareSchema = z.object({ inNetwork: CostShareSchema, outOfNetwork: CostShareSchema });
export type TieredCostShare = z.infer<typeof TieredCostShareSchema>;

const IndividualFamilySchema = z.object({ individual: dollars, family: dollars });
/** outOfNetwork is null when the plan pays nothing out of network (HMO, EPO) but emergencies. */
const TierAmountsSchema = z.object({ inNetwork: IndividualFamilySchema, outOfNetwork: IndividualFamilySchema.nullable() });

/** CPT or HCPCS codes from..to, both included, compared as text of the same length (70540..70553, E0250..E0373). */
export const CodeRangeSchema = z
  .object({ from: z.string().regex(/^[A-Z0-9]{5}$/), to: z.string().regex(/^[A-Z0-9]{5}$/) })
  .refine((range) => range.from <= range.to, 'A code range runs from its lower to its upper code.');
export type CodeRange = z.infer<typeof CodeRangeSchema>;

/** The category names a precertification rule answers with (spec 2 §3: map of category name to HTML text). */
export const precertCategoryNames = {
  precertification: 'Precertification',
  siteOfCare: 'Site of Care',
  clinicalCriteria: 'Clinical Criteria',
  benefitNotes: 'Benefit Notes',
} as const;

/** Which codes need precertification and what the provider must know about them (texts are HTML). */
export const PrecertRuleSchema = z.object({
  id: z.string(),
  /** Plain text, for the PDF: "Advanced imaging (MRI, CT, PET)". */
  label: z.string(),
  codeRanges: z.array(CodeRangeSchema).min(1),
  categoryTexts: z.record(z.string(), z.string()),
});
export type PrecertRule = z.infer<typeof PrecertRuleSchema>;

export const BenefitDesignSchema = z.object({
  planOptionName: z.string(),
  planType: z.enum(['PPO', 'HMO', 'EPO', 'POS']),
  /** One sentence on how the plan works, for page 1 of the summary. */
  overview: z.string(),
  isReferralRequired: z.boolean(),
  /** A family member's costs stop counting toward the family deductible once the individual one is met. */
  isDeductibleEmbedded: z.boolean(),
  deductible: TierAmountsSchema,
  outOfPocketMaximum: TierAmountsSchema,
  costShares: z.record(z.enum(serviceCategories), TieredCostShareSchema),
  precertRules: z.array(PrecertRuleSchema),
});
export type BenefitDesign = z.infer<typeof BenefitDesignSchema>;

const money = (amount: number) => `$${amount.toLocaleString('en-US')}`;

/** "$20 copay", "20% coinsurance after deductible", "No charge", "Not covered" — plain text for PDF and HTML. */
export function describeCostShare(share: CostShare): string {
  if (!share.isCovered) return 'Not covered';
  const parts: string[] = [];
  if (share.copay) parts.push(`${money(share.copay)} copay`);
  if (share.coinsurancePercent) parts.push(`${share.coinsurancePercent}% coinsurance`);
  let text = parts.length === 0 ? 'No charge' : parts.join(', then ');
  if (share.isDeductibleApplied) text += ' after deductible';
  return share.note ? `${text} (${share.note})` : text;
}

export function describeAmounts(amounts: { individual: number; family: number } | null): { individual: string; family: string } {
  if (!amounts) return { individual: 'Not covered', family: 'Not covered' };
  return { individual: money(amounts.individual), family: money(amounts.family) };
}

/** Whether a code lies in a range: same length and between the bounds as text. */
export function isCodeInRange(code: string, range: CodeRange): boolean {
  const normalized = code.toUpperCase();
  return normalized.length === range.from.length && range.from <= normalized && normalized <= range.to;
}

/** The plan's rules that cover `code`, in the plan's order. */
export function precertRulesFor(design: BenefitDesign, code: string): PrecertRule[] {
  return design.precertRules.filter((rule) => rule.codeRanges.some((range) => isCodeInRange(code, range)));
}

/** "70540-70553" or "E0601" for a range. */
export const formatCodeRange = (range: CodeRange) => (range.from === range.to ? range.from : `${range.from}-${range.to}`);
