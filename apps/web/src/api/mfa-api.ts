import { mfaApiPaths } from '@portal/contracts';
import type { MfaFlow, SendMfaRequest, SendMfaResponse, VerifyMfaRequest, VerifyMfaResponse } from '@portal/contracts';
import { apiRequest } from './http-client';

/** POST /account/{flow}/sendmfa/: sends a code by e-mail or text to the flow's own address or number. */
export function sendMfaCode(flow: MfaFlow, request: SendMfaRequest): Promise<SendMfaResponse> {
  return apiRequest<SendMfaResponse>(mfaApiPaths.sendMfa(flow), { method: 'POST', body: request, isAuthenticated: false });
}

/** POST /account/{flow}/verifymfa/: `error` non-null means the code was rejected. */
export function verifyMfaCode(flow: MfaFlow, request: VerifyMfaRequest): Promise<VerifyMfaResponse> {
  return apiRequest<VerifyMfaResponse>(mfaApiPaths.verifyMfa(flow), { method: 'POST', body: request, isAuthenticated: false });
}
