import type { ClaimItem, Extension, Identifier } from '@medplum/fhirtypes';
import { pasExtension } from './pas-codes.js';

/**
 * What every answer echoes of the Claim a client sent (PAS 2.2.1: "echo and invent nothing"): the Claim's identifiers,
 * each item's trace numbers and the item's date exactly as it was given. Read from the request as it arrives
 * (pas-request.ts) and from the requests stored with an authorization (pas.repository.ts), by the same functions.
 */

/** The value of extension-itemRequestedServiceDate: the request's servicedDate or servicedPeriod, as sent. */
export type RequestedServiceDate = { valueDateTime: string } | { valuePeriod: { start?: string; end?: string } };

/** The longest identifier value echoed: what a system would send, and index-safe. */
const identifierMax = 200;
const datePattern = /^\d{4}-\d{2}-\d{2}/;
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const textOf = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** An identifier as echoed: its system and value (what PAS's identifier profile requires), or none when it lacks either. */
export function identifierOf(identifier: unknown): Identifier | null {
  if (!isObject(identifier)) return null;
  const system = textOf(identifier.system);
  const value = textOf(identifier.value);
  return system && value && system.length <= identifierMax && value.length <= identifierMax ? { system, value } : null;
}

/** The item's trace numbers (extension-itemTraceNumber). */
export function traceNumbersOf(extensions: readonly Extension[] | undefined): Identifier[] {
  return (Array.isArray(extensions) ? extensions : [])
    .filter((extension) => isObject(extension) && extension.url === pasExtension('extension-itemTraceNumber'))
    .flatMap((extension) => identifierOf(extension.valueIdentifier) ?? []);
}

/** The item's servicedDate or servicedPeriod as sent, or null when it gave no date. */
export function requestedServiceDateOf(item: Pick<ClaimItem, 'servicedDate' | 'servicedPeriod'>): RequestedServiceDate | null {
  if (typeof item.servicedDate === 'string' && datePattern.test(item.servicedDate)) return { valueDateTime: item.servicedDate };
  const period = item.servicedPeriod;
  if (!isObject(period) || typeof period.start !== 'string' || !datePattern.test(period.start)) return null;
  return { valuePeriod: { start: period.start, ...(typeof period.end === 'string' ? { end: period.end } : {}) } };
}

/** The Claim's identifiers as stored (`Claim.identifier` of a stored request). */
export function sentIdentifiersOf(identifiers: unknown): Identifier[] {
  return (Array.isArray(identifiers) ? identifiers : []).flatMap((identifier) => identifierOf(identifier) ?? []);
}

/**
 * The identifiers of the Patient a stored request's Claim names (`Claim.patient`), among the request's Patient
 * entries: by fullUrl, by Patient/id, or by a fullUrl ending in it (as pas-request.ts resolves references).
 */
export function sentPatientIdentifiersOf(reference: unknown, patientEntries: unknown): Identifier[] {
  if (typeof reference !== 'string' || !Array.isArray(patientEntries)) return [];
  const relative = reference.split('/').slice(-2).join('/');
  const entry = patientEntries.find(
    (candidate: unknown) =>
      isObject(candidate) &&
      isObject(candidate.resource) &&
      (candidate.fullUrl === reference ||
        `Patient/${String(candidate.resource.id)}` === relative ||
        (typeof candidate.fullUrl === 'string' && candidate.fullUrl.endsWith(`/${relative}`))),
  ) as { resource: { identifier?: unknown } } | undefined;
  return sentIdentifiersOf(entry?.resource.identifier);
}

/** A stored request's items (`Claim.item`), each as its answers echo it. */
export function sentItemsOf(
  items: unknown,
): { sequence: number; system: string; traceNumbers: Identifier[]; requestedServiceDate: RequestedServiceDate | null }[] {
  return (Array.isArray(items) ? items : []).flatMap((item: unknown) => {
    if (!isObject(item) || typeof item.sequence !== 'number') return [];
    const claimItem = item as unknown as ClaimItem;
    const coding = claimItem.productOrService?.coding?.find((candidate) => candidate.code);
    return [
      {
        sequence: item.sequence,
        system: coding?.system ?? '',
        traceNumbers: traceNumbersOf(claimItem.extension),
        requestedServiceDate: requestedServiceDateOf(claimItem),
      },
    ];
  });
}
