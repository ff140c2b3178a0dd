import { codesApiPaths } from '@portal/contracts';
import type { CodeSearchResponse, CodeSet, IcdHit, ProcedureHit } from '@portal/contracts';
import { apiRequest } from './http-client';

type HitOf<Set extends CodeSet> = Set extends 'icd10' ? IcdHit : ProcedureHit;

/** GET /api/codes/{codeSet}/?q=&page= (architecture: the CodeSearch adapter), 20 hits a page from page 0. */
export function searchCodes<Set extends CodeSet>(codeSet: Set, q: string, page = 0): Promise<CodeSearchResponse<HitOf<Set>>> {
  return apiRequest<CodeSearchResponse<HitOf<Set>>>(codesApiPaths.search(codeSet, q, page));
}
