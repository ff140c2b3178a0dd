import { adminApiPaths } from '@portal/contracts';
import type {
  AccountListRow,
  AccountSearchRequest,
  AddAssociationsRequest,
  AddAssociationsResponseSchema,
  AdminAccount,
  AdminAssociationRow,
  AdminAssociationSearchRequest,
  AssociationStatusChangesRequest,
  AssociationStatusChangesResponseSchema,
  DashboardItem,
  SaveAccountRequest,
  SetTemporaryPasswordRequest,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from './http-client';

type AddAssociationsResponse = z.infer<typeof AddAssociationsResponseSchema>;
type AssociationStatusChangesResponse = z.infer<typeof AssociationStatusChangesResponseSchema>;

/** The admin calls of spec 2 §7; every query key starts with 'admin' so a save can refresh the whole area. */
export const adminQueryKey = ['admin'] as const;

export const dashboardQueryOptions = (isAutoApproved: boolean) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'dashboard', isAutoApproved ? 'autoApproved' : 'manual'],
    queryFn: () => apiRequest<DashboardItem[]>(isAutoApproved ? adminApiPaths.dashboardAutoApproved : adminApiPaths.dashboard),
  });

export const accountSearchQueryOptions = (request: AccountSearchRequest) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'accounts', request],
    queryFn: () => apiRequest<AccountListRow[]>(adminApiPaths.accountsSearch, { method: 'POST', body: request }),
    // The table keeps its rows while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const accountQueryOptions = (helperId: number) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'account', helperId],
    queryFn: () => apiRequest<AdminAccount>(adminApiPaths.account(helperId)),
  });

export const accountAssociationsQueryOptions = (request: AdminAssociationSearchRequest) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'associations', request],
    queryFn: () => apiRequest<AdminAssociationRow[]>(adminApiPaths.associationsSearch, { method: 'POST', body: request }),
    placeholderData: keepPreviousData,
  });

export function saveAccount(request: SaveAccountRequest): Promise<unknown> {
  return apiRequest<unknown>(adminApiPaths.saveAccount, { method: 'POST', body: request });
}

export function setTemporaryPassword(request: SetTemporaryPasswordRequest): Promise<unknown> {
  return apiRequest<unknown>(adminApiPaths.temporaryPassword, { method: 'POST', body: request });
}

export function addAssociations(request: AddAssociationsRequest): Promise<AddAssociationsResponse> {
  return apiRequest<AddAssociationsResponse>(adminApiPaths.associations, { method: 'PUT', body: request });
}

export function changeAssociationStatuses(request: AssociationStatusChangesRequest): Promise<AssociationStatusChangesResponse> {
  return apiRequest<AssociationStatusChangesResponse>(adminApiPaths.associations, { method: 'POST', body: request });
}
