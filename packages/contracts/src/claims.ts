import { z } from 'zod';
import { constants } from './constants.js';
import { MemberQhidSchema } from './member-search.js';

/** Sortable columns of the claims table (spec 2 §2.3); the default sort is dateOfService descending. */
export const claimSortColumns = ['claimNumber', 'providerName', 'dateOfService', 'paidDate', 'chargedAmount', 'allowedAmount', 'paidAmount'] as const;
export type ClaimSortColumn = (typeof claimSortColumns)[number];
export const defaultClaimSortClause = 'dateOfService desc';

const sortClausePattern = new RegExp(`^(${claimSortColumns.join('|')}) (asc|desc)$`);

export const ClaimsYearsQuerySchema = z.object({ qhid: MemberQhidSchema });
/** GET claims/years/?qhid=: years with claims the account may see, newest first. */
export const ClaimsYearsResponseSchema = z.array(z.number().int());

/** POST claims/search/ (spec 2 §7; shape designed here): HelperId is the member qhid, PageNumber from 0. */
export const ClaimsSearchRequestSchema = z.object({
  HelperId: MemberQhidSchema,
  Year: z.coerce.number().int().min(1900, 'Year is not valid.').max(2999, 'Year is not valid.'),
  PageSize: z
    .number()
    .int()
    .refine((value) => (constants.tablePageSizes as readonly number[]).includes(value), 'Page size is one of 10, 25, 50, 100.')
    .default(constants.tablePageSizes[0]),
  PageNumber: z.number().int().min(0, 'Page number is 0 or more.').max(100_000, 'Page number is too large.').default(0),
  SortClause: z
    .string()
    .regex(sortClausePattern, `Sort by one of ${claimSortColumns.join(', ')}, then asc or desc.`)
    .default(defaultClaimSortClause),
});
export type ClaimsSearchRequest = z.input<typeof ClaimsSearchRequestSchema>;

/** A claim row (spec 2 §3); dates YYYY-MM-DD, amounts in US dollars. */
export const ClaimSchema = z.object({
  claimNumber: z.string(),
  providerName: z.string(),
  dateOfService: z.string(),
  dateOfServiceEnd: z.string(),
  paidDate: z.string().nullable(),
  chargedAmount: z.number(),
  allowedAmount: z.number(),
  paidAmount: z.number(),
  placeOfService: z.string(),
  allLinesComplete: z.boolean(),
  showEob: z.boolean(),
});
export type Claim = z.infer<typeof ClaimSchema>;

/**
 * A claim's status as the portal shows it (issue 17). The core system sends none, so it is read from the claim:
 * Incomplete while a line is not final (the row offers no View, spec 2 §2.3), Paid once it has a paid date.
 */
export const claimStatuses = { paid: 'Paid', notPaid: 'Not Paid', incomplete: 'Incomplete' } as const;
export type ClaimStatus = (typeof claimStatuses)[keyof typeof claimStatuses];

export function claimStatusOf(claim: Pick<Claim, 'paidDate' | 'allLinesComplete'>): ClaimStatus {
  if (!claim.allLinesComplete) return claimStatuses.incomplete;
  return claim.paidDate ? claimStatuses.paid : claimStatuses.notPaid;
}
export const ClaimsSearchResponseSchema = z.object({ claims: z.array(ClaimSchema), totalRows: z.number().int() });
export type ClaimsSearchResponse = z.infer<typeof ClaimsSearchResponseSchema>;

/** A claim number as claims carry it: 1 to 30 letters, digits or dashes. */
export const ClaimNumberSchema = z.string().regex(/^[A-Za-z0-9-]{1,30}$/, 'A claim number has 1 to 30 letters, digits or dashes.');
export const ClaimCodesParamsSchema = z.object({ qhid: MemberQhidSchema, claimNumber: ClaimNumberSchema });

/** GET claims/claim/{claimNumber}: one claim the account may see, with its member (the claim's address, issue 34). */
export const ClaimParamsSchema = z.object({ claimNumber: ClaimNumberSchema });
export const ClaimRecordSchema = z.object({ qhid: z.number().int(), claim: ClaimSchema });
export type ClaimRecord = z.infer<typeof ClaimRecordSchema>;
export const ClaimCodeSchema = z.object({ code: z.string(), description: z.string() });
/** GET claims/codes/{qhid}/{claimNumber}: procedure and ICD-10 codes in claim order; the first of each is primary. */
export const ClaimCodesResponseSchema = z.object({ cpt: z.array(ClaimCodeSchema), icd: z.array(ClaimCodeSchema) });
export type ClaimCodesResponse = z.infer<typeof ClaimCodesResponseSchema>;

export const ClaimsExistParamsSchema = z.object({ qhid: MemberQhidSchema });
/**
 * GET claims/getClaimsExist/{qhid}: how many claims of the member the account may see, and whether the account has
 * any active provider association (which picks the empty-state message of spec 2 §2.3).
 */
export const ClaimsExistResponseSchema = z.object({ count: z.number().int(), hasActiveAssociations: z.boolean() });
export type ClaimsExistResponse = z.infer<typeof ClaimsExistResponseSchema>;
