import type { Readable } from 'node:stream';

/**
 * The BlobStore seam (architecture: adapters): clinical documents go from the browser straight to a storage URL, so
 * file bytes never pass through the API's JSON routes. The embedded store keeps files on disk and signs its own
 * URLs; the production one is S3 with presigned URLs.
 *
 * An upload URL takes one PUT and never replaces a blob: the embedded store records its use in the database (see
 * UploadClaims in local-blob.routes.ts), S3 is asked to create the object only if it does not exist yet (a
 * conditional write). The server then copies what arrived to a key no URL names and checks it there.
 */
export interface BlobStore {
  /**
   * A URL the browser PUTs the bytes to (with these headers), valid for expiresInSeconds. With contentLength it takes
   * exactly that many bytes, else at most the largest file allowed (embedded store; S3 cannot cap a presigned PUT).
   */
  createUploadUrl(
    key: string,
    options: { contentType: string; contentLength?: number; expiresInSeconds: number },
  ): Promise<{ url: string; headers: Record<string, string> }>;
  /**
   * Stores bytes the server itself holds (a file a client system sent inline in a FHIR bundle); never replaces a
   * blob already under the key.
   */
  write(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  /** Copies a blob to another key inside the store (no bytes through this process on S3). */
  copy(fromKey: string, toKey: string): Promise<void>;
  /** Size of a stored blob, or null when there is none under the key. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The blob's bytes as a stream (from `start` to `end`, inclusive, when given), or null when there is none. */
  read(key: string, range?: { start: number; end: number }): Promise<Readable | null>;
  delete(key: string): Promise<void>;
}

/** Keys the server makes: segments of letters, digits and dashes joined by slashes ('clinicals/12/uuid'). */
const keyPattern = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 300 || !keyPattern.test(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
}

export const isValidKey = (key: string) => key.length <= 300 && keyPattern.test(key);
