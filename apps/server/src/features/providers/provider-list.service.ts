import {
  associationStatuses,
  type FavoriteRequest,
  type FavoriteResponse,
  messages,
  type ProviderAssociation,
  type ProviderAssociationSortColumn,
  providerAssociationSortColumns,
  providerLimits,
} from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { ConflictError, NotFoundError, ValidationError } from '../../errors.js';
import type { AuditLog } from '../../audit/audit-log.js';
import { visibleTaxId } from '../../access/tax-id-visibility.js';
import type { ProviderActor } from '../../access/provider-actor.js';
import type { ProviderDirectoryRepository } from './provider-directory.repository.js';
import type { ProviderListRepository } from './provider-list.repository.js';
import { providerAuditActions, providerAuditOutcomes } from './providers-audit.js';

export type ProviderListService = ReturnType<typeof createProviderListService>;

export interface ProviderListRequest {
  sortClause: string;
  pageSize: number | undefined;
  pageNumber: number;
}

function parseSortClause(sortClause: string): { sortColumn: ProviderAssociationSortColumn; isDescending: boolean } {
  const [column = '', direction = 'asc'] = sortClause.trim().split(/\s+/);
  const sortColumn = providerAssociationSortColumns.find((name) => name.toLowerCase() === column.toLowerCase()) ?? 'fullName';
  return { sortColumn, isDescending: direction.toLowerCase() === 'desc' };
}

/**
 * Your Providers (spec 2 §2.4, §4 provider list): the effective account's own associations. Every read and
 * change is limited to rows of `actor.accountId`; another account's association answers 404, as a missing one.
 */
