import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from '@20minutes/s3rver';

const bucket = 'portal-clinicals';

/**
 * A real S3-compatible server for the tests (s3rver: S3's REST API over files, Signature V4 checked, presigned URLs
 * included) on a free port of 127.0.0.1, with one bucket, and the environment that points the app at it
 * (BLOB_STORE=s3; credentials as the AWS SDK reads them from the environment).
 *
 * s3rver does not implement S3's conditional writes (PUT with If-None-Match: *, which AWS S3 and MinIO honour):
 * a small middleware in front of it refuses such a PUT to a key that exists, with S3's 412 PreconditionFailed, as
 * S3 documents it. Everything else is s3rver's own.
 */
export async function startS3TestServer() {
  const directory = mkdtempSync(join(tmpdir(), 'portal-s3-'));
  const server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  server.middleware.unshift(async (context, next) => {
    const [, bucketName, ...key] = context.path.split('/');
    const isCreateOnly = context.method === 'PUT' && context.get('if-none-match') === '*' && !context.get('x-amz-copy-source');
    if (isCreateOnly && bucketName && key.length > 0 && (await server.store.existsObject(bucketName, decodeURIComponent(key.join('/'))))) {
      context.status = 412;
      context.type = 'application/xml';
      context.body =
        '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>PreconditionFailed</Code><Message>At least one of the pre-conditions you specified did not hold</Message></Error>';
      return;
    }
    await next();
  });
  const { port } = await server.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  return {
    endpoint: `http://127.0.0.1:${port}`,
    env: { BLOB_STORE: 's3', S3_BUCKET: bucket, S3_REGION: 'us-east-1', S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_FORCE_PATH_STYLE: 'true' },
    /** Whether the bucket holds an object under the key. */
    has: (key: string) => server.store.existsObject(bucket, key),
    async close() {
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
