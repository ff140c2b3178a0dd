import {
  bulkExportMessages,
  bulkExportOutputFormats,
  davinciExportTypes,
  type ProviderAccessExportType,
  providerAccessExportTypes,
  splitList,
} from '@portal/contracts';
import { FhirError } from '../../../fhir/operation-outcome.js';

const text = bulkExportMessages;

/** What a kick-off asks for, before the token narrows its types. */
export interface BulkExportParameters {
  /** The types named by _type, or null when it names none (every type the token may read). */
  types: ProviderAccessExportType[] | null;
  since: Date | null;
}

/** A FHIR instant: seconds and a time zone required (Bulk Data's _since). */
const instantPattern = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d:([0-5]\d|60)(\.\d{1,9})?(Z|[+-]((0\d|1[0-3]):[0-5]\d|14:00))$/;

/** Whether an instant's date exists (JavaScript reads 2025-02-30 as 2 March). */
function isCalendarDate(instant: string): boolean {
  const [year, month, day] = instant.slice(0, 10).split('-').map(Number);
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1));
  return date.getUTCMonth() === (month ?? 1) - 1 && date.getUTCDate() === day;
}

/** Parameters of Bulk Data and of $davinci-data-export this server does not apply (refused unless handling=lenient). */
const supported = new Set(['_type', '_since', '_outputFormat', 'exportType']);

const invalid = (diagnostics: string, expression?: string) => FhirError.of(400, [{ code: 'invalid', diagnostics, ...(expression ? { expression } : {}) }]);

/** The named parameters as lists of strings, from a query string (repeated or not) or a Parameters resource. */
export type RawParameters = Map<string, string[]>;

export function parametersOfQuery(query: Record<string, string | string[] | undefined>): RawParameters {
  const raw: RawParameters = new Map();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) raw.set(name, [value].flat());
  return raw;
}

type ParameterEntry = { name?: unknown } & Record<string, unknown>;
const valueKeys = ['valueString', 'valueInstant', 'valueDateTime', 'valueCode', 'valueCanonical', 'valueUri'];

/** A POST kick-off's body: a FHIR Parameters resource (none at all: no parameters). */
export function parametersOfBody(body: unknown): RawParameters {
  const raw: RawParameters = new Map();
  if (body === undefined || body === null) return raw;
  const resource = body as { resourceType?: unknown; parameter?: unknown };
  if (typeof body !== 'object' || resource.resourceType !== 'Parameters') throw invalid(text.badParameters);
  if (resource.parameter === undefined) return raw;
  if (!Array.isArray(resource.parameter)) throw invalid(text.badParameters, 'Parameters.parameter');
  for (const [index, entry] of (resource.parameter as ParameterEntry[]).entries()) {
    if (typeof entry !== 'object' || entry === null || typeof entry.name !== 'string') throw invalid(text.badParameters, `Parameters.parameter[${index}]`);
    const key = valueKeys.find((candidate) => typeof entry[candidate] === 'string');
    // A parameter with another kind of value (a patient reference) is one this server does not apply.
    const value = key ? (entry[key] as string) : '';
    raw.set(entry.name, [...(raw.get(entry.name) ?? []), value]);
  }
  return raw;
}

/** A media type as a query string may have decoded it (`+` read as a space), in lower case. */
const mediaTypeOf = (value: string) => value.trim().toLowerCase().replace(/ /g, '+');

function single(raw: RawParameters, name: string): string | undefined {
  const values = raw.get(name);
  if (values === undefined) return undefined;
  if (values.length > 1) throw invalid(text.repeated(name), name);
  return values[0];
}

/**
 * The kick-off's parameters checked (Bulk Data v2, PDex §pdex-359–375): _type names exported types only, _since is an
 * instant, _outputFormat an NDJSON one, exportType one of PDex's (provider-delta with _since). Any other parameter is
 * refused as Bulk Data asks, or ignored when the client said `Prefer: handling=lenient`.
 */
export function checkParameters(raw: RawParameters, options: { isLenient: boolean }): BulkExportParameters {
  for (const name of raw.keys()) if (!supported.has(name) && !options.isLenient) throw invalid(text.unsupportedParameter(name), name);

  const outputFormat = single(raw, '_outputFormat');
  if (outputFormat !== undefined && !(bulkExportOutputFormats as readonly string[]).includes(mediaTypeOf(outputFormat)))
    throw invalid(text.badOutputFormat(bulkExportOutputFormats), '_outputFormat');

  const sinceText = single(raw, '_since');
  // A `+` of the time zone decoded to a space by the query string is put back.
  const sinceValue = sinceText?.trim().replace(/ /g, '+');
  if (sinceValue !== undefined && !instantPattern.test(sinceValue)) throw invalid(text.badSince, '_since');
  const since = sinceValue === undefined ? null : new Date(sinceValue);
  if (since && (Number.isNaN(since.getTime()) || !isCalendarDate(sinceValue ?? ''))) throw invalid(text.badSince, '_since');

  const exportType = single(raw, 'exportType');
  if (exportType !== undefined && !(davinciExportTypes as readonly string[]).includes(exportType))
    throw invalid(text.badExportType(davinciExportTypes), 'exportType');
  if (exportType === davinciExportTypes[0] && !since) throw invalid(text.deltaNeedsSince, '_since');

  const typeValues = raw.get('_type');
  if (typeValues === undefined) return { types: null, since };
  const named = typeValues.flatMap(splitList);
  if (named.length === 0) throw invalid(text.noTypes, '_type');
  for (const type of named)
    if (!(providerAccessExportTypes as readonly string[]).includes(type)) throw invalid(text.unknownType(type, providerAccessExportTypes), '_type');
  // In the manifest's order, each once.
  return { types: providerAccessExportTypes.filter((type) => named.includes(type)), since };
}

/**
 * Prefer (RFC 7240) as Bulk Data reads it. respond-async is the only way this export runs, so it is assumed when not
 * sent (Bulk Data v2: the server MAY process the request as if it were; PDex §pdex-339 asks clients to send it), and
 * other preferences are ignored as RFC 7240 asks; handling=lenient makes unsupported parameters ignored, not refused.
 */
export function readPrefer(header: string | string[] | undefined): { isLenient: boolean } {
  const preferences = [header ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((preference) => (preference.split(';')[0] ?? '').trim().toLowerCase().replace(/\s+/g, ''));
  return { isLenient: preferences.includes('handling=lenient') };
}
