import { z } from 'zod';
import { memberAreaMessages } from './member-area-messages.js';
import { usDateFormat, usDateToIso } from './dates.js';
import { MemberQhidSchema, MemberSearchRequestSchema } from './member-search.js';

const text = memberAreaMessages.benefits;

/** GET member/{id}/coverage (spec 2 §3 Coverage info): the member's coverage periods, newest first; YYYY-MM-DD. */
export const CoveragePeriodSchema = z.object({ planOptionName: z.string(), effectiveDate: z.string(), termDate: z.string() });
export type CoveragePeriod = z.infer<typeof CoveragePeriodSchema>;
export const CoverageResponseSchema = z.array(CoveragePeriodSchema);

/** The benefits lookup modal's start date (spec 2 §5): required, ##/##/#### (minimum length 10), a real date. */
export const startDateMask = '##/##/####';
export function startDateError(value: string): string | null {
  if (value.trim() === '') return memberAreaMessages.memberSearch.required;
  if (value.length < usDateFormat.length) return text.startDateMinLength;
  return usDateToIso(value) ? null : memberAreaMessages.memberSearch.dobFormat;
}

const ExpectedServiceDateSchema = z
  .string()
  .trim()
  .refine((value) => startDateError(value) === null, { message: memberAreaMessages.memberSearch.dobFormat });

/** POST auth/member/search/ (spec 2 §7): the member search plus the expected start date of service (MM/DD/YYYY). */
export const AuthMemberSearchRequestSchema = MemberSearchRequestSchema.extend({ expectedServiceDate: ExpectedServiceDateSchema });
export type AuthMemberSearchRequest = z.input<typeof AuthMemberSearchRequestSchema>;

/**
 * hasCoverage: a coverage period contains the date; phoneNumber: the group's toll-free Care Coordinator number;
 * isSecureGroup: no coverage information is given and no authorization may be created by the provider.
 */
export const AuthMemberSearchResponseSchema = z.object({
  qhid: z.number().int(),
  hasCoverage: z.boolean(),
  phoneNumber: z.string(),
  isSecureGroup: z.boolean(),
});
export type AuthMemberSearchResponse = z.infer<typeof AuthMemberSearchResponseSchema>;

/** POST auth/coverage/ (spec 2 §7, spec 3 §5). */
export const CoverageCheckRequestSchema = z.object({ qhid: MemberQhidSchema, expectedServiceDate: ExpectedServiceDateSchema });
export type CoverageCheckRequest = z.input<typeof CoverageCheckRequestSchema>;
export const CoverageCheckResponseSchema = z.object({ hasCoverage: z.boolean(), phoneNumber: z.string() });
export type CoverageCheckResponse = z.infer<typeof CoverageCheckResponseSchema>;

/** GET member/benefitssummary?qhid= → the URL (under /api) of the member's benefit summary PDF. */
export const BenefitSummaryQuerySchema = z.object({ qhid: MemberQhidSchema });
export const BenefitSummaryResponseSchema = z.object({ url: z.string() });
export const benefitSummaryFileName = 'BenefitsSummary.pdf';

/** GET benefit/getPrecertTextByCPTCode/{qhid}/{code}: category name → HTML text (spec 2 §2.10). */
export const PrecertParamsSchema = z.object({
  qhid: MemberQhidSchema,
  code: z.string().regex(/^[A-Za-z0-9]{4,7}$/, 'A procedure code has 4 to 7 letters or digits.'),
});
export const PrecertResponseSchema = z.record(z.string(), z.string());
export type PrecertResponse = z.infer<typeof PrecertResponseSchema>;

/** Benefits-lookup resources read per member. */
export const benefitsResourceKeys = { lookupMessage: 'EP.BenefitsLookupMessage', noCoverage: 'EP.NoCoverage' } as const;

/** An amount met so far against its limit, in dollars. */
const AccumulatorSchema = z.object({ met: z.number(), limit: z.number() });

/**
 * GET benefit/accumulators/{qhid} (issue 17): the member's individual in-network deductible and out-of-pocket
 * maximum, and how much of each is met in the plan year (dates YYYY-MM-DD).
 */
export const BenefitAccumulatorsSchema = z.object({
  planYearStart: z.string(),
  planYearEnd: z.string(),
  deductible: AccumulatorSchema,
  outOfPocket: AccumulatorSchema,
});
export type BenefitAccumulators = z.infer<typeof BenefitAccumulatorsSchema>;
export const BenefitAccumulatorsParamsSchema = z.object({ qhid: MemberQhidSchema });
