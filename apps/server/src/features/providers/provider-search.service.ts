import { providerSearchFlags, type ProviderSearchQuery, type ProviderSearchResponse } from '@portal/contracts';
import { TtlCache } from '../../cache/ttl-cache.js';
import type { Clock } from '../../clock.js';
import type { DirectoryCriteria, DirectoryRow, ProviderDirectoryRepository } from './provider-directory.repository.js';
import { type LocationViewer, visibleTaxId } from '../../access/tax-id-visibility.js';

export type ProviderSearchService = ReturnType<typeof createProviderSearchService>;

const hasFlag = (flags: number, flag: number) => (flags & flag) === flag;

/** Letters and digits of the term, lower-cased, split into words ("Mary-Ann o'Neil" → mary, ann, o, neil). */
export function nameWords(name: string): string[] {
  return name
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word !== '');
}

function toResult(row: DirectoryRow, isAssociationIncluded: boolean, viewer: LocationViewer) {
  return {
    locationId: row.locationId,
    npi: row.npi,
    fullName: row.fullName,
    taxId: visibleTaxId(row.taxId, row.associationStatus, viewer),
    address1: row.address1,
    address2: row.address2 ?? '',
    city: row.city,
    state: row.state,
    zipCode: row.zipCode,
    isFacility: row.isFacility,
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
export function createProviderSearchService(deps: { providerDirectoryRepository: ProviderDirectoryRepository; clock: Clock }) {
  const { providerDirectoryRepository, clock } = deps;
  // The directory is reference data that changes by import, not by users: a page of it may be reused for a
  // minute by everyone. Each account's associations are laid over it fresh on every search.
  const directoryPages = new TtlCache<Promise<{ rows: DirectoryRow[]; totalRows: number }>>(60_000, 2_000, 'provider-directory');

  function directoryPage(criteria: DirectoryCriteria, limit: number, offset: number) {
    const key = JSON.stringify([criteria, limit, offset]);
    const now = clock.now().getTime();
    let page = directoryPages.get(key, now);
    if (!page) {
      page = providerDirectoryRepository.searchDirectory(criteria, limit, offset);
      directoryPages.set(key, page, now);
      // A failed read is not kept: the caller gets the error, the next search asks again.
      page.catch(() => directoryPages.delete(key));
    }
    return page;
  }

  async function withAssociations(accountId: number, found: { rows: DirectoryRow[]; totalRows: number }) {
    const associations = await providerDirectoryRepository.associationsOf(
      accountId,
      found.rows.map((row) => row.locationId),
    );
    const byLocation = new Map(associations.map((association) => [association.locationId, association]));
    const rows = found.rows.map((row) => {
      const association = byLocation.get(row.locationId);
      return { ...row, associationStatus: association?.associationStatus ?? null, favorite: association?.favorite ?? null };
    });
    return { rows, totalRows: found.totalRows };
  }

  /** Directory-only searches (no association filter) go through the shared page cache. */
  async function find(
    accountId: number,
    criteria: DirectoryCriteria,
    page: { isRemovedOnly: boolean; isFavoritesOnly: boolean; limit: number; offset: number },
  ) {
    if (page.isRemovedOnly || page.isFavoritesOnly) return providerDirectoryRepository.search({ ...page, accountId, criteria });
    return withAssociations(accountId, await directoryPage(criteria, page.limit, page.offset));
  }

  return {
    /** The tax IDs answer as `viewer` may see them (tax-id-visibility.ts). */
    async search(viewer: LocationViewer, query: ProviderSearchQuery): Promise<ProviderSearchResponse> {
      const { accountId } = viewer;
      const page = {
        isRemovedOnly: hasFlag(query.flags, providerSearchFlags.includeRemovedOnly),
        isFavoritesOnly: hasFlag(query.flags, providerSearchFlags.includeFavoritesOnly),
        limit: query.pageSize,
        offset: query.pageNumber * query.pageSize,
      };
      const isAssociationIncluded = hasFlag(query.flags, providerSearchFlags.includeAssociations);
      const answer = (found: { rows: DirectoryRow[]; totalRows: number }) => ({
        results: found.rows.map((row) => toResult(row, isAssociationIncluded, viewer)),
        totalRows: found.totalRows,
      });

      if (query.npi !== undefined) {
        return answer(await find(accountId, { kind: 'npi', npiPrefix: query.npi }, page));
      }
      const name = query.name ?? '';
      const words = nameWords(name);
      if (words.length > 0) {
        const criteria: DirectoryCriteria = { kind: 'name', words, state: query.state };
        const found = await find(accountId, criteria, page);
        if (found.totalRows > 0) return answer(found);
      }
      const contains: DirectoryCriteria = { kind: 'contains', text: name.toLowerCase(), state: query.state };
      return answer(await find(accountId, contains, page));
    },
  };
}
