import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import { assertValidKey, type BlobStore } from './blob-store.js';

export interface S3BlobStoreOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph); unset for AWS. */
  endpoint?: string;
  forcePathStyle?: boolean;
}

const isNotFound = (error: unknown) => {
  const name = (error as { name?: string }).name;
  return name === 'NotFound' || name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
};

/**
 * The client of the store. Checksums only where S3 requires them: by default the SDK would presign a PUT with the
 * checksum of an empty body, which S3 then compares with the file the browser sends, and refuses it.
 */
export const createS3Client = (options: S3BlobStoreOptions) =>
  new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

/**
 * The production BlobStore: objects in one S3 bucket, reached through presigned URLs (AWS SDK v3), credentials from
 * the SDK's default chain. An upload URL signs `If-None-Match: *`, so S3 stores its PUT only while the key is free:
 * a second PUT to it is refused (conditional writes: AWS S3, MinIO, Ceph). With a declared size it signs the
 * Content-Length too; without one a presigned PUT cannot be capped, and the save's check of `stat` refuses what is
 * too large.
 */
export function createS3BlobStore(options: S3BlobStoreOptions, client = createS3Client(options)): BlobStore {
  const Bucket = options.bucket;
  return {
    async createUploadUrl(key, { contentType, contentLength, expiresInSeconds }) {
      assertValidKey(key);
      const command = new PutObjectCommand({
        Bucket,
        Key: key,
        ContentType: contentType,
        IfNoneMatch: '*',
        ...(contentLength === undefined ? {} : { ContentLength: contentLength }),
      });
      const signableHeaders = new Set(['content-type', 'if-none-match', ...(contentLength === undefined ? [] : ['content-length'])]);
      const url = await getSignedUrl(client, command, { expiresIn: expiresInSeconds, signableHeaders });
      // Content-Length is the browser's to send (it may not set it): the body it sends must have the signed length.
      return { url, headers: { 'content-type': contentType, 'if-none-match': '*' } };
    },

    async write(key, bytes, contentType) {
      assertValidKey(key);
      await client.send(new PutObjectCommand({ Bucket, Key: key, Body: bytes, ContentType: contentType, IfNoneMatch: '*' }));
    },

    async copy(fromKey, toKey) {
      assertValidKey(fromKey);
      assertValidKey(toKey);
      await client.send(new CopyObjectCommand({ Bucket, Key: toKey, CopySource: `${Bucket}/${fromKey}` }));
    },

    async stat(key) {
      assertValidKey(key);
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return { size: head.ContentLength ?? 0 };
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async read(key, range) {
      assertValidKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key, ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}) }));
        return (object.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
