/**
 * The BlobStore seam (architecture: adapters): clinical documents go from the browser straight to a storage URL
 * and come back through short-lived signed URLs, so file bytes never pass through the API's JSON routes. The
 * embedded store keeps files on disk and signs its own URLs; the production one is S3 with presigned URLs.
 */
export interface BlobStore {
  /** A URL the browser PUTs the bytes to (with these headers), valid for expiresInSeconds. */
  createUploadUrl(key: string, options: { contentType: string; expiresInSeconds: number }): Promise<{ url: string; headers: Record<string, string> }>;
  /** A URL that serves the stored bytes inline under fileName, valid for expiresInSeconds. */
  createDownloadUrl(key: string, options: { fileName: string; contentType: string; expiresInSeconds: number }): Promise<string>;
  /** Size of a stored blob, or null when there is none under the key. */
  stat(key: string): Promise<{ size: number } | null>;
  /** The first `length` bytes (fewer when the blob is shorter): the server checks content against the extension. */
  readStart(key: string, length: number): Promise<Uint8Array>;
  delete(key: string): Promise<void>;
}

/** Keys the server makes: segments of letters, digits and dashes joined by slashes ('clinicals/12/uuid'). */
const keyPattern = /^[A-Za-z0-9-]+(\/[A-Za-z0-9-]+)*$/;

export function assertValidKey(key: string): void {
  if (key.length > 300 || !keyPattern.test(key)) throw new Error(`Not a blob key: ${JSON.stringify(key)}`);
}

export const isValidKey = (key: string) => key.length <= 300 && keyPattern.test(key);
