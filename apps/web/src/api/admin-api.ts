import { adminEndpoints as endpoints } from '@portal/contracts';
import type {
  AccountSearchRequest,
  AddAssociationsRequest,
  AdminAssociationSearchRequest,
  AssociationStatusChangesRequest,
  EmployeeRole,
  SaveAccountRequest,
  SetTemporaryPasswordRequest,
} from '@portal/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** The admin calls of spec 2 §7; every query key starts with 'admin' so a save can refresh the whole area. */
export const adminQueryKey = ['admin'] as const;

export const dashboardQueryOptions = (isAutoApproved: boolean) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'dashboard', isAutoApproved ? 'autoApproved' : 'manual'],
    queryFn: () => callEndpoint(isAutoApproved ? endpoints.dashboardAutoApproved : endpoints.dashboard),
  });

export const accountSearchQueryOptions = (request: AccountSearchRequest) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'accounts', request],
    queryFn: () => callEndpoint(endpoints.accountsSearch, { body: request }),
    // The table keeps its rows while the next page or search loads, instead of flashing empty.
    placeholderData: keepPreviousData,
  });

export const accountQueryOptions = (helperId: number) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'account', helperId],
    queryFn: () => callEndpoint(endpoints.account, { params: { id: helperId } }),
  });

export const accountAssociationsQueryOptions = (request: AdminAssociationSearchRequest) =>
  queryOptions({
    queryKey: [...adminQueryKey, 'associations', request],
    queryFn: () => callEndpoint(endpoints.associationsSearch, { body: request }),
    placeholderData: keepPreviousData,
  });

export const saveAccount = (request: SaveAccountRequest) => callEndpoint(endpoints.saveAccount, { body: request });

export const setTemporaryPassword = (request: SetTemporaryPasswordRequest) => callEndpoint(endpoints.temporaryPassword, { body: request });

export const addAssociations = (request: AddAssociationsRequest) => callEndpoint(endpoints.addAssociations, { body: request });

export const changeAssociationStatuses = (request: AssociationStatusChangesRequest) => callEndpoint(endpoints.changeAssociationStatuses, { body: request });

export const employeeRolesQueryOptions = queryOptions({
  queryKey: [...adminQueryKey, 'employees'],
  queryFn: () => callEndpoint(endpoints.employeeRoles),
});

export const saveEmployeeRoles = (helperId: number, roles: EmployeeRole[]) =>
  callEndpoint(endpoints.saveEmployeeRoles, { params: { id: helperId }, body: { roles } });
