import { profileApiPaths } from '@portal/contracts';
import type {
  CompleteUsernameChangeResponse,
  Profile,
  StartUsernameChangeResponse,
  UpdatePasswordRequest,
  UpdateProfileRequest,
  UpdateSecurityQuestionsRequest,
} from '@portal/contracts';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from './http-client';

export function fetchProfile(): Promise<Profile> {
  return apiRequest<Profile>(profileApiPaths.profile);
}

export const profileQueryOptions = queryOptions({ queryKey: ['profile'], queryFn: fetchProfile });

export function updateProfile(request: UpdateProfileRequest): Promise<Profile> {
  return apiRequest<Profile>(profileApiPaths.updateProfile, { method: 'POST', body: request });
}

/** Sends a code to the new user id; with the earlier helperId it is a resend on the same request. */
export function startUsernameChange(email: string, helperId?: string): Promise<StartUsernameChangeResponse> {
  const body = helperId ? { Email: email, HelperId: helperId } : { Email: email };
  return apiRequest<StartUsernameChangeResponse>(profileApiPaths.updateUsername, { method: 'POST', body });
}

export function completeUsernameChange(helperId: string, code: string): Promise<CompleteUsernameChangeResponse> {
  return apiRequest<CompleteUsernameChangeResponse>(profileApiPaths.updateUsername, { method: 'POST', body: { HelperId: helperId, Code: code } });
}

export function updatePassword(request: UpdatePasswordRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(profileApiPaths.updatePassword, { method: 'POST', body: request });
}

export function updateSecurityQuestions(request: UpdateSecurityQuestionsRequest): Promise<Profile> {
  return apiRequest<Profile>(profileApiPaths.updateSecurityQuestions, { method: 'POST', body: request });
}
