import { impersonationApiPaths } from '@portal/contracts';
import type { BeginImpersonationRequest, BeginImpersonationResponse, EndImpersonationResponse } from '@portal/contracts';
import { apiRequest } from './http-client';

/** POST /api/admin/impersonate/begin/{accountId}/ with the admin route to come back to (spec 2 §7). */
export function beginImpersonation(accountId: number, request: BeginImpersonationRequest): Promise<BeginImpersonationResponse> {
  return apiRequest<BeginImpersonationResponse>(impersonationApiPaths.begin(accountId), { method: 'POST', body: request ?? {} });
}

export function endImpersonation(): Promise<EndImpersonationResponse> {
  return apiRequest<EndImpersonationResponse>(impersonationApiPaths.end, { method: 'POST', body: {} });
}
