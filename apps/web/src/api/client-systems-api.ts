import { clientSystemEndpoints as endpoints, type SaveClientSystemRequest } from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

/** Site Administration › Client Systems. */
export const clientSystemsQueryOptions = queryOptions({ queryKey: ['admin', 'client-systems'], queryFn: () => callEndpoint(endpoints.list) });

export const registerClientSystem = (body: SaveClientSystemRequest) => callEndpoint(endpoints.create, { body });
export const updateClientSystem = (id: number, body: SaveClientSystemRequest) => callEndpoint(endpoints.update, { params: { id }, body });
export const revokeClientSystem = (id: number) => callEndpoint(endpoints.revoke, { params: { id } });
