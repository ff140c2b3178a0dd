import { mfaEndpoints } from '@portal/contracts';
import type { MfaFlow, SendMfaRequest, SendMfaResponse, VerifyMfaRequest, VerifyMfaResponse } from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST /account/{flow}/sendmfa/: sends a code by e-mail or text to the flow's own address or number. */
export function sendMfaCode(flow: MfaFlow, request: SendMfaRequest): Promise<SendMfaResponse> {
  return callEndpoint(mfaEndpoints.sendMfa, { params: { flow }, body: request });
}

/** POST /account/{flow}/verifymfa/: `error` non-null means the code was rejected. */
export function verifyMfaCode(flow: MfaFlow, request: VerifyMfaRequest): Promise<VerifyMfaResponse> {
  return callEndpoint(mfaEndpoints.verifyMfa, { params: { flow }, body: request });
}
