import { profileEndpoints } from '@portal/contracts';
import type {
  CompleteUsernameChangeResponse,
  NotificationPreferences,
  Profile,
  StartUsernameChangeResponse,
  UpdatePasswordRequest,
  UpdateProfileRequest,
  UpdateSecurityQuestionsRequest,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { callEndpoint } from './http-client';

export function fetchProfile(): Promise<Profile> {
  return callEndpoint(profileEndpoints.profile);
}

export const profileQueryOptions = queryOptions({ queryKey: ['profile'], queryFn: fetchProfile });

export const notificationPreferencesQueryOptions = queryOptions({
  queryKey: ['profile', 'notification-preferences'],
  queryFn: () => callEndpoint(profileEndpoints.notificationPreferences),
});

export function updateNotificationPreferences(request: NotificationPreferences): Promise<NotificationPreferences> {
  return callEndpoint(profileEndpoints.updateNotificationPreferences, { body: request });
}

export function updateProfile(request: UpdateProfileRequest): Promise<Profile> {
  return callEndpoint(profileEndpoints.updateProfile, { body: request });
}

/**
 * One endpoint starts and completes a change of user id, each answering its own shape: an answer of the other
 * shape is a server fault, shown as such.
 */
const unexpectedAnswer = () => new Error('The change of user id answered unexpectedly.');

/** Sends a code to the new user id; with the earlier helperId it is a resend on the same request. */
export async function startUsernameChange(email: string, helperId?: string): Promise<StartUsernameChangeResponse> {
  const body = helperId ? { Email: email, HelperId: helperId } : { Email: email };
  const answer = await callEndpoint(profileEndpoints.updateUsername, { body });
  if (!('helperId' in answer)) throw unexpectedAnswer();
  return answer;
}

export async function completeUsernameChange(helperId: string, code: string): Promise<CompleteUsernameChangeResponse> {
  const answer = await callEndpoint(profileEndpoints.updateUsername, { body: { HelperId: helperId, Code: code } });
  if (!('user' in answer)) throw unexpectedAnswer();
  return answer;
}

export function updatePassword(request: UpdatePasswordRequest): Promise<{ ok: true }> {
  return callEndpoint(profileEndpoints.updatePassword, { body: request });
}

export function updateSecurityQuestions(request: UpdateSecurityQuestionsRequest): Promise<Profile> {
  return callEndpoint(profileEndpoints.updateSecurityQuestions, { body: request });
}
