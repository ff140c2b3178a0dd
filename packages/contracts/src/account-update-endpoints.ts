import { AccountUpdateRequestSchema, UpdateTemporaryPasswordRequestSchema } from './account-update.js';
import { access, endpoint } from './endpoint.js';
import { SessionUserSchema } from './session.js';

const tag = 'account-update';

/**
 * The forced account update and the temporary password reset (spec 1 §2.9, §4.7, §7): any signed-in account that
 * must do one, employees and limited users too (either may be flagged, and nothing else is open to them until it is
 * done), not while impersonating. Both answer the updated user, so the browser's guard can move on.
 */
export const accountUpdateEndpoints = {
  update: endpoint({
    method: 'POST',
    path: '/account/update/',
    access: access.account({ limited: true, pendingAccountActionFlow: 'updateAccount' }),
    body: AccountUpdateRequestSchema,
    response: SessionUserSchema,
    tag,
    summary: 'Saves the forced account update at once (password, mobile, security questions, terms) and clears its flag.',
  }),
  updateTemporaryPassword: endpoint({
    method: 'POST',
    path: '/account/updateTemporaryPassword/',
    access: access.account({ limited: true, pendingAccountActionFlow: 'resetTemporaryPassword' }),
    body: UpdateTemporaryPasswordRequestSchema,
    response: SessionUserSchema,
    tag,
    summary: 'Replaces the temporary password the account signed in with and clears its flag.',
  }),
} as const;
