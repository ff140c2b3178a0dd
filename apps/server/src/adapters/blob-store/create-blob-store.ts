import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { clinicalUploadLimits } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import type { Config } from '../../config.js';
import type { BlobStore } from './blob-store.js';
import { createLocalBlobStore, type LocalBlobStore } from './local-blob-store.js';
import { createS3BlobStore } from './s3-blob-store.js';

/**
 * The signing secret of the embedded store: BLOB_SIGNING_SECRET, or one made once and kept beside the files, so
 * that a restart keeps issued URLs valid. Several instances must share BLOB_SIGNING_SECRET.
 */
async function localSecret(directory: string, configured: string | undefined): Promise<Buffer> {
  if (configured) return Buffer.from(configured, 'utf8');
  const file = join(directory, '.signing-secret');
  try {
    return Buffer.from(await readFile(file, 'utf8'), 'hex');
  } catch {
    const secret = randomBytes(32);
    await writeFile(file, secret.toString('hex'), { mode: 0o600, flag: 'wx' }).catch(() => undefined);
    return Buffer.from(await readFile(file, 'utf8'), 'hex');
  }
}

/** The configured BlobStore; `local` is also returned when it is the embedded one, whose routes must be registered. */
export async function createBlobStore(config: Config['blobStore'], clock: Clock): Promise<{ blobStore: BlobStore; local: LocalBlobStore | null }> {
  if (config.kind === 's3') return { blobStore: createS3BlobStore(config), local: null };
  await mkdir(config.directory, { recursive: true });
  const local = createLocalBlobStore({
    directory: config.directory,
    secret: await localSecret(config.directory, config.secret),
    maxBytes: clinicalUploadLimits.maxBytes,
    clock,
  });
  return { blobStore: local, local };
}
