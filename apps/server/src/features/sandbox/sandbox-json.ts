import { fhirSystems } from '../../fhir/fhir-systems.js';

/**
 * Careful reads of a bundle nobody checked yet: every value may be of any JSON type, so each read answers what it
 * expects or nothing (never throws).
 */
export type Json = Record<string, unknown>;
/** Problems by where they are (a FHIRPath-like location), as an OperationOutcome's issues name their expression. */
export type Problems = Record<string, string[]>;

export const objectOf = (value: unknown): Json | undefined =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Json) : undefined;
export const arrayOf = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);
export const textOf = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined);

export const codings = (concept: unknown): { system?: string; code?: string }[] =>
  arrayOf(objectOf(concept)?.coding).flatMap((coding) => {
    const read = objectOf(coding);
    return read ? [{ system: textOf(read.system), code: textOf(read.code) }] : [];
  });

/** Whether an identifier has the HL7 v2 table 0203 type (MB member number, TAX tax id). */
export const hasIdentifierType = (identifier: Json, code: string) =>
  codings(identifier.type).some((coding) => coding.system === fhirSystems.identifierType && coding.code === code);

export interface ReadIdentifier {
  system: string | undefined;
  value: string;
  /** `system|value`: how the sandbox keeps it. */
  key: string;
  raw: Json;
}

/** The resource's identifiers that have a value. */
export function identifiersOf(resource: Json): ReadIdentifier[] {
  return arrayOf(resource.identifier).flatMap((entry) => {
    const raw = objectOf(entry);
    const value = textOf(raw?.value);
    if (!raw || !value) return [];
    const system = textOf(raw.system);
    return [{ system, value, key: `${system ?? ''}|${value}`, raw }];
  });
}

/** A full date as FHIR writes it (YYYY-MM-DD) that is a day of the calendar; the year 0000 is none (PostgreSQL has no year 0). */
export function isFullDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || value.startsWith('0000')) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/**
 * Resolves a reference inside the bundle to the index of its entry: by the entry's fullUrl (urn:uuid:…, an absolute
 * URL), or by `Type/id` (relative, or the tail of an absolute URL) against the resources' types and ids.
 */
export function referenceIndex(entries: readonly unknown[], resources: readonly (Json | undefined)[]): (reference: unknown) => number | undefined {
  const byFullUrl = new Map<string, number>();
  const byTypeAndId = new Map<string, number>();
  entries.forEach((entry, index) => {
    const fullUrl = textOf(objectOf(entry)?.fullUrl);
    if (fullUrl) byFullUrl.set(fullUrl, index);
    const resource = resources[index];
    const type = textOf(resource?.resourceType);
    const id = textOf(resource?.id);
    if (type && id) byTypeAndId.set(`${type}/${id}`, index);
  });
  return (reference) => {
    const written = textOf(reference);
    if (!written) return undefined;
    const exact = byFullUrl.get(written);
    if (exact !== undefined) return exact;
    const tail = written.split('/').slice(-2).join('/');
    return byTypeAndId.get(tail);
  };
}
