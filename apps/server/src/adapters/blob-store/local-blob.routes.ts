import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { authorizationMessages, documentEndpoints } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { ForbiddenError } from '../../errors.js';
import { route } from '../../plugins/endpoint-route.js';
import { isValidKey } from './blob-store.js';
import type { LocalBlobStore } from './local-blob-store.js';
import type { SignedRequest } from './url-signature.js';

/**
 * Who may still PUT to a key: `claim` answers true once for a key the server handed an upload URL for and has not
 * saved or let go (recorded in the database, so it holds across instances); `release` gives a key back after a PUT
 * that stored nothing.
 */
export interface UploadClaims {
  claim(key: string): Promise<boolean>;
  release(key: string): Promise<void>;
}

interface SignedQuery {
  expires?: string;
  type?: string;
  size?: string;
  signature?: string;
}

/** Large writes: a 50 MB file in 50 writes instead of 3,200 of the default 16 KB. */
const writeChunkBytes = 1024 * 1024;

const tooLarge = (maxBytes: number) =>
  maxBytes % (1024 * 1024) === 0 ? `The file is larger than ${maxBytes / (1024 * 1024)} MB.` : `The file is larger than the ${maxBytes} bytes declared for it.`;

/** The signed request a URL stands for; refused (403) when a part is missing, changed or expired. */
function verified(store: LocalBlobStore, request: FastifyRequest): SignedRequest {
  const key = (request.params as Record<string, string>)['*'] ?? '';
  const query = request.query as SignedQuery;
  const expires = Number(query.expires);
  const maxBytes = Number(query.size);
  if (!isValidKey(key) || !Number.isInteger(expires) || !Number.isInteger(maxBytes) || !query.type || !query.signature) throw new ForbiddenError();
  const signed: SignedRequest = { method: 'PUT', key, expires, contentType: query.type, maxBytes };
  const check = store.check(signed, query.signature);
  if (check === 'expired') throw new ForbiddenError(authorizationMessages.clinicals.uploadExpired);
  if (check !== 'valid') throw new ForbiddenError();
  return signed;
}

/** Counts the bytes going through and fails the stream once there are more than `maxBytes`. */
function byteLimit(maxBytes: number, onTooLarge: () => void): Transform {
  let seen = 0;
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      seen += chunk.length;
      if (seen > maxBytes) {
        onTooLarge();
        callback(new Error('too large'));
      } else callback(null, chunk);
    },
  });
}

/**
 * The embedded BlobStore's upload URLs (PUT /blobs/*, `documentEndpoints.embeddedStoreUpload`): public, as the signed
 * URL is the credential, taking one PUT per URL (UploadClaims). It streams the body to a temporary file and moves it
 * into place only when complete, never holding it in memory. Files are handed out by the documents' own view links,
 * not from here.
 */
/** An upload's deadline: 50 MB at about 1 Mbit/s. */
const uploadTimeoutMs = 10 * 60_000;

export const localBlobRoutes: FastifyPluginAsync<{ store: LocalBlobStore; uploadClaims: UploadClaims }> = async (app, { store, uploadClaims }) => {
  // Every body of these routes is file bytes: hand over the raw stream instead of parsing (this scope only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  route(
    app,
    documentEndpoints.embeddedStoreUpload,
    async (request, reply) => {
      const signed = verified(store, request);
      if ((request.headers['content-type'] ?? '') !== signed.contentType) throw new ForbiddenError();
      if (!(await uploadClaims.claim(signed.key))) throw new ForbiddenError(authorizationMessages.clinicals.uploadExpired);
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > signed.maxBytes) {
        await uploadClaims.release(signed.key);
        return reply.code(413).send({ code: 'VALIDATION', message: tooLarge(signed.maxBytes) });
      }

      const path = store.pathOf(signed.key);
      const partial = `${path}.part`;
      let isTooLarge = false;
      try {
        await pipeline(
          request.body as Readable,
          byteLimit(signed.maxBytes, () => (isTooLarge = true)),
          createWriteStream(partial, { highWaterMark: writeChunkBytes }),
        );
        await rename(partial, path);
      } catch (error) {
        await rm(partial, { force: true });
        await uploadClaims.release(signed.key);
        if (isTooLarge) return reply.code(413).send({ code: 'VALIDATION', message: tooLarge(signed.maxBytes) });
        throw error;
      }
      return reply.code(200).send({ ok: true });
    },
    { handlerTimeout: uploadTimeoutMs },
  );
};
