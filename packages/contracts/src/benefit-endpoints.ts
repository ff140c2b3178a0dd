import { z } from 'zod';
import {
  BenefitAccumulatorsParamsSchema,
  BenefitAccumulatorsSchema,
  BenefitSummaryQuerySchema,
  BenefitSummaryResponseSchema,
  benefitSummaryFileName,
  PrecertParamsSchema,
  PrecertResponseSchema,
} from './benefits.js';
import { access, endpoint } from './endpoint.js';
import { MemberQhidSchema } from './member-search.js';

const tag = 'benefits';
/** Benefits Lookup's calls: not while impersonating (only Manage Authorizations and View Claims are, spec 2 §6). */
const providerOnly = access.provider();

/** The benefit summary and precertification lookups of Benefits Lookup (spec 2 §2.2, §2.10, §7). */
export const benefitEndpoints = {
  summaryUrl: endpoint({
    method: 'GET',
    path: '/member/benefitssummary',
    access: providerOnly,
    query: BenefitSummaryQuerySchema,
    response: BenefitSummaryResponseSchema,
    tag,
    summary: 'The URL (under /api) of the member’s benefit summary PDF.',
  }),
  summaryPdf: endpoint({
    method: 'GET',
    path: `/member/benefitssummary/:qhid/${benefitSummaryFileName}`,
    access: providerOnly,
    params: z.object({ qhid: MemberQhidSchema }),
    response: 'file',
    tag,
    summary: 'The benefit summary PDF itself (application/pdf).',
  }),
  accumulators: endpoint({
    method: 'GET',
    path: '/benefit/accumulators/:qhid',
    access: providerOnly,
    params: BenefitAccumulatorsParamsSchema,
    response: BenefitAccumulatorsSchema,
    tag,
    summary: 'Deductible and out-of-pocket maximum met so far in the plan year.',
  }),
  precert: endpoint({
    method: 'GET',
    path: '/benefit/getPrecertTextByCPTCode/:qhid/:code',
    access: providerOnly,
    params: PrecertParamsSchema,
    response: PrecertResponseSchema,
    tag,
  }),
} as const;
