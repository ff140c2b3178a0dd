import { ForbiddenError } from '../errors.js';
import type { ProviderAccessRepository } from './provider-access.repository.js';

export type ProviderAccess = ReturnType<typeof createProviderAccess>;

/**
 * The association access rule, written once (issue 4, architecture: security rules): an account may see member
 * data (claims, authorizations) of a provider location only while it has an association in status
 * 'active' with it; requested and Removed ones give no access. Callers pass the session's
 * EFFECTIVE account id (`request.session.effectiveAccountId`), so an impersonating employee gets exactly the
 * provider account's access and nothing of their own.
 */
export function createProviderAccess(deps: { providerAccessRepository: ProviderAccessRepository }) {
  const { providerAccessRepository } = deps;
  // Requests of one account that arrive while its associations are being read share that read (a table page
  // clicked through, the years and exists calls of one search): never older than the read in flight, no cache.
  const readsInFlight = new Map<number, Promise<number[]>>();

  return {
    /** The location ids the account may see data of, ascending. */
    activeLocationIds(accountId: number): Promise<number[]> {
      let read = readsInFlight.get(accountId);
      if (!read) {
        read = providerAccessRepository.findActiveLocationIds(accountId).finally(() => readsInFlight.delete(accountId));
        readsInFlight.set(accountId, read);
      }
      return read;
    },

    /** The directory locations with one of `npis` whose data the account may see and submit for, by location id. */
    activeDirectoryLocations: (accountId: number, npis: readonly string[]) => providerAccessRepository.findActiveDirectoryLocations(accountId, npis),

    /** Throws 403 unless the account has an active association with every one of `locationIds`. */
    async requireLocationAccess(accountId: number, locationIds: readonly number[]): Promise<void> {
      if (locationIds.length === 0) return;
      const allowed = new Set(await providerAccessRepository.findActiveLocationIds(accountId));
      if (!locationIds.every((locationId) => allowed.has(locationId))) throw new ForbiddenError();
    },
  };
}
