import { providerSearchFlags, type ProviderSearchQuery, type ProviderSearchResponse } from '@portal/contracts';
import type { DirectoryCriteria, DirectoryRow, ProviderDirectoryRepository } from './provider-directory.repository.js';

export type ProviderSearchService = ReturnType<typeof createProviderSearchService>;

const hasFlag = (flags: number, flag: number) => (flags & flag) === flag;

/** Letters and digits of the term, lower-cased, split into words ("Mary-Ann o'Neil" → mary, ann, o, neil). */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function toResult(row: DirectoryRow, isAssociationIncluded: boolean) {
  return {
    locationId: row.locationId,
    npi: row.npi,
    fullName: row.fullName,
    taxId: row.taxId,
    address1: row.address1,
    address2: row.address2 ?? '',
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    favorite: row.favorite ?? false,
    associationStatus: isAssociationIncluded ? row.associationStatus : null,
  };
}

/**
 * The provider directory search of the Add Providers modal (spec 2 §5, §7). By NPI: NPIs that begin with the
 * digits given. By name: locations where every word of the term begins a word of fullName (case-insensitive,
 * "smi" finds "Mary Smith, MD", "eve med" finds "Evergreen Medical Center"); when no name matches that way, names
 * that contain the term anywhere ("ith" finds "Smith"). Sorted by fullName ascending.
 */
export function createProviderSearchService(deps: { providerDirectoryRepository: ProviderDirectoryRepository }) {
  const { providerDirectoryRepository } = deps;

  return {
    async search(accountId: number, query: ProviderSearchQuery): Promise<ProviderSearchResponse> {
      const page = {
        accountId,
        isRemovedOnly: hasFlag(query.flags, providerSearchFlags.includeRemovedOnly),
        isFavoritesOnly: hasFlag(query.flags, providerSearchFlags.includeFavoritesOnly),
        limit: query.pageSize,
        offset: query.pageNumber * query.pageSize,
      };
      const isAssociationIncluded = hasFlag(query.flags, providerSearchFlags.includeAssociations);
      const answer = (found: { rows: DirectoryRow[]; totalRows: number }) => ({
        results: found.rows.map((row) => toResult(row, isAssociationIncluded)),
        totalRows: found.totalRows,
      });

      if (query.npi !== undefined) {
        return answer(await providerDirectoryRepository.search({ ...page, criteria: { kind: 'npi', npiPrefix: query.npi } }));
      }
      const name = query.name ?? '';
      const words = nameWords(name);
      if (words.length > 0) {
        const criteria: DirectoryCriteria = { kind: 'name', words, state: query.state };
        const found = await providerDirectoryRepository.search({ ...page, criteria });
        if (found.totalRows > 0) return answer(found);
      }
      const contains: DirectoryCriteria = { kind: 'contains', text: name.toLowerCase(), state: query.state };
      return answer(await providerDirectoryRepository.search({ ...page, criteria: contains }));
    },
  };
}
