/**
 * Content negotiation of the FHIR API: it answers JSON only. FHIR's http page names the forms a client may ask for,
 * in `_format` or in Accept; `_format` overrides Accept (it exists for clients that cannot set the header). A client
 * that accepts no JSON form (only XML, Turtle or HTML) gets 406 with an OperationOutcome, which is JSON anyway: there
 * is nothing else to say it in.
 */
const jsonFormats: ReadonlySet<string> = new Set(['json', 'application/json', 'application/fhir+json']);
const jsonMediaRanges: ReadonlySet<string> = new Set([...jsonFormats, '*/*', 'application/*']);

/** A media type as written, lower case, without parameters; a `+` that a query string decoded to a space put back. */
const mediaTypeOf = (value: string) => (value.split(';')[0] ?? '').trim().toLowerCase().replace(/ /g, '+');

/** The q of one media range of Accept (1 when absent, 0 when unreadable: a range nobody can read is not accepted). */
function qualityOf(range: string): number {
  const q = range
    .split(';')
    .slice(1)
    .map((parameter) => parameter.trim().toLowerCase())
    .find((parameter) => parameter.startsWith('q='));
  if (q === undefined) return 1;
  const value = Number(q.slice(2));
  return Number.isFinite(value) ? value : 0;
}

/** Whether an answer in FHIR JSON is acceptable to a request with these `_format` values and this Accept header. */
export function acceptsFhirJson(format: string | readonly string[] | undefined, accept: string | undefined): boolean {
  const formats = (typeof format === 'string' ? [format] : (format ?? [])).filter((value) => value.trim() !== '');
  if (formats.length > 0) return formats.every((value) => jsonFormats.has(mediaTypeOf(value)));
  if (accept === undefined || accept.trim() === '') return true;
  return accept.split(',').some((range) => jsonMediaRanges.has(mediaTypeOf(range)) && qualityOf(range) > 0);
}
