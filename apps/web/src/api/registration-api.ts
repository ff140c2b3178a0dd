import { registrationEndpoints } from '@portal/contracts';
import type {
  BeginRegistrationResponse,
  EmailCheckRequest,
  RegisterRequest,
  RegisterResponse,
  RegistrationProviderRequest,
  RegistrationStep1Input,
} from '@portal/contracts';
import { callEndpoint } from './http-client';

/** POST /account/email/: true when the e-mail is already registered (spec 1 §4.2). */
export function checkEmailRegistered(request: EmailCheckRequest): Promise<boolean> {
  return callEndpoint(registrationEndpoints.emailCheck, { body: request });
}

/** Saves step 1 on the server; the answer tells whether the user may choose how to receive the code. */
export function beginRegistration(request: RegistrationStep1Input): Promise<BeginRegistrationResponse> {
  return callEndpoint(registrationEndpoints.begin, { body: request });
}

export function saveRegistrationProvider(request: RegistrationProviderRequest): Promise<{ ok: true }> {
  return callEndpoint(registrationEndpoints.provider, { body: request });
}

/** Creates the account and signs the user in. */
export function register(request: RegisterRequest): Promise<RegisterResponse> {
  return callEndpoint(registrationEndpoints.register, { body: request });
}
