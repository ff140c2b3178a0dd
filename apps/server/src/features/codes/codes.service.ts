import type { CodeSearchResponse, CodeSet } from '@portal/contracts';
import type { CodeSearch } from '../../adapters/code-search/code-search.js';
import { ForbiddenError } from '../../errors.js';

export type CodesService = ReturnType<typeof createCodesService>;

/**
 * Code lookups of the benefits lookup and the authorization wizard. Codes are not member data: any signed-in user
 * but a limited one (pending approval, who reaches none of those pages) may search.
 */
export function createCodesService(deps: { codeSearch: CodeSearch }) {
  return {
    search(caller: { isLimited: boolean }, codeSet: CodeSet, q: string, page: number): Promise<CodeSearchResponse> {
      if (caller.isLimited) throw new ForbiddenError();
      return deps.codeSearch.search(codeSet, q, page);
    },
  };
}
