import { accountUpdateEndpoints } from '@portal/contracts';
import type { AccountUpdateRequest, SessionUser, UpdateTemporaryPasswordRequest } from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST /api/account/update/: the forced account update, sent once from its terms step; answers the updated user. */
export function finalizeAccountUpdate(request: AccountUpdateRequest): Promise<SessionUser> {
  return callEndpoint(accountUpdateEndpoints.update, { body: request });
}

/** POST /api/account/updateTemporaryPassword/ (spec 1 §2.9); answers the updated user. */
export function updateTemporaryPassword(request: UpdateTemporaryPasswordRequest): Promise<SessionUser> {
  return callEndpoint(accountUpdateEndpoints.updateTemporaryPassword, { body: request });
}
