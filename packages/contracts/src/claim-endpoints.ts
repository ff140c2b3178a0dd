import {
  ClaimCodesParamsSchema,
  ClaimCodesResponseSchema,
  ClaimParamsSchema,
  ClaimRecordSchema,
  ClaimsExistParamsSchema,
  ClaimsExistResponseSchema,
  ClaimsSearchRequestSchema,
  ClaimsSearchResponseSchema,
  ClaimsYearsQuerySchema,
  ClaimsYearsResponseSchema,
} from './claims.js';
import { access, endpoint } from './endpoint.js';

const tag = 'claims';
/** View Claims is open to an employee impersonating a provider account (spec 1 §2.1 IMP, spec 2 §4). */
const providerOrImpersonating = access.provider({ impersonation: true });

/** View Claims (spec 2 §2.3, §7 Claims). */
export const claimEndpoints = {
  years: endpoint({
    method: 'GET',
    path: '/claims/years/',
    access: providerOrImpersonating,
    query: ClaimsYearsQuerySchema,
    response: ClaimsYearsResponseSchema,
    tag,
  }),
  search: endpoint({
    method: 'POST',
    path: '/claims/search/',
    access: providerOrImpersonating,
    body: ClaimsSearchRequestSchema,
    response: ClaimsSearchResponseSchema,
    tag,
  }),
  codes: endpoint({
    method: 'GET',
    path: '/claims/codes/:qhid/:claimNumber',
    access: providerOrImpersonating,
    params: ClaimCodesParamsSchema,
    response: ClaimCodesResponseSchema,
    tag,
  }),
  claim: endpoint({
    method: 'GET',
    path: '/claims/claim/:claimNumber',
    access: providerOrImpersonating,
    params: ClaimParamsSchema,
    response: ClaimRecordSchema,
    tag,
    summary: 'One claim at the account’s providers, with its member; another practice’s claim answers like an unknown one (404).',
  }),
  exists: endpoint({
    method: 'GET',
    path: '/claims/getClaimsExist/:qhid',
    access: providerOrImpersonating,
    params: ClaimsExistParamsSchema,
    response: ClaimsExistResponseSchema,
    tag,
  }),
} as const;
