import { createHash } from 'node:crypto';

/** The URL namespace of RFC 9562 (6ba7b811-9dad-11d1-80b4-00c04fd430c8), as bytes. */
const urlNamespace = Buffer.from('6ba7b8119dad11d180b400c04fd430c8', 'hex');

/**
 * A name-based UUID (RFC 9562 version 5) of a URL: the same URL gives the same UUID. A bundle entry about a resource
 * the plan serves no read of takes `urn:uuid:` of it as its fullUrl, so the answers about one request name it alike.
 */
export function nameBasedUuid(url: string): string {
  const bytes = createHash('sha1').update(urlNamespace).update(url).digest().subarray(0, 16);
  bytes[6] = ((bytes[6] as number) & 0x0f) | 0x50;
  bytes[8] = ((bytes[8] as number) & 0x3f) | 0x80;
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
