import { providerEndpoints } from '@portal/contracts';
import type {
  FavoriteRequest,
  FavoriteResponse,
  ProviderAssociation,
  ProviderAssociationSearchRequest,
  ProviderAssociationStatusChangeResponse,
  ProviderSearchQueryInput,
  ProviderSearchResponse,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** GET provider/search/ by NPI or by name and state (spec 2 §7); empty values are left out of the query. */
export function searchProviders(query: ProviderSearchQueryInput): Promise<ProviderSearchResponse> {
  const given = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== ''));
  return callEndpoint(providerEndpoints.search, { query: given });
}

export function providerSearchQueryOptions(query: ProviderSearchQueryInput) {
  return queryOptions({
    queryKey: ['providers', 'search', query],
    queryFn: () => searchProviders(query),
    // Keeps the current page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });
}

/** POST provider/search/: the signed-in (or impersonated) account's own associations, Removed excluded. */
export function fetchProviderAssociations(request: ProviderAssociationSearchRequest): Promise<ProviderAssociation[]> {
  return callEndpoint(providerEndpoints.associationList, { body: request });
}

export const providerAssociationsKey = ['providers', 'associations'] as const;

export function providerAssociationsQueryOptions(request: ProviderAssociationSearchRequest) {
  return queryOptions({
    queryKey: [...providerAssociationsKey, request],
    queryFn: () => fetchProviderAssociations(request),
    placeholderData: keepPreviousData,
  });
}

export function setFavorite(request: FavoriteRequest): Promise<FavoriteResponse> {
  return callEndpoint(providerEndpoints.favorite, { body: request });
}

/** POST provider/SaveTempProvider: requested associations with the chosen locations; the list is reloaded after. */
export async function saveTempProvider(locationIds: number[]): Promise<void> {
  await callEndpoint(providerEndpoints.saveTempProvider, { body: { LocationIds: locationIds } });
}

/** Delete on the provider list: the association's status becomes Removed. */
export function removeProviderAssociation(associationId: number): Promise<ProviderAssociationStatusChangeResponse> {
  return callEndpoint(providerEndpoints.changeAssociationStatuses, {
    body: { source: 'providerassociation', statusChanges: [{ associationId, status: 'Removed' }] },
  });
}
