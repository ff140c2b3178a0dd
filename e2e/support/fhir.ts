import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import {
  apiPrefix,
  clientSystemEndpoints,
  ClientSystemsResponseSchema,
  type CurrentUser,
  endpointPath,
  providerEndpoints,
  ProviderAssociationListSchema,
  sessionEndpoints,
} from './contracts.js';
import { demoAccounts } from './demo-accounts.js';
import { authenticationHeaders, employeeHeaders } from './session.js';

/**
 * The FHIR prior-authorization API (Da Vinci PAS 2.2.1) as an EHR calls it: the sandbox client's assertion, its
 * token, and the guide's published example bundles. The shapes below are only the few fields the journey reads; the
 * server's own FHIR types are not a dependency of the journeys.
 */

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The guide's examples live beside the repository (never copied into it): `../shared/fhir/…` from its root. */
export const pasExamplesFolder = resolve(repositoryRoot, '../shared/fhir/pas-examples/ig-2.2.1');
export const hasPasExamples = existsSync(pasExamplesFolder);
/** The built `npm run demo:jwt` (the journeys run after `npm run build`). */
const demoJwtCommand = join(repositoryRoot, 'apps/server/dist/demo/demo-jwt-command.js');

export const fhirJson = 'application/fhir+json';
export const pasScopes = ['system/Claim.c', 'system/Claim.r'] as const;
/** The demo's EHR Sandbox (apps/server/src/demo/sandbox-client-key.ts). */
const sandboxClientId = 'sandbox-ehr';
const npiSystem = 'http://hl7.org/fhir/sid/us-npi';
const reviewActionCodeUrl = 'http://hl7.org/fhir/us/davinci-pas/StructureDefinition/extension-reviewActionCode';

interface Identifier {
  system?: string;
  value?: string;
}
interface Extension {
  url: string;
  extension?: Extension[];
  valueCodeableConcept?: { coding?: { code?: string }[] };
}
interface Resource {
  resourceType: string;
  id?: string;
  identifier?: Identifier[];
  provider?: { reference?: string };
}
export interface PasBundle {
  resourceType: 'Bundle';
  identifier?: Identifier;
  entry: { fullUrl?: string; resource: Resource }[];
}
export interface ClaimResponse {
  resourceType: 'ClaimResponse';
  outcome?: string;
  preAuthRef?: string;
  item?: { itemSequence: number; adjudication?: { extension?: Extension[] }[] }[];
}
export interface FhirParameters {
  resourceType: 'Parameters';
  parameter?: { name: string; resource?: PasBundle }[];
}

export function readPasExample(fileName: string): PasBundle {
  return JSON.parse(readFileSync(join(pasExamplesFolder, fileName), 'utf8')) as PasBundle;
}

/**
 * A copy of an example sent as our own: its Bundle.identifier (the submitter's transaction id, the key of a
 * replay) made unique, and the requesting provider (Claim.provider's entry) given `requesterNpi`.
 */
export function asOwnRequest(example: PasBundle, transactionId: string, requesterNpi: string): PasBundle {
  const bundle = structuredClone(example);
  bundle.identifier = { system: bundle.identifier?.system ?? 'urn:ietf:rfc:3986', value: transactionId };
  const claim = bundle.entry[0]?.resource;
  const reference = claim?.provider?.reference ?? '';
  const requester = bundle.entry.find((entry) => entry.fullUrl === reference || entry.fullUrl?.endsWith(`/${reference}`))?.resource;
  const npi = requester?.identifier?.find((identifier) => identifier.system === npiSystem);
  if (!npi) throw new Error(`The example's Claim.provider (${reference}) has no NPI to replace.`);
  npi.value = requesterNpi;
  return bundle;
}

/**
 * A JWT of the demo's EHR Sandbox addressed to `audience` (the token URL, or a CDS service's URL), as
 * `npm run demo:jwt -- AUDIENCE` prints it.
 */
export function sandboxClientAssertion(audience: string): string {
  return execFileSync(process.execPath, [demoJwtCommand, audience], { encoding: 'utf8' }).trim();
}

