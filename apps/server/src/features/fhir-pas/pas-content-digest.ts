import { createHash } from 'node:crypto';

/**
 * The Bundle's elements a digest leaves out: they describe the sending, not the request, so a client's honest retry
 * may change them. `id` and `meta` are the sender's (or an intermediary's) storage details (versionId, lastUpdated,
 * tags); `timestamp` is when the bundle was assembled, which a client that rebuilds its retry sets anew; `signature`
 * signs that assembly (its `when`), so a re-signed retry carries new bytes for the same request. Everything else,
 * Bundle.identifier and every entry included, is the request.
 */
const envelopeElements = new Set(['id', 'meta', 'timestamp', 'signature']);

/** JSON with every object's keys sorted, so the same content always gives the same text (key order means nothing). */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, child]) => child !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, child]) => `${JSON.stringify(key)}:${canonicalJson(child)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The digest of a PAS request bundle's content (sha-256 of its canonical JSON, hex): a replay is the same client
 * sending the same Bundle.identifier with the same digest; the same identifier with another digest is another request.
 */
export function contentDigestOf(bundle: unknown): string {
  const content =
    bundle !== null && typeof bundle === 'object' && !Array.isArray(bundle)
      ? Object.fromEntries(Object.entries(bundle as Record<string, unknown>).filter(([key]) => !envelopeElements.has(key)))
      : bundle;
  return createHash('sha256').update(canonicalJson(content)).digest('hex');
}
