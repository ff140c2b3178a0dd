import { forgotPasswordEndpoints } from '@portal/contracts';
import type {
  ForgotPasswordInfoResponse,
  RecoveryBeginRequest,
  SubmitAnswerRequest,
  SubmitAnswerResponse,
  UpdateFromForgotPasswordRequest,
  UpdateFromForgotPasswordResponse,
} from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST /account/getforgotpasswordinfo/: step 1; a refusal answers 200 with `error` set. */
export function getForgotPasswordInfo(request: RecoveryBeginRequest): Promise<ForgotPasswordInfoResponse> {
  return callEndpoint(forgotPasswordEndpoints.info, { body: request });
}

/** POST /account/ForgotPassword/submitanswer/: step 2. */
export function submitForgotPasswordAnswer(request: SubmitAnswerRequest): Promise<SubmitAnswerResponse> {
  return callEndpoint(forgotPasswordEndpoints.submitAnswer, { body: request });
}

/** POST /account/updateFromForgotPassword/: the final save (step 9). */
export function updateFromForgotPassword(request: UpdateFromForgotPasswordRequest): Promise<UpdateFromForgotPasswordResponse> {
  return callEndpoint(forgotPasswordEndpoints.update, { body: request });
}
