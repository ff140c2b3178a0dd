import { codeEndpoints } from '@portal/contracts';
import type { CodeSearchResponse, CodeSet, IcdHit, ProcedureHit } from '@portal/contracts';
import { callEndpoint } from './http-client';

type HitOf<Set extends CodeSet> = Set extends 'icd10' ? IcdHit : ProcedureHit;

/** GET /api/codes/{codeSet}/?q=&page= (architecture: the CodeSearch adapter), 20 hits a page from page 0. */
export function searchCodes<Set extends CodeSet>(codeSet: Set, q: string, page = 0): Promise<CodeSearchResponse<HitOf<Set>>> {
  // The answer's schema holds both hit shapes in one object (for speed); the code set asked for says which it is.
  return callEndpoint(codeEndpoints.search, { params: { codeSet }, query: { q, page } }) as Promise<CodeSearchResponse<HitOf<Set>>>;
}
