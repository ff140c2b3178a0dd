import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { createS3BlobStore } from './s3-blob-store.js';

// Presigning is local work (no request leaves the machine), so the URLs can be checked offline.
const client = new S3Client({
  region: 'us-east-2',
  credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' },
  requestChecksumCalculation: 'WHEN_REQUIRED',
});
const store = createS3BlobStore({ bucket: 'portal-clinicals', region: 'us-east-2' }, client);

describe('the S3 blob store', () => {
  it('presigns a PUT of one key that only creates the object, with its content type, length and expiry', async () => {
    const upload = await store.createUploadUrl('clinical-uploads/3f1c2a4e-0000-4000-8000-000000000001', {
      contentType: 'application/pdf',
      contentLength: 1234,
      expiresInSeconds: 1800,
    });
    const url = new URL(upload.url);
    expect(url.hostname).toBe('portal-clinicals.s3.us-east-2.amazonaws.com');
    expect(url.pathname).toBe('/clinical-uploads/3f1c2a4e-0000-4000-8000-000000000001');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('1800');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toEqual(['content-length', 'content-type', 'host', 'if-none-match']);
    expect(upload.headers).toEqual({ 'content-type': 'application/pdf', 'if-none-match': '*' });
  });

  it('signs no checksum of an empty body, which S3 would compare with the file sent', async () => {
    // The store's own client (credentials from the environment, as the SDK's default chain reads them).
    process.env.AWS_ACCESS_KEY_ID = 'AKIDEXAMPLE';
    process.env.AWS_SECRET_ACCESS_KEY = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY';
    const upload = await createS3BlobStore({ bucket: 'portal-clinicals', region: 'us-east-2' }).createUploadUrl('clinical-uploads/a', {
      contentType: 'text/plain',
      expiresInSeconds: 60,
    });
    expect([...new URL(upload.url).searchParams.keys()].filter((name) => name.toLowerCase().includes('checksum'))).toEqual([]);
  });

  it('refuses keys the server does not make', async () => {
    await expect(store.createUploadUrl('../secrets', { contentType: 'text/plain', expiresInSeconds: 60 })).rejects.toThrow('Not a blob key');
  });
});
