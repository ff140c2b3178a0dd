import { OkResponseSchema } from './common.js';
import { access, endpoint } from './endpoint.js';
import {
  BeginRegistrationResponseSchema,
  EmailCheckRequestSchema,
  EmailCheckResponseSchema,
  RegisterRequestSchema,
  RegisterResponseSchema,
  RegistrationProviderRequestSchema,
  RegistrationStep1Schema,
} from './registration.js';

const tag = 'registration';

/** Registration (spec 1 §4.2, §7), anonymous; its code calls are mfaEndpoints. */
export const registrationEndpoints = {
  emailCheck: endpoint({
    method: 'POST',
    path: '/account/email/',
    access: access.public,
    body: EmailCheckRequestSchema,
    response: EmailCheckResponseSchema,
    tag,
    summary: 'True when the e-mail is already a user id.',
  }),
  begin: endpoint({
    method: 'POST',
    path: '/account/registration/begin/',
    access: access.public,
    body: RegistrationStep1Schema,
    response: BeginRegistrationResponseSchema,
    tag,
    summary: 'Saves step 1; the flow then waits for a code.',
  }),
  provider: endpoint({
    method: 'POST',
    path: '/account/registration/provider/',
    access: access.public,
    body: RegistrationProviderRequestSchema,
    response: OkResponseSchema,
    tag,
  }),
  register: endpoint({
    method: 'POST',
    path: '/account/register/',
    access: access.public,
    body: RegisterRequestSchema,
    response: RegisterResponseSchema,
    tag,
    summary: 'Creates the account from the flow and signs the user in.',
  }),
} as const;
