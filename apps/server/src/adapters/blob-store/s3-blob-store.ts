import { DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
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
 * The production BlobStore: objects in one S3 bucket, reached through presigned URLs (AWS SDK v3), credentials from
 * the SDK's default chain. A presigned PUT cannot cap the size: the server checks `stat` after the upload (the
 * clinicals' save step) and deletes what is too large.
 */
export function createS3BlobStore(options: S3BlobStoreOptions, client = new S3Client({ region: options.region, endpoint: options.endpoint, forcePathStyle: options.forcePathStyle })): BlobStore {
  const Bucket = options.bucket;
  return {
    async createUploadUrl(key, { contentType, expiresInSeconds }) {
      assertValidKey(key);
      const url = await getSignedUrl(client, new PutObjectCommand({ Bucket, Key: key, ContentType: contentType }), { expiresIn: expiresInSeconds });
      return { url, headers: { 'content-type': contentType } };
    },

    async createDownloadUrl(key, { fileName, contentType, expiresInSeconds }) {
      assertValidKey(key);
      const disposition = `inline; filename*=UTF-8''${encodeURIComponent(fileName)}`;
      return getSignedUrl(client, new GetObjectCommand({ Bucket, Key: key, ResponseContentType: contentType, ResponseContentDisposition: disposition }), {
        expiresIn: expiresInSeconds,
      });
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

    async readStart(key, length) {
      assertValidKey(key);
      const object = await client.send(new GetObjectCommand({ Bucket, Key: key, Range: `bytes=0-${Math.max(0, length - 1)}` }));
      return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
    },

    async delete(key) {
      assertValidKey(key);
      await client.send(new DeleteObjectCommand({ Bucket, Key: key }));
    },
  };
}
