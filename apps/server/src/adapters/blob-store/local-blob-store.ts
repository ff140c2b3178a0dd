import { mkdir, open, rm, stat } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Clock } from '../../clock.js';
import { assertValidKey, type BlobStore } from './blob-store.js';
import { hasValidSignature, type SignedRequest, signRequest } from './url-signature.js';

/** Where the embedded store's routes are mounted (the API prefix plus /blobs). */
export const localBlobUrlPrefix = '/api/blobs';

export interface LocalBlobStore extends BlobStore {
  readonly maxBytes: number;
  /** The file of a key (keys are validated, so the path stays inside the directory). */
  pathOf(key: string): string;
  /** 'valid', or why a signed URL's parts are refused. */
  check(request: SignedRequest, signature: string): 'valid' | 'expired' | 'bad-signature';
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');

/**
 * The embedded BlobStore: files under `directory`, served by our own routes (local-blob.routes.ts) through URLs
 * signed with HMAC and an expiry. Several instances must share the directory (a network disk) and the secret.
 */
export function createLocalBlobStore(options: { directory: string; secret: Buffer; maxBytes: number; clock: Clock }): LocalBlobStore {
  const { directory, secret, maxBytes, clock } = options;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  const signedUrl = (request: SignedRequest) => {
    const query = new URLSearchParams({ expires: String(request.expires), type: request.contentType });
    if (request.fileName) query.set('name', request.fileName);
    query.set('signature', signRequest(secret, request));
    return `${localBlobUrlPrefix}/${encodeKey(request.key)}?${query}`;
  };

  const pathOf = (key: string) => {
    assertValidKey(key);
    return join(directory, ...key.split('/'));
  };

  return {
    maxBytes,
    pathOf,

    check(request, signature) {
      if (!hasValidSignature(secret, request, signature)) return 'bad-signature';
      return request.expires < nowSeconds() ? 'expired' : 'valid';
    },

    async createUploadUrl(key, { contentType, expiresInSeconds }) {
      assertValidKey(key);
      await mkdir(dirname(pathOf(key)), { recursive: true });
      const url = signedUrl({ method: 'PUT', key, expires: nowSeconds() + expiresInSeconds, contentType, fileName: '' });
      return { url, headers: { 'content-type': contentType } };
    },

    async createDownloadUrl(key, { fileName, contentType, expiresInSeconds }) {
      assertValidKey(key);
      return signedUrl({ method: 'GET', key, expires: nowSeconds() + expiresInSeconds, contentType, fileName });
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },

    async readStart(key, length) {
      const file = await open(pathOf(key), 'r');
      try {
        const buffer = Buffer.alloc(length);
        const { bytesRead } = await file.read(buffer, 0, length, 0);
        return new Uint8Array(buffer.subarray(0, bytesRead));
      } finally {
        await file.close();
      }
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
