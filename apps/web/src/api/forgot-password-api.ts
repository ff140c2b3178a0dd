import { forgotPasswordPaths } from '@portal/contracts';
import type {
  ForgotPasswordInfoResponse,
  RecoveryBeginRequest,
  SubmitAnswerRequest,
  SubmitAnswerResponse,
  UpdateFromForgotPasswordRequest,
  UpdateFromForgotPasswordResponse,
} from '@portal/contracts';
import { apiRequest } from './http-client';

/** POST /account/getforgotpasswordinfo/: step 1; a refusal answers 200 with `error` set. */
export function getForgotPasswordInfo(request: RecoveryBeginRequest): Promise<ForgotPasswordInfoResponse> {
  return apiRequest<ForgotPasswordInfoResponse>(forgotPasswordPaths.info, { method: 'POST', body: request, isAuthenticated: false });
}

/** POST /account/ForgotPassword/submitanswer/: step 2. */
export function submitForgotPasswordAnswer(request: SubmitAnswerRequest): Promise<SubmitAnswerResponse> {
  return apiRequest<SubmitAnswerResponse>(forgotPasswordPaths.submitAnswer, { method: 'POST', body: request, isAuthenticated: false });
}

/** POST /account/updateFromForgotPassword/: the final save (step 9). */
export function updateFromForgotPassword(request: UpdateFromForgotPasswordRequest): Promise<UpdateFromForgotPasswordResponse> {
  return apiRequest<UpdateFromForgotPasswordResponse>(forgotPasswordPaths.update, { method: 'POST', body: request, isAuthenticated: false });
}
