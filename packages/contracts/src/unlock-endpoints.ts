import { access, endpoint } from './endpoint.js';
import { RecoveryBeginRequestSchema, SubmitAnswerRequestSchema, SubmitAnswerResponseSchema } from './forgot-password.js';
import { UnlockBeginResponseSchema, UnlockFinalizeParamsSchema, UnlockFinalizeResponseSchema } from './unlock.js';

const tag = 'unlock';

/** Unlock account (spec 1 §7), anonymous; its code calls are mfaEndpoints. A refused step answers 200 with `error` set. */
export const unlockEndpoints = {
  begin: endpoint({
    method: 'POST',
    path: '/account/unlockaccount/begin/',
    access: access.public,
    body: RecoveryBeginRequestSchema,
    response: UnlockBeginResponseSchema,
    tag,
    summary: 'Step 1; an account without a lock answers `notLocked` and opens no flow.',
  }),
  submitAnswer: endpoint({
    method: 'POST',
    path: '/account/UnlockAccount/submitanswer/',
    access: access.public,
    body: SubmitAnswerRequestSchema,
    response: SubmitAnswerResponseSchema,
    tag,
    summary: 'Step 2: exhausted attempts leave the account locked.',
  }),
  finalize: endpoint({
    method: 'POST',
    path: '/account/unlockaccount/finalize/:helperId/',
    access: access.public,
    params: UnlockFinalizeParamsSchema,
    response: UnlockFinalizeResponseSchema,
    tag,
    summary: 'Unlocks the account once, only after a verified code.',
  }),
} as const;
