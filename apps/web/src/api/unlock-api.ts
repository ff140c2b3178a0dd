import { unlockPaths } from '@portal/contracts';
import type { RecoveryBeginRequest, SubmitAnswerRequest, SubmitAnswerResponse, UnlockBeginResponse, UnlockFinalizeResponse } from '@portal/contracts';
import { apiRequest } from './http-client';

/** POST /account/unlockaccount/begin/: step 1; a refusal answers 200 with `error` set. */
export function beginUnlock(request: RecoveryBeginRequest): Promise<UnlockBeginResponse> {
  return apiRequest<UnlockBeginResponse>(unlockPaths.begin, { method: 'POST', body: request, isAuthenticated: false });
}

/** POST /account/UnlockAccount/submitanswer/: step 2. */
export function submitUnlockAnswer(request: SubmitAnswerRequest): Promise<SubmitAnswerResponse> {
  return apiRequest<SubmitAnswerResponse>(unlockPaths.submitAnswer, { method: 'POST', body: request, isAuthenticated: false });
}

/** POST /account/unlockaccount/finalize/{helperId}/: after the verified code. */
export function finalizeUnlock(helperId: string): Promise<UnlockFinalizeResponse> {
  return apiRequest<UnlockFinalizeResponse>(unlockPaths.finalize(helperId), { method: 'POST', isAuthenticated: false });
}
