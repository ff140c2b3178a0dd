import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { authorizationMessages } from '@portal/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { ForbiddenError, NotFoundError } from '../../errors.js';
import { isValidKey } from './blob-store.js';
import type { LocalBlobStore } from './local-blob-store.js';
import type { SignedRequest } from './url-signature.js';

interface SignedQuery {
  expires?: string;
  type?: string;
  name?: string;
  signature?: string;
}

/** Large writes: a 50 MB file in 50 writes instead of 3,200 of the default 16 KB. */
const writeChunkBytes = 1024 * 1024;

const tooLarge = (maxBytes: number) => `The file is larger than ${Math.floor(maxBytes / (1024 * 1024))} MB.`;

/** RFC 6266: an ASCII fallback and the exact name in UTF-8. */
function inlineDisposition(fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `inline; filename="${fallback}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

/** The signed request a URL stands for; refused (403) when a part is missing, changed or expired. */
function verified(store: LocalBlobStore, request: FastifyRequest, method: SignedRequest['method']): SignedRequest {
  const key = (request.params as Record<string, string>)['*'] ?? '';
  const query = request.query as SignedQuery;
  const expires = Number(query.expires);
  if (!isValidKey(key) || !Number.isInteger(expires) || !query.type || !query.signature) throw new ForbiddenError();
  const signed: SignedRequest = { method, key, expires, contentType: query.type, fileName: method === 'GET' ? (query.name ?? '') : '' };
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
 * The embedded BlobStore's URLs (PUT and GET /blobs/*): public routes, as the signed URL is the credential. PUT
 * streams the body to a temporary file and moves it into place only when complete, never holding it in memory.
 */
export const localBlobRoutes: FastifyPluginAsync<{ store: LocalBlobStore }> = async (app, { store }) => {
  // Every body of these routes is file bytes: hand over the raw stream instead of parsing (this scope only).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  app.put('/blobs/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const signed = verified(store, request, 'PUT');
    if ((request.headers['content-type'] ?? '') !== signed.contentType) throw new ForbiddenError();
    const declared = Number(request.headers['content-length'] ?? 0);
    if (declared > store.maxBytes) return reply.code(413).send({ code: 'VALIDATION', message: tooLarge(store.maxBytes) });

    const path = store.pathOf(signed.key);
    const partial = `${path}.part`;
    let isTooLarge = false;
    try {
      await pipeline(request.body as Readable, byteLimit(store.maxBytes, () => (isTooLarge = true)), createWriteStream(partial, { highWaterMark: writeChunkBytes }));
      await rename(partial, path);
    } catch (error) {
      await rm(partial, { force: true });
      if (isTooLarge) return reply.code(413).send({ code: 'VALIDATION', message: tooLarge(store.maxBytes) });
      throw error;
    }
    return reply.code(200).send({ ok: true });
  });

  app.get('/blobs/*', async (request: FastifyRequest, reply: FastifyReply) => {
    const signed = verified(store, request, 'GET');
    const path = store.pathOf(signed.key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) throw new NotFoundError();
    return reply
      .header('content-type', signed.contentType)
      .header('content-length', info.size)
      .header('content-disposition', inlineDisposition(signed.fileName))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .send(createReadStream(path));
  });
};
