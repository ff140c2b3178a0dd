import { createHash } from 'node:crypto';

/**
 * The Bundle's elements a digest leaves out: they describe the sending, not the request, so a client's honest retry
 * may change them. `id` and `meta` are the sender's (or an intermediary's) storage details (versionId, lastUpdated,
 * tags); `timestamp` is when the bundle was assembled, which a client that rebuilds its retry sets anew; `signature`
 * signs that assembly (its `when`), so a re-signed retry carries new bytes for the same request. Everything else,
 * Bundle.identifier and every entry included, is the request.
 */
const envelopeElements = new Set(['id', 'meta', 'timestamp', 'signature']);

/**
 * JSON with every object's keys sorted, so the same content always gives the same text (key order means nothing).
 * Written into one list of parts and joined once: a bundle of 24 KB has thousands of elements.
 */
function writeCanonicalJson(value: unknown, parts: string[]): void {
  if (Array.isArray(value)) {
    parts.push('[');
    for (let index = 0; index < value.length; index++) {
      if (index > 0) parts.push(',');
      writeCanonicalJson(value[index], parts);
    }
    parts.push(']');
  } else if (value !== null && typeof value === 'object') {
    const object = value as Record<string, unknown>;
    // Object.keys(...).sort() orders by UTF-16 code units, as the digests kept so far were computed.
    let first = true;
    parts.push('{');
    for (const key of Object.keys(object).sort()) {
      const child = object[key];
      if (child === undefined) continue;
      if (!first) parts.push(',');
      first = false;
      parts.push(JSON.stringify(key), ':');
      writeCanonicalJson(child, parts);
    }
    parts.push('}');
  } else {
    parts.push(JSON.stringify(value) ?? 'null');
  }
}

function canonicalJson(value: unknown): string {
  const parts: string[] = [];
  writeCanonicalJson(value, parts);
  return parts.join('');
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
