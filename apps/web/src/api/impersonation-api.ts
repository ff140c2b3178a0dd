import { adminEndpoints as endpoints, type BeginImpersonationRequest } from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST /api/admin/impersonate/begin/{accountId}/ with the admin route to come back to (spec 2 §7). */
export const beginImpersonation = (accountId: number, request: BeginImpersonationRequest) =>
  callEndpoint(endpoints.beginImpersonation, { params: { accountId: String(accountId) }, body: request ?? {} });

export const endImpersonation = () => callEndpoint(endpoints.endImpersonation);
