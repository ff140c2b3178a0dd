import { createHmac, timingSafeEqual } from 'node:crypto';

/** What a signed upload URL of the embedded store allows: one PUT of at most maxBytes to one key until `expires`. */
export interface SignedRequest {
  method: 'PUT';
  key: string;
  /** Unix seconds. */
  expires: number;
  /** The content type the browser must send. */
  contentType: string;
  maxBytes: number;
}

const canonical = (request: SignedRequest) => [request.method, request.key, String(request.expires), request.contentType, String(request.maxBytes)].join('\n');

/** HMAC-SHA256 over every part of the request, so no part of a URL can be changed or reused for another key. */
export function signRequest(secret: Buffer, request: SignedRequest): string {
  return createHmac('sha256', secret).update(canonical(request)).digest('hex');
}

/** Constant-time comparison of the signature a URL carries with the one its parts should have. */
export function hasValidSignature(secret: Buffer, request: SignedRequest, signature: string): boolean {
  const expected = Buffer.from(signRequest(secret, request), 'hex');
  const given = /^[0-9a-f]{64}$/.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
