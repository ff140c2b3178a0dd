import { z } from 'zod';
import { access, endpoint } from './endpoint.js';

/**
 * Find by number (issue 34 §2): an authorization or claim number finds the record among those of the account's
 * providers, without the member's date of birth. A number of another practice answers exactly like an unknown one.
 */
export const recordNumberMaxLength = 30;

export const recordNumberMessages = {
  label: 'Find by number',
  placeholder: 'Authorization or claim number',
  description: 'An authorization or claim number of your providers.',
  find: 'Find',
  finding: 'Finding…',
  required: 'Enter an authorization or claim number.',
  format: `A number has 1 to ${recordNumberMaxLength} letters, digits or dashes.`,
  notFound: 'No authorization or claim with this number was found among your providers’ records.',
  openButton: 'Find by number',
} as const;

export const FindByNumberRequestSchema = z.object({
  number: z
    .string({ error: recordNumberMessages.required })
    .trim()
    .min(1, recordNumberMessages.required)
    .max(recordNumberMaxLength, recordNumberMessages.format)
    .regex(/^[A-Za-z0-9-]*$/, recordNumberMessages.format),
});
export type FindByNumberRequest = z.input<typeof FindByNumberRequestSchema>;

/** The record a number names: an authorization (by its id) or a claim (by its number), with its member. */
export const FindByNumberResponseSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('authorization'), id: z.number().int(), qhid: z.number().int() }),
  z.object({ kind: z.literal('claim'), claimNumber: z.string(), qhid: z.number().int() }),
]);
export type FindByNumberResponse = z.infer<typeof FindByNumberResponseSchema>;

export const recordNumberEndpoints = {
  find: endpoint({
    method: 'POST',
    path: '/records/find/',
    // A provider's own staff, or an employee impersonating the account: with its reach, nothing of their own.
    access: access.provider({ impersonation: true }),
    body: FindByNumberRequestSchema,
    response: FindByNumberResponseSchema,
    tag: 'records',
    summary: 'Finds an authorization or claim of the account’s providers by its number; throttled as member searches are.',
  }),
} as const;

/** The pages a record's or a patient's address opens (issue 34 §1), when it names nothing the account may see. */
export const recordAddressMessages = {
  loadingPatient: 'Loading patient…',
  patientNotFound: 'This patient could not be found, or your account may not see their records. Search for the patient below.',
  loadingAuthorization: 'Loading authorization…',
  authorizationNotFound: 'This authorization could not be found, or your account may not see it.',
  loadingClaim: 'Loading claim…',
  claimNotFound: 'This claim could not be found, or your account may not see it.',
  searchAuthorizations: 'Search for a patient’s authorizations',
  searchClaims: 'Search for a patient’s claims',
} as const;
