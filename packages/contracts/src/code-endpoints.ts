import { CodeSearchParamsSchema, CodeSearchQuerySchema, CodeSearchResponseSchema } from './codes.js';
import { access, endpoint } from './endpoint.js';

/** Code search over the CodeSearch adapter (architecture: code search). */
export const codeEndpoints = {
  search: endpoint({
    method: 'GET',
    path: '/codes/:codeSet/',
    // Codes are not member data: any signed-in account, employees too, but a limited one (who reaches none of the
    // pages that search them); not while impersonating, as neither Manage Authorizations nor View Claims does.
    access: access.account(),
    params: CodeSearchParamsSchema,
    query: CodeSearchQuerySchema,
    response: CodeSearchResponseSchema,
    tag: 'codes',
    summary: 'ICD-10-CM, CPT or HCPCS codes matching the text, 20 hits a page ({ hits, page, nbHits }).',
  }),
} as const;
