import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { dirname, join } from 'node:path';
import { apiPrefix, documentEndpoints } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { assertValidKey, type BlobStore } from './blob-store.js';
import { hasValidSignature, type SignedRequest, signRequest } from './url-signature.js';

/** Where the embedded store's upload route is mounted: the API prefix plus its endpoint's path without the `/*`. */
export const localBlobUrlPrefix = `${apiPrefix}${documentEndpoints.embeddedStoreUpload.path.replace(/\/\*$/, '')}`;

export interface LocalBlobStore extends BlobStore {
  readonly maxBytes: number;
  /** The file of a key (keys are validated, so the path stays inside the directory). */
  pathOf(key: string): string;
  /** 'valid', or why a signed URL's parts are refused. */
  check(request: SignedRequest, signature: string): 'valid' | 'expired' | 'bad-signature';
}

const encodeKey = (key: string) => key.split('/').map(encodeURIComponent).join('/');
const isMissing = (error: unknown) => (error as { code?: string }).code === 'ENOENT';

/**
 * The embedded BlobStore: files under `directory`, written by our own PUT route (local-blob.routes.ts) through URLs
 * signed with HMAC and an expiry. Several instances must share the directory (a network disk) and the secret.
 */
export function createLocalBlobStore(options: { directory: string; secret: Buffer; maxBytes: number; clock: Clock }): LocalBlobStore {
  const { directory, secret, maxBytes, clock } = options;
  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

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

    async createUploadUrl(key, { contentType, contentLength, expiresInSeconds }) {
      assertValidKey(key);
      await mkdir(dirname(pathOf(key)), { recursive: true });
      const request: SignedRequest = {
        method: 'PUT',
        key,
        expires: nowSeconds() + expiresInSeconds,
        contentType,
        maxBytes: Math.min(contentLength ?? maxBytes, maxBytes),
      };
      const query = new URLSearchParams({
        expires: String(request.expires),
        type: contentType,
        size: String(request.maxBytes),
        signature: signRequest(secret, request),
      });
      return { url: `${localBlobUrlPrefix}/${encodeKey(key)}?${query}`, headers: { 'content-type': contentType } };
    },

    async write(key, bytes) {
      const target = pathOf(key);
      await mkdir(dirname(target), { recursive: true });
      // Written beside the target and moved into place, like a copy: a reader never sees half a file.
      const partial = `${target}.write`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, target);
    },

    async copy(fromKey, toKey) {
      const target = pathOf(toKey);
      await mkdir(dirname(target), { recursive: true });
      // Copied beside the target and moved into place: a reader never sees half a file.
      const partial = `${target}.copy`;
      await copyFile(pathOf(fromKey), partial, constants.COPYFILE_FICLONE);
      await rename(partial, target);
    },

    async stat(key) {
      try {
        const info = await stat(pathOf(key));
        return info.isFile() ? { size: info.size } : null;
      } catch {
        return null;
      }
    },

    async read(key, range) {
      const stream: Readable = createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
      // The open error (no such file) comes as the stream's first event: wait for one or the other.
      return new Promise((resolve, reject) => {
        stream.once('open', () => resolve(stream));
        stream.once('error', (error) => (isMissing(error) ? resolve(null) : reject(error)));
      });
    },

    async delete(key) {
      const target = pathOf(key);
      await rm(target, { force: true });
      // What a process that died while writing or copying left beside it, which would refuse the key's next write.
      await rm(`${target}.write`, { force: true });
      await rm(`${target}.copy`, { force: true });
    },
  };
}
