import { z } from 'zod';
import { RecentAuthorizationsParamsSchema, RecentAuthorizationsResponseSchema } from './duplicate-check.js';
import { access, endpoint } from './endpoint.js';
import { MemberQhidSchema } from './member-search.js';
import { MriProviderSpecialtyParamsSchema, MriProviderSpecialtyResponseSchema } from './mri-questionnaire.js';
import {
  AutoApprovalParamsSchema,
  AutoApprovalQuerySchema,
  AutoApprovalResponseSchema,
  CptListParamsSchema,
  CptListResponseSchema,
  GlobalNoAuthListsSchema,
  IdempotencyHeadersSchema,
  MaternityAssessmentSchema,
  RequestTypesSchema,
  SaveAuthorizationRequestSchema,
  SaveAuthorizationResponseSchema,
} from './submit-authorization.js';

const tag = 'submit-authorization';
/**
 * Submit Authorizations: the provider's own staff only. Not open to impersonating employees (like the coverage
 * check it rests on, a request is submitted by the provider's staff), nor to limited users and employees.
 */
const providerOnly = access.provider();

/** The Submit Authorizations wizard's calls (spec 3 §7). */
export const submitAuthorizationEndpoints = {
  workflows: endpoint({ method: 'GET', path: '/auth/workflows/', access: providerOnly, response: RequestTypesSchema, tag, summary: 'The request types.' }),
  cptList: endpoint({
    method: 'GET',
    path: '/lookup/getCptListByCategoryDetailId/:id',
    access: providerOnly,
    params: CptListParamsSchema,
    response: CptListResponseSchema,
    tag,
    summary: 'The CPT codes of a category (578 MRI, 579 spine).',
  }),
  globalNoAuthLists: endpoint({
    method: 'GET',
    path: '/integration/GetGlobalNoAuthRequiredLists',
    access: providerOnly,
    response: GlobalNoAuthListsSchema,
    tag,
  }),
  mriProviderSpecialty: endpoint({
    method: 'GET',
    path: '/auth/MriProviderSpecialty/:id/',
    access: providerOnly,
    params: MriProviderSpecialtyParamsSchema,
    response: MriProviderSpecialtyResponseSchema,
    tag,
    summary: 'Whether the provider location has an MRI specialty.',
  }),
  autoApproved: endpoint({
    method: 'GET',
    path: '/auth/isAuthAutoApproved/:id',
    access: providerOnly,
    params: AutoApprovalParamsSchema,
    query: AutoApprovalQuerySchema,
    response: AutoApprovalResponseSchema,
    tag,
    summary: 'Whether a request for the code is approved automatically in the group.',
  }),
  recentAuthorizations: endpoint({
    method: 'GET',
    path: '/auth/RecentAerialAuthorizations/:qhid',
    access: providerOnly,
    params: RecentAuthorizationsParamsSchema,
    response: RecentAuthorizationsResponseSchema,
    tag,
    summary: 'The duplicate check: the member’s authorizations the account may see, received recently, newest first.',
  }),
  maternityAssessment: endpoint({
    method: 'GET',
    path: '/auth/maternity/:qhid',
    access: providerOnly,
    params: z.object({ qhid: MemberQhidSchema }),
    response: MaternityAssessmentSchema,
    tag,
    summary: 'The high-risk pregnancy screening questions, with the answers and due date of the member’s existing pregnancy.',
  }),
  save: endpoint({
    method: 'POST',
    path: '/auth/',
    access: providerOnly,
    headers: IdempotencyHeadersSchema,
    body: SaveAuthorizationRequestSchema,
    response: SaveAuthorizationResponseSchema,
    tag,
    summary:
      'Creates the authorization. The Idempotency-Key header names the submission: a retry with the same key answers the authorization the first one created.',
  }),
} as const;
