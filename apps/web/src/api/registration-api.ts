import { registrationApiPaths } from '@portal/contracts';
import type {
  BeginRegistrationResponse,
  EmailCheckRequest,
  RegisterRequest,
  RegisterResponse,
  RegistrationProviderRequest,
  RegistrationStep1Input,
} from '@portal/contracts';
import { apiRequest } from './http-client';

/** POST /account/email/: true when the e-mail is already registered (spec 1 §4.2). */
export function checkEmailRegistered(request: EmailCheckRequest): Promise<boolean> {
  return apiRequest<boolean>(registrationApiPaths.emailCheck, { method: 'POST', body: request, isAuthenticated: false });
}

/** Saves step 1 on the server; the answer tells whether the user may choose how to receive the code. */
export function beginRegistration(request: RegistrationStep1Input): Promise<BeginRegistrationResponse> {
  return apiRequest<BeginRegistrationResponse>(registrationApiPaths.begin, { method: 'POST', body: request, isAuthenticated: false });
}

export function saveRegistrationProvider(request: RegistrationProviderRequest): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(registrationApiPaths.provider, { method: 'POST', body: request, isAuthenticated: false });
}

/** Creates the account and signs the user in. */
export function register(request: RegisterRequest): Promise<RegisterResponse> {
  return apiRequest<RegisterResponse>(registrationApiPaths.register, { method: 'POST', body: request, isAuthenticated: false });
}