export function createProviderListService(deps: {
  providerListRepository: ProviderListRepository;
  providerDirectoryRepository: ProviderDirectoryRepository;
  audit: AuditLog;
  clock: Clock;
}) {
  const { providerListRepository, providerDirectoryRepository, audit, clock } = deps;

  function record(actor: ProviderActor, action: string, outcome: string, details: Record<string, unknown>) {
    return audit.record({
      actorAccountId: actor.signedInAccountId,
      onBehalfOfAccountId: actor.onBehalfOfAccountId,
      subjectAccountId: actor.accountId,
      userName: actor.userName,
      action,
      outcome,
      clientAddress: actor.clientAddress,
      details,
    });
  }

  async function list(accountId: number, request: ProviderListRequest): Promise<ProviderAssociation[]> {
    const limit = request.pageSize;
    const rows = await providerListRepository.listVisible(accountId, {
      ...parseSortClause(request.sortClause),
      limit,
      offset: limit === undefined ? 0 : request.pageNumber * limit,
    });
    const viewer = { accountId, isEmployee: false };
    return rows.map((row) => ({
      ...row,
      taxId: visibleTaxId(row.taxId, row.associationStatus, viewer),
      addDate: row.addDate.toISOString(),
      address2: row.address2 ?? '',
    }));
  }

  return {
    list,

    async setFavorite(actor: ProviderActor, request: FavoriteRequest): Promise<FavoriteResponse> {
      // The account row lock serialises toggles of one account, so two at once cannot pass the limit together.
      // Audit entries are written after the transaction: PGlite runs one statement at a time outside it.
      const outcome = await providerListRepository.transaction(async (repository) => {
        await repository.lockAccount(actor.accountId);
        const [current] = await repository.findOwn(actor.accountId, [request.associationId]);
        if (!current || current.associationStatus === associationStatuses.removed) throw new NotFoundError(messages.providers.associationNotFound);
        const favoriteCount = await repository.countFavorites(actor.accountId);
        if (current.favorite === request.favorite) return { current, favoriteCount, isChanged: false, isOverLimit: false };
        if (request.favorite && favoriteCount >= providerLimits.favoritesMax) return { current, favoriteCount, isChanged: false, isOverLimit: true };
        await repository.setFavorite(current.associationId, request.favorite, clock.now());
        return { current, favoriteCount: favoriteCount + (request.favorite ? 1 : -1), isChanged: true, isOverLimit: false };
      });
      const { current, favoriteCount } = outcome;
      if (outcome.isOverLimit) {
        await record(actor, providerAuditActions.favoriteChange, providerAuditOutcomes.favoritesLimit, { associationId: current.associationId, favoriteCount });
        throw new ConflictError(messages.yourProviders.favoriteLimit(providerLimits.favoritesMax));
      }
      if (outcome.isChanged) {
        await record(actor, providerAuditActions.favoriteChange, providerAuditOutcomes.success, {
          associationId: current.associationId,
          locationId: current.locationId,
          before: { favorite: current.favorite },
          after: { favorite: request.favorite },
        });
      }
      return { associationId: current.associationId, favorite: request.favorite, favoriteCount };
    },

    /** Requested associations for the locations; active and requested ones stay, Removed ones are requested again. */
    async saveTempProviders(actor: ProviderActor, locationIds: readonly number[]): Promise<ProviderAssociation[]> {
      const wanted = [...new Set(locationIds)];
      const existing = new Set(await providerDirectoryRepository.findExistingLocationIds(wanted));
      if (wanted.some((locationId) => !existing.has(locationId))) throw new ValidationError(messages.providers.locationNotFound);
      const { removed, insertedIds } = await providerListRepository.transaction(async (repository) => {
        await repository.lockAccount(actor.accountId);
        const current = await repository.findOwnByLocations(actor.accountId, wanted);
        const known = new Set(current.map((row) => row.locationId));
        const now = clock.now();
        const removedRows = current.filter((row) => row.associationStatus === associationStatuses.removed);
        await repository.requestAgain(
          removedRows.map((row) => row.associationId),
          now,
        );
        const inserted = await repository.insertRequested(
          actor.accountId,
          wanted.filter((locationId) => !known.has(locationId)),
          now,
        );
        return { removed: removedRows, insertedIds: inserted };
      });
      const changedIds = new Set([...removed.map((row) => row.associationId), ...insertedIds]);
      if (changedIds.size === 0) return [];
      await record(actor, providerAuditActions.associationsRequested, providerAuditOutcomes.success, {
        associationIds: [...changedIds],
        before: removed.map((row) => ({ associationId: row.associationId, locationId: row.locationId, associationStatus: row.associationStatus })),
        after: { associationStatus: associationStatuses.requested },
      });
      const rows = await list(actor.accountId, { sortClause: 'fullName asc', pageSize: undefined, pageNumber: 0 });
      return rows.filter((row) => changedIds.has(row.associationId));
    },

    /** Delete on the provider list: own rows to Removed (spec 2 §4, §8). */
    async removeAssociations(actor: ProviderActor, associationIds: readonly number[]): Promise<{ message: string; changed: number }> {
      const wanted = [...new Set(associationIds)];
      const removed = await providerListRepository.transaction(async (repository) => {
        const current = await repository.findOwn(actor.accountId, wanted);
        if (current.length !== wanted.length) throw new NotFoundError(messages.providers.associationNotFound);
        const toRemove = current.filter((row) => row.associationStatus !== associationStatuses.removed);
        await repository.setStatus(
          toRemove.map((row) => row.associationId),
          associationStatuses.removed,
          clock.now(),
        );
        return toRemove;
      });
      if (removed.length > 0) {
        await record(actor, providerAuditActions.associationsRemoved, providerAuditOutcomes.success, {
          changes: removed.map((row) => ({
            associationId: row.associationId,
            locationId: row.locationId,
            before: { associationStatus: row.associationStatus, favorite: row.favorite },
            after: { associationStatus: associationStatuses.removed, favorite: false },
          })),
        });
      }
      return { message: messages.yourProviders.deleted, changed: removed.length };
    },
  };
}
