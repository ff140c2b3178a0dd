import { access, endpoint } from './endpoint.js';
import {
  ForgotPasswordInfoResponseSchema,
  RecoveryBeginRequestSchema,
  SubmitAnswerRequestSchema,
  SubmitAnswerResponseSchema,
  UpdateFromForgotPasswordRequestSchema,
  UpdateFromForgotPasswordResponseSchema,
} from './forgot-password.js';

const tag = 'forgot-password';

/** Forgot password (spec 1 §7), anonymous; its code calls are mfaEndpoints. A refused step answers 200 with `error` set. */
export const forgotPasswordEndpoints = {
  info: endpoint({
    method: 'POST',
    path: '/account/getforgotpasswordinfo/',
    access: access.public,
    body: RecoveryBeginRequestSchema,
    response: ForgotPasswordInfoResponseSchema,
    tag,
    summary: 'Step 1: finds the account by name and e-mail and answers its security question.',
  }),
  submitAnswer: endpoint({
    method: 'POST',
    path: '/account/ForgotPassword/submitanswer/',
    access: access.public,
    body: SubmitAnswerRequestSchema,
    response: SubmitAnswerResponseSchema,
    tag,
    summary: 'Step 2: the last wrong answer locks the account.',
  }),
  update: endpoint({
    method: 'POST',
    path: '/account/updateFromForgotPassword/',
    access: access.public,
    body: UpdateFromForgotPasswordRequestSchema,
    response: UpdateFromForgotPasswordResponseSchema,
    tag,
    summary: 'The final save, only after a verified code; sets the password once.',
  }),
} as const;
