/** The parts of @20minutes/s3rver (a fork of s3rver that keeps it working on current Node) the tests use. */
declare module '@20minutes/s3rver' {
  import type { AddressInfo } from 'node:net';

  interface KoaContext {
    method: string;
    path: string;
    status: number;
    type: string;
    body: unknown;
    get(header: string): string;
  }
  type Middleware = (context: KoaContext, next: () => Promise<void>) => Promise<void>;

  export default class S3rver {
    constructor(options: { address: string; port: number; silent: boolean; directory: string; configureBuckets: { name: string }[] });
    /** Koa's middleware list; what is put first runs before s3rver's own. */
    middleware: Middleware[];
    store: { existsObject(bucket: string, key: string): Promise<boolean> };
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
