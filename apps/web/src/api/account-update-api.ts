import { accountUpdateApiPaths } from '@portal/contracts';
import type { AccountUpdateRequest, SessionUser, UpdateTemporaryPasswordRequest } from '@portal/contracts';
import { apiRequest } from './http-client';

/** POST /api/account/update/: the forced account update, sent once from its terms step; answers the updated user. */
export function finalizeAccountUpdate(request: AccountUpdateRequest): Promise<SessionUser> {
  return apiRequest<SessionUser>(accountUpdateApiPaths.update, { method: 'POST', body: request });
}

/** POST /api/account/updateTemporaryPassword/ (spec 1 §2.9); answers the updated user. */
export function updateTemporaryPassword(request: UpdateTemporaryPasswordRequest): Promise<SessionUser> {
  return apiRequest<SessionUser>(accountUpdateApiPaths.updateTemporaryPassword, { method: 'POST', body: request });
}
