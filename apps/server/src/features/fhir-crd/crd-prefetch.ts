import type { Bundle, Coverage, Patient, Resource } from '@medplum/fhirtypes';
import { crdLimits } from '@portal/contracts';
import { type ClientSystemActor, isRegisteredFhirServer } from '../../client-system-auth/client-system-auth.js';
import { outboundRequest, privateResolutionOf } from '../../fhir/outbound-address.js';

/**
 * The FHIR resources a hook call knows (issue 21): what the EHR prefetched, the draft orders themselves, and what
 * was read from the EHR's FHIR server because it was missing. Found by reference, relative ("Patient/123") or
 * absolute ("http://ehr/fhir/Patient/123"): the guide's examples use both for the same resource.
 */
export interface HookResources {
  resolve(reference: string): Resource | undefined;
  /** Every resource of a type, in the order they came. */
  ofType<T extends Resource['resourceType']>(resourceType: T): Extract<Resource, { resourceType: T }>[];
  /** The fullUrl a resource came with, if any. */
  fullUrlOf(resource: Resource): string | undefined;
}

const keyOf = (reference: string): string | undefined => {
  const match = /(?:^|\/)([A-Z][A-Za-z]+)\/([A-Za-z0-9\-.]{1,64})(?:\/_history\/[^/]+)?$/.exec(reference);
  return match ? `${match[1]}/${match[2]}` : undefined;
};

export function collectResources(sources: readonly unknown[]): HookResources & { add(resource: unknown, fullUrl?: string): void } {
  const byKey = new Map<string, Resource>();
  const fullUrls = new Map<Resource, string>();
  const all: Resource[] = [];

  function add(value: unknown, fullUrl?: string, depth = 0): void {
    if (typeof value !== 'object' || value === null || depth > 3) return;
    const resource = value as Resource;
    if (typeof resource.resourceType !== 'string') return;
    if (resource.resourceType === 'Bundle') {
      for (const entry of (resource as Bundle).entry ?? []) add(entry.resource, entry.fullUrl, depth + 1);
      return;
    }
    const key = resource.id ? `${resource.resourceType}/${resource.id}` : undefined;
    if (key && byKey.has(key)) return;
    if (key) byKey.set(key, resource);
    if (fullUrl) fullUrls.set(resource, fullUrl);
    all.push(resource);
  }
  for (const source of sources) add(source);

  return {
    add: (resource, fullUrl) => add(resource, fullUrl),
    resolve: (reference) => {
      const key = keyOf(reference);
      return key ? byKey.get(key) : undefined;
    },
    ofType: <T extends Resource['resourceType']>(resourceType: T) =>
      all.filter((resource): resource is Extract<Resource, { resourceType: T }> => resource.resourceType === resourceType),
    fullUrlOf: (resource) => fullUrls.get(resource),
  };
}

/**
 * Whether JSON nests objects and arrays more than `limit` levels deep. Walked with its own stack: the answer echoes
 * the EHR's orders, and JSON.stringify (which recurses) overflows on JSON a few thousand levels deep.
 */
export function nestsDeeperThan(value: unknown, limit: number): boolean {
  const pending: { value: unknown; depth: number }[] = [{ value, depth: 0 }];
  for (let next = pending.pop(); next; next = pending.pop()) {
    if (typeof next.value !== 'object' || next.value === null) continue;
    if (next.depth >= limit) return true;
    for (const child of Object.values(next.value)) pending.push({ value: child, depth: next.depth + 1 });
  }
  return false;
}

/** Why the EHR's FHIR server was not read, for the log and the tests: the caller named a host it did not register, … */
export type EhrReadSkipped = 'not-registered' | 'private-address';

export interface EhrFhirServer {
  url: string;
  accessToken: string | null;
}

/** The JSON of a FHIR read, or undefined when it failed (status, timeout, size, not JSON): a missing prefetch is not an error. */
async function readJson(url: string, accessToken: string | null): Promise<unknown> {
  try {
    const response = await outboundRequest(url, {
      method: 'GET',
      headers: { accept: 'application/fhir+json', ...(accessToken ? { authorization: `Bearer ${accessToken}` } : {}) },
      timeoutMs: crdLimits.fhirServerTimeoutMs,
      maxBytes: crdLimits.fhirServerMaxBytes,
    });
    if (response.status < 200 || response.status > 299 || !response.body) return undefined;
    return JSON.parse(response.body.toString('utf8'));
  } catch {
    return undefined;
  }
}

/**
 * Reads what the EHR did not prefetch from its FHIR server (with the fhirAuthorization it gave), only when that
 * server is registered for the calling client system: a caller cannot make the plan call a host it names at will.
 * `paths`: relative FHIR reads ("Patient/123", "Coverage?patient=123&status=active").
 */
export async function readFromEhr(
  actor: Pick<ClientSystemActor, 'fhirServerUrls'>,
  server: EhrFhirServer,
  paths: readonly string[],
): Promise<{ read: unknown[]; skipped: EhrReadSkipped | null }> {
  if (paths.length === 0) return { read: [], skipped: null };
  const base = server.url.replace(/\/+$/, '');
  const urls = paths.map((path) => `${base}/${path}`);
  if (!urls.every((url) => isRegisteredFhirServer(actor, url))) return { read: [], skipped: 'not-registered' };
  try {
    if (await privateResolutionOf(base)) return { read: [], skipped: 'private-address' };
  } catch {
    return { read: [], skipped: null };
  }
  const read = await Promise.all(urls.map((url) => readJson(url, server.accessToken)));
  return { read: read.filter((value) => value !== undefined), skipped: null };
}

export const patientOf = (resources: HookResources, patientId: string): Patient | undefined => {
  const found = resources.resolve(`Patient/${patientId}`);
  return found?.resourceType === 'Patient' ? found : resources.ofType('Patient')[0];
};

/** The patient's coverages the EHR knows, active ones first. */
export const coveragesOf = (resources: HookResources): Coverage[] =>
  resources.ofType('Coverage').sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active'));
