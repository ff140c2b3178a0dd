import { access, endpoint } from './endpoint.js';
import { MfaFlowParamsSchema, SendMfaRequestSchema, SendMfaResponseSchema, VerifyMfaRequestSchema, VerifyMfaResponseSchema } from './mfa.js';

const tag = 'account';

/** The code calls shared by Registration, ForgotPassword and UnlockAccount (spec 1 §7); anonymous, like their flows. */
export const mfaEndpoints = {
  sendMfa: endpoint({
    method: 'POST',
    path: '/account/:flow/sendmfa/',
    access: access.public,
    params: MfaFlowParamsSchema,
    body: SendMfaRequestSchema,
    response: SendMfaResponseSchema,
    tag,
    summary: "Sends a code by e-mail or text to the flow's own address or number.",
  }),
  verifyMfa: endpoint({
    method: 'POST',
    path: '/account/:flow/verifymfa/',
    access: access.public,
    params: MfaFlowParamsSchema,
    body: VerifyMfaRequestSchema,
    response: VerifyMfaResponseSchema,
    tag,
    summary: '`error` non-null means the code was rejected.',
  }),
} as const;
