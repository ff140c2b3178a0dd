import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { APIRequestContext, APIResponse } from '@playwright/test';
import { cdsHooksPaths } from './contracts.js';
import { sandboxClientAssertion } from './fhir.js';

/**
 * Coverage Requirements Discovery (Da Vinci CRD 2.2.1) as an EHR calls it: the guide's published hook requests, each
 * call signed by the demo's EHR Sandbox, and the few fields of the answer the journey reads. The server's own FHIR
 * types are not a dependency of the journeys.
 */

const repositoryRoot = fileURLToPath(new URL('../../', import.meta.url));
/** The guide's examples live beside the repository (never copied into it): `../shared/fhir/…` from its root. */
export const crdExamplesFolder = resolve(repositoryRoot, '../shared/fhir/crd-examples/ig-2.2.1');
export const hasCrdExamples = existsSync(crdExamplesFolder);

/** The guide's extension that answers "is prior authorization needed" on each order. */
export const coverageInformationUrl = 'http://hl7.org/fhir/us/davinci-crd/StructureDefinition/ext-coverage-information';

export interface Extension {
  url: string;
  extension?: Extension[];
  valueCode?: string;
}
export interface CdsCard {
  summary: string;
  links?: { label: string; url: string; type: string }[];
}
export interface CdsHooksResponse {
  cards: CdsCard[];
  systemActions?: { type: string; resource: { resourceType: string; id?: string; extension?: Extension[] } }[];
}

export function readCrdExample(fileName: string): unknown {
  return JSON.parse(readFileSync(join(crdExamplesFolder, fileName), 'utf8')) as unknown;
}

/**
 * POSTs a hook request to a CDS service, signed by the sandbox with a JWT addressed to that service's URL (a new jti
 * each call, as CDS Hooks asks); `isSigned: false` sends it without one.
 */
export function callCdsService(request: APIRequestContext, baseUrl: string, serviceId: string, body: unknown, { isSigned = true } = {}): Promise<APIResponse> {
  const path = cdsHooksPaths.service(serviceId);
  const authorization: Record<string, string> = isSigned ? { authorization: `Bearer ${sandboxClientAssertion(`${baseUrl}${path}`)}` } : {};
  return request.post(path, { headers: { 'content-type': 'application/json', ...authorization }, data: JSON.stringify(body) });
}

/** The values of one part (`pa-needed`, `covered`, …) of each coverage-information extension of a resource. */
export function coverageInformationParts(resource: { extension?: Extension[] }, part: string): (string | undefined)[] {
  return (resource.extension ?? [])
    .filter((extension) => extension.url === coverageInformationUrl)
    .map((extension) => extension.extension?.find((candidate) => candidate.url === part)?.valueCode);
}