/** SMART Backend Services: the assertion exchanged at the token endpoint for a bearer token (both PAS scopes unless told). */
export async function sandboxAccessToken(request: APIRequestContext, baseUrl: string, scopes: readonly string[] = pasScopes): Promise<string> {
  const tokenPath = '/fhir/auth/token';
  const response = await request.post(tokenPath, {
    form: {
      grant_type: 'client_credentials',
      scope: scopes.join(' '),
      client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
      client_assertion: sandboxClientAssertion(`${baseUrl}${tokenPath}`),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const token = (await response.json()) as { access_token: string; token_type: string; expires_in: number; scope: string };
  expect(token.token_type.toLowerCase()).toBe('bearer');
  expect(token.expires_in).toBeGreaterThan(0);
  expect(token.scope.split(' ')).toEqual(expect.arrayContaining([...scopes]));
  return token.access_token;
}

/** POSTs a bundle to a PAS operation (`$submit`, `$inquire`) with the client's token. */
export function postPas(request: APIRequestContext, operation: '$submit' | '$inquire', accessToken: string, bundle: PasBundle): Promise<APIResponse> {
  return request.post(`/fhir/Claim/${operation}`, {
    headers: { 'content-type': fhirJson, authorization: `Bearer ${accessToken}` },
    data: JSON.stringify(bundle),
  });
}

/** The ClaimResponse of a PAS response bundle: its first entry. */
export function claimResponseOf(bundle: PasBundle): ClaimResponse {
  const resource = bundle.entry[0]?.resource as unknown as ClaimResponse | undefined;
  expect(resource?.resourceType).toBe('ClaimResponse');
  return resource as ClaimResponse;
}

/** Each item's X12 review action code (A1 approved, A3 denied, A4 pended, A6 modified). */
export function reviewActionCodes(claimResponse: ClaimResponse): (string | undefined)[] {
  return (claimResponse.item ?? []).map((item) => {
    const reviewAction = item.adjudication?.[0]?.extension?.find((extension) => extension.url.endsWith('/extension-reviewAction'));
    return reviewAction?.extension?.find((extension) => extension.url === reviewActionCodeUrl)?.valueCodeableConcept?.coding?.[0]?.code;
  });
}

/**
 * The NPI the journey's EHR requests as: one the sandbox is registered for (Site Administration › Client Systems,
 * read as a site administrator) that is also an active provider of `provider`'s Your Providers, so that the
 * request lands at a provider whose authorizations the account sees in Manage Authorizations. It is read from the
 * portal rather than re-derived from the demo seed's rule (apps/server/src/demo/sandbox-client-system.ts): a change
 * of that rule then fails here, by name, instead of sending the request somewhere the provider cannot see.
 */
export async function sandboxNpiOfProvider(request: APIRequestContext, provider: CurrentUser, appId: string): Promise<string> {
  const adminHeaders = await employeeHeaders(request, demoAccounts.admin);
  const systems = await request.get(`${apiPrefix}${endpointPath(clientSystemEndpoints.list)}`, { headers: adminHeaders });
  expect(systems.status()).toBe(200);
  const sandbox = ClientSystemsResponseSchema.parse(await systems.json()).clientSystems.find((system) => system.clientId === sandboxClientId);
  expect(sandbox?.status).toBe('active');
  await request.post(`${apiPrefix}${endpointPath(sessionEndpoints.logout)}`, { headers: adminHeaders });

  const providers = await request.post(`${apiPrefix}${endpointPath(providerEndpoints.associationList)}`, {
    data: { RootFilter: '1' },
    headers: authenticationHeaders(provider, appId),
  });
  expect(providers.status()).toBe(200);
  const activeNpis = new Set(
    ProviderAssociationListSchema.parse(await providers.json())
      .filter((association) => association.associationStatus === 'active')
      .map((association) => association.npi),
  );
  const npi = sandbox?.npis.find((candidate) => activeNpis.has(candidate));
  if (!npi) throw new Error(`The sandbox (${sandbox?.npis.join(', ')}) is registered for none of ${provider.userName}'s active providers.`);
  return npi;
}
