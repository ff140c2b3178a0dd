import { OkResponseSchema } from './common.js';
import { NotificationPreferencesSchema } from './notices.js';
import { access, endpoint } from './endpoint.js';
import {
  ProfileSchema,
  UpdatePasswordRequestSchema,
  UpdateProfileRequestSchema,
  UpdateSecurityQuestionsRequestSchema,
  UpdateUsernameRequestSchema,
  UpdateUsernameResponseSchema,
} from './profile.js';

const tag = 'profile';
/** Settings (a LIM route, spec 1 §2.1) is a provider's own account: employees have none (spec 2 §2.9, spec 1 §6). */
const ownProviderAccount = access.provider({ limited: true });

/** The Settings page's calls (spec 2 §2.9): the signed-in provider's own account, never while impersonating. */
export const profileEndpoints = {
  profile: endpoint({
    method: 'GET',
    path: '/account/profile/',
    // The account update's pages show the current security questions from it.
    access: access.provider({ limited: true, pendingAccountActionFlow: 'updateAccount' }),
    response: ProfileSchema,
    tag,
  }),
  updateProfile: endpoint({
    method: 'POST',
    path: '/account/updateProfile/',
    access: ownProviderAccount,
    body: UpdateProfileRequestSchema,
    response: ProfileSchema,
    tag,
  }),
  updateUsername: endpoint({
    method: 'POST',
    path: '/account/updateUsername/',
    access: ownProviderAccount,
    body: UpdateUsernameRequestSchema,
    response: UpdateUsernameResponseSchema,
    tag,
    summary: '`{ Email }` sends a code to the new user id (again, to resend); `{ HelperId, Code }` completes the change.',
  }),
  updatePassword: endpoint({
    method: 'POST',
    path: '/account/updatePassword/',
    access: ownProviderAccount,
    body: UpdatePasswordRequestSchema,
    response: OkResponseSchema,
    tag,
  }),
  updateSecurityQuestions: endpoint({
    method: 'POST',
    path: '/account/updateSecurityQuestions/',
    access: ownProviderAccount,
    body: UpdateSecurityQuestionsRequestSchema,
    response: ProfileSchema,
    tag,
  }),
  /** Issue 18 §7: the switch of the e-mails about submitted authorizations (limited users submit none). */
  notificationPreferences: endpoint({
    method: 'GET',
    path: '/account/notificationPreferences/',
    access: access.provider(),
    response: NotificationPreferencesSchema,
    tag,
  }),
  updateNotificationPreferences: endpoint({
    method: 'PUT',
    path: '/account/notificationPreferences/',
    access: access.provider(),
    body: NotificationPreferencesSchema,
    response: NotificationPreferencesSchema,
    tag,
  }),
} as const;
