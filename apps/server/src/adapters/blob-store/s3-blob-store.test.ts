import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { createS3BlobStore } from './s3-blob-store.js';

// Presigning is local work (no request leaves the machine), so the URLs can be checked offline.
const client = new S3Client({ region: 'us-east-2', credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY' } });
const store = createS3BlobStore({ bucket: 'portal-clinicals', region: 'us-east-2' }, client);

describe('the S3 blob store', () => {
  it('presigns a PUT of one key with its content type and expiry', async () => {
    const upload = await store.createUploadUrl('clinicals/12/3f1c2a4e-0000-4000-8000-000000000001', { contentType: 'application/pdf', expiresInSeconds: 1800 });
    const url = new URL(upload.url);
    expect(url.hostname).toBe('portal-clinicals.s3.us-east-2.amazonaws.com');
    expect(url.pathname).toBe('/clinicals/12/3f1c2a4e-0000-4000-8000-000000000001');
    expect(url.searchParams.get('X-Amz-Expires')).toBe('1800');
    expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
    expect(url.searchParams.get('X-Amz-SignedHeaders')).toContain('host');
    expect(upload.headers).toEqual({ 'content-type': 'application/pdf' });
  });

  it('presigns a GET that answers inline under the stored file name', async () => {
    const url = new URL(
      await store.createDownloadUrl('clinicals/12/3f1c2a4e-0000-4000-8000-000000000001', { fileName: 'Online Referral-Clinical 1_A1_2026_03_02.pdf', contentType: 'application/pdf', expiresInSeconds: 60 }),
    );
    expect(url.searchParams.get('X-Amz-Expires')).toBe('60');
    expect(url.searchParams.get('response-content-type')).toBe('application/pdf');
    expect(url.searchParams.get('response-content-disposition')).toBe("inline; filename*=UTF-8''Online%20Referral-Clinical%201_A1_2026_03_02.pdf");
  });

  it('refuses keys the server does not make', async () => {
    await expect(store.createUploadUrl('../secrets', { contentType: 'text/plain', expiresInSeconds: 60 })).rejects.toThrow('Not a blob key');
  });
});
