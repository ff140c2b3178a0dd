import { providerApiPaths } from '@portal/contracts';
import type {
  FavoriteRequest,
  FavoriteResponse,
  ProviderAssociation,
  ProviderAssociationSearchRequest,
  ProviderAssociationStatusChangeRequest,
  ProviderAssociationStatusChangeResponse,
  ProviderSearchQueryInput,
  ProviderSearchResponse,
  SaveTempProviderRequest,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { apiRequest } from './http-client';

/** GET provider/search/ by NPI or by name and state (spec 2 §7); empty values are left out of the query. */
export function searchProviders(query: ProviderSearchQueryInput): Promise<ProviderSearchResponse> {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  return apiRequest<ProviderSearchResponse>(`${providerApiPaths.search}?${params.toString()}`);
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
  return apiRequest<ProviderAssociation[]>(providerApiPaths.search, { method: 'POST', body: request });
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
  return apiRequest<FavoriteResponse>(providerApiPaths.favorite, { method: 'POST', body: request });
}

/** POST provider/SaveTempProvider: requested associations with the chosen locations; the list is reloaded after. */
export async function saveTempProvider(locationIds: number[]): Promise<void> {
  const request: SaveTempProviderRequest = { LocationIds: locationIds };
  await apiRequest<unknown>(providerApiPaths.saveTempProvider, { method: 'POST', body: request });
}

/** Delete on the provider list: the association's status becomes Removed. */
export function removeProviderAssociation(associationId: number): Promise<ProviderAssociationStatusChangeResponse> {
  const request: ProviderAssociationStatusChangeRequest = { source: 'providerassociation', statusChanges: [{ associationId, status: 'Removed' }] };
  return apiRequest<ProviderAssociationStatusChangeResponse>(providerApiPaths.associations, { method: 'POST', body: request });
}
