import { unlockEndpoints } from '@portal/contracts';
import type { RecoveryBeginRequest, SubmitAnswerRequest, SubmitAnswerResponse, UnlockBeginResponse, UnlockFinalizeResponse } from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST /account/unlockaccount/begin/: step 1; a refusal answers 200 with `error` set. */
export function beginUnlock(request: RecoveryBeginRequest): Promise<UnlockBeginResponse> {
  return callEndpoint(unlockEndpoints.begin, { body: request });
}

/** POST /account/UnlockAccount/submitanswer/: step 2. */
export function submitUnlockAnswer(request: SubmitAnswerRequest): Promise<SubmitAnswerResponse> {
  return callEndpoint(unlockEndpoints.submitAnswer, { body: request });
}

/** POST /account/unlockaccount/finalize/{helperId}/: after the verified code. */
export function finalizeUnlock(helperId: string): Promise<UnlockFinalizeResponse> {
  return callEndpoint(unlockEndpoints.finalize, { params: { helperId } });
}
