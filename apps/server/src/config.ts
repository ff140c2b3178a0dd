import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isTracingRequested } from './observability/tracing-switch.js';
import { minimumAuditRetentionMonths } from './audit/audit-retention.js';

/** Every environment variable the server reads, in one place (README lists them). */
const EnvironmentSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65_535).default(3000),
    /** Unset: this machine only (127.0.0.1), or every interface (0.0.0.0) in production. */
    HOST: z.string().min(1).optional(),
    DATA_DIR: z.string().default('./.data'),
    DATABASE_URL: z.string().url().optional(),
    /** Connections per instance; unset: this machine's share of two per core (defaultPoolSize below). */
    DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).optional(),
    /**
     * Server processes sharing the port (node:cluster), each an instance with its own pool: one per core uses the
     * machine, as a load balancer over N instances would. More than one needs DATABASE_URL (a PGlite directory
     * belongs to one process).
     */
    SERVER_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
    /** Serve the built web app from this folder; empty disables it (API-only instance). */
    WEB_DIST_DIR: z.string().optional(),
    /** Seed demo data when the database has no accounts; unset: yes, except in production (where it may not be set). */
    SEED_DEMO_DATA: z.enum(['true', 'false']).optional(),
    DEMO_MEMBERS: z.coerce.number().int().min(20).max(1_000_000).default(3000),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    /** log2 of scrypt's N. 17 is OWASP's recommendation (128 MiB per hash); tests may lower it. */
    SCRYPT_LOG_N: z.coerce.number().int().min(10).max(20).default(17),
    /** Consecutive failed logins that lock an account (overrides the seeded setting). */
    MAX_FAILED_LOGINS: z.coerce.number().int().min(1).max(100).optional(),
    /** Login attempts allowed per client address per minute. */
    LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(20),
    /** Override the seeded idle time-outs, in minutes (fractions allowed, for tests). */
    INTERNAL_TIMEOUT_MINUTES: z.coerce.number().positive().optional(),
    EXTERNAL_TIMEOUT_MINUTES: z.coerce.number().positive().optional(),
    EXTERNAL_DIALOG_MINUTES: z.coerce.number().positive().optional(),
    /**
     * The portal's public address (https://portal.example.com): the only audience the token endpoint and the CDS
     * services accept, and the base of every absolute URL the portal answers. Required in production; unset in
     * development, the listen address (portal-base-url.ts). Never taken from a request's Host or X-Forwarded-* headers.
     */
    PUBLIC_BASE_URL: z.string().url().refine(isBaseUrl, 'must be an http:// or https:// origin (no path, query, fragment or user name)').optional(),
    /** A request not answered within this many seconds is answered 503 with Retry-After (uploads have longer). */
    REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(30),
    /** On SIGTERM: how long in-flight requests may take to finish before their connections are closed. */
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().min(0).max(300).default(10),
    /**
     * The Prometheus endpoint (GET /metrics) listens on this port of its own, never the portal's (observability/); unset:
     * no metrics endpoint. With SERVER_PROCESSES > 1 the first process answers for all of them.
     */
    METRICS_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
    /** The address the metrics port listens on: this machine only unless set (a private interface Prometheus reaches). */
    METRICS_HOST: z.string().min(1).default('127.0.0.1'),
    /**
     * OpenTelemetry traces (observability/tracing.ts): off unless an OTLP endpoint or a traces exporter is named. The SDK
     * reads these and the other standard OTEL_* variables itself (protocol, headers, sampler, service name).
     */
    OTEL_SDK_DISABLED: z.string().optional(),
    OTEL_TRACES_EXPORTER: z.string().optional(),
    OTEL_EXPORTER_OTLP_ENDPOINT: z.string().url().optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.string().url().optional(),
    /** Trust X-Forwarded-For from a load balancer in front of the instances. */
    TRUST_PROXY: z.enum(['true', 'false']).default('false'),
    /** Registers GET /api/bench/bare, the baseline of `npm run bench`; never on in production. */
    EXPOSE_BENCH_ROUTE: z.enum(['true', 'false']).default('false'),
    /** production removes the development-only pages (the dev mailbox). */
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Send e-mail through this SMTP server (smtp://user:password@host:587, smtps://…); unset keeps mail in the outbox. */
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\/[^/]+/, 'must be an smtp:// or smtps:// URL')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    MAIL_FROM: z.string().min(3).default('Provider Portal <no-reply@example.com>'),
    /** How often each instance looks for notice e-mails to send (besides right after a notice is written); 0: never (tests). */
    NOTICE_DELIVERY_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    /** How often the authorization events' consumers look for new events besides being woken at each commit (0: never). */
    AUTHORIZATION_EVENTS_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    /** How often each instance looks for FHIR subscription notifications to post (besides right after an event commits); 0: never (tests). */
    FHIR_NOTIFICATION_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(5),
    /** The wait before the first retry of a failed notification; each later one waits twice as long (at most 1 hour). */
    FHIR_NOTIFICATION_RETRY_SECONDS: z.coerce.number().positive().max(3600).default(30),
    /** Attempts of an event notification before it is given up (and its subscription set to error). */
    FHIR_NOTIFICATION_MAX_ATTEMPTS: z.coerce.number().int().min(1).max(20).default(6),
    /** How long a claimed notification is one instance's before another may take it over (a dead instance's). */
    FHIR_NOTIFICATION_LEASE_SECONDS: z.coerce.number().positive().max(3600).default(60),
    /** How often each instance looks for Bulk Data exports to work on (besides right after a kick-off); 0: never (tests). */
    BULK_EXPORT_INTERVAL_SECONDS: z.coerce.number().min(0).max(3600).default(2),
    /** How long a worker's claim on an export holds without renewal; a dead instance's export is taken up after it. */
    BULK_EXPORT_LEASE_SECONDS: z.coerce.number().positive().max(3600).default(60),
    /** Group members an export reads (and asks the content of) at once. */
    BULK_EXPORT_PAGE_MEMBERS: z.coerce.number().int().min(1).max(5000).default(100),
    /** Members whose resources go into one part (one NDJSON file per type); a file is closed at 16 MB anyway. */
    BULK_EXPORT_PART_MEMBERS: z.coerce.number().int().min(1).max(100_000).default(2500),
    /** How codes are searched: an in-memory index of the code tables (memory) or PostgreSQL full-text (postgres). */
    CODE_SEARCH: z.enum(['memory', 'postgres']).default('memory'),
    /** Where clinical documents are kept: files under DATA_DIR/blobs (local) or an S3 bucket. */
    BLOB_STORE: z.enum(['local', 's3']).default('local'),
    /** Signs the local store's URLs; unset, one is made and kept in DATA_DIR/blobs. Instances must share it. */
    BLOB_SIGNING_SECRET: z.string().min(32, 'must have at least 32 characters').optional(),
    S3_BUCKET: z.string().min(3).optional(),
    S3_REGION: z.string().default('us-east-1'),
    /** An S3-compatible endpoint (MinIO, Ceph); unset for AWS. */
    S3_ENDPOINT: z.string().url().optional(),
    S3_FORCE_PATH_STYLE: z.enum(['true', 'false']).default('false'),
    /**
     * Months an audit log month stays in the table before the maintenance job detaches it for export and drop; never
     * under six years (HIPAA, audit/audit-partitions.ts). Longer when state law or a contract asks it.
     */
    AUDIT_RETENTION_MONTHS: z.coerce
      .number()
      .int()
      .min(minimumAuditRetentionMonths, `must be at least ${minimumAuditRetentionMonths} (six years: HIPAA's retention of required documentation)`)
      .max(1200)
      .default(minimumAuditRetentionMonths),
  })
  .refine((env) => env.BLOB_STORE !== 's3' || env.S3_BUCKET, { message: 'S3_BUCKET is required when BLOB_STORE is s3', path: ['S3_BUCKET'] })
  .refine((env) => env.NODE_ENV !== 'production' || env.PUBLIC_BASE_URL?.startsWith('https://'), {
    message: 'PUBLIC_BASE_URL (an https:// address) is required in production: the audience of tokens and hook JWTs is never read from a request',
    path: ['PUBLIC_BASE_URL'],
  })
  .refine((env) => env.METRICS_PORT === undefined || env.METRICS_PORT !== env.PORT, {
    message: 'METRICS_PORT must differ from PORT: the metrics are never served on the portal port',
    path: ['METRICS_PORT'],
  })
  .refine((env) => env.SERVER_PROCESSES === 1 || env.DATABASE_URL !== undefined, {
    message: 'more than one server process needs DATABASE_URL (the embedded database belongs to one process)',
    path: ['SERVER_PROCESSES'],
  })
  .refine((env) => env.NODE_ENV !== 'production' || env.SEED_DEMO_DATA !== 'true', {
    message: 'a production start never seeds the demo data (its accounts have a published password)',
    path: ['SEED_DEMO_DATA'],
  });

export type Config = ReturnType<typeof readConfig>;

/**
 * Two connections per core, shared by the server processes (at least two each): the size PostgreSQL's own guidance
 * starts from (cores × 2, plus disks). Fewer connections than requests in flight is the point: statements queue on
 * a busy connection and go out together in one write, where each write wakes a backend (on a 2-core machine, 4
 * against 10 made every write path of the bench faster: README, "Benchmark").
 */
export const defaultPoolSize = (cores: number, serverProcesses: number) => Math.max(2, Math.ceil((2 * cores) / serverProcesses));

export function readConfig(environment: NodeJS.ProcessEnv = process.env) {
  const parsed = EnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  const host = env.HOST ?? (isProduction ? '0.0.0.0' : '127.0.0.1');
  return {
    port: env.PORT,
    serverProcesses: env.SERVER_PROCESSES,
    host,
    database: env.DATABASE_URL
      ? ({
          kind: 'postgres',
          url: env.DATABASE_URL,
          poolSize: env.DATABASE_POOL_SIZE ?? defaultPoolSize(availableParallelism(), env.SERVER_PROCESSES),
        } as const)
      : ({ kind: 'pglite', dataDir: resolve(env.DATA_DIR, 'pglite') } as const),
    // A relative folder is the working directory's, as DATA_DIR is (the static files plugin needs an absolute one).
    webDistDir: env.WEB_DIST_DIR === undefined ? defaultWebDist() : env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    seedDemoData: (env.SEED_DEMO_DATA ?? (isProduction ? 'false' : 'true')) === 'true',
    demoMembers: env.DEMO_MEMBERS,
    logLevel: env.LOG_LEVEL,
    scryptLogN: env.SCRYPT_LOG_N,
    loginRateLimitPerMinute: env.LOGIN_RATE_LIMIT_PER_MINUTE,
    trustProxy: env.TRUST_PROXY === 'true',
    isTracingOn: isTracingRequested(env),
    metrics: env.METRICS_PORT === undefined ? undefined : { port: env.METRICS_PORT, host: env.METRICS_HOST },
    requestTimeoutMs: env.REQUEST_TIMEOUT_SECONDS * 1000,
    shutdownGraceMs: env.SHUTDOWN_GRACE_SECONDS * 1000,
    ...portalBaseUrls({ publicBaseUrl: env.PUBLIC_BASE_URL, host, port: env.PORT }),
    exposeBenchRoute: env.EXPOSE_BENCH_ROUTE === 'true',
    nodeEnv: env.NODE_ENV,
    mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
    noticeDeliveryIntervalMs: env.NOTICE_DELIVERY_INTERVAL_SECONDS * 1000,
    authorizationEventsIntervalMs: env.AUTHORIZATION_EVENTS_INTERVAL_SECONDS * 1000,
    fhirNotifications: {
      intervalMs: env.FHIR_NOTIFICATION_INTERVAL_SECONDS * 1000,
      firstRetryMs: env.FHIR_NOTIFICATION_RETRY_SECONDS * 1000,
      maxAttempts: env.FHIR_NOTIFICATION_MAX_ATTEMPTS,
      claimMs: env.FHIR_NOTIFICATION_LEASE_SECONDS * 1000,
    },
    bulkExport: {
      intervalMs: env.BULK_EXPORT_INTERVAL_SECONDS * 1000,
      leaseMs: env.BULK_EXPORT_LEASE_SECONDS * 1000,
      pageMembers: env.BULK_EXPORT_PAGE_MEMBERS,
      partMembers: env.BULK_EXPORT_PART_MEMBERS,
    },
    devMailbox: devMailboxDecision({ isProduction, smtpUrl: env.SMTP_URL, host, trustProxy: env.TRUST_PROXY === 'true' }),
    codeSearch: env.CODE_SEARCH,
    auditRetentionMonths: env.AUDIT_RETENTION_MONTHS,
    blobStore:
      env.BLOB_STORE === 's3'
        ? ({
            kind: 's3',
            bucket: env.S3_BUCKET as string,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
          } as const)
        : ({ kind: 'local', directory: resolve(env.DATA_DIR, 'blobs'), secret: env.BLOB_SIGNING_SECRET } as const),
    settingsOverrides: {
      maxFailedLogins: env.MAX_FAILED_LOGINS,
      internalTimeoutMinutes: env.INTERNAL_TIMEOUT_MINUTES,
      externalTimeoutMinutes: env.EXTERNAL_TIMEOUT_MINUTES,
      externalDialogMinutes: env.EXTERNAL_DIALOG_MINUTES,
    },
  };
}

/** 127.0.0.0/8, ::1 and localhost: an address no other machine can reach. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const plain = address.replace(/^::ffff:/, '').replace(/^\[|\]$/g, '');
  return plain === 'localhost' || plain === '::1' || /^127(\.\d{1,3}){3}$/.test(plain);
}

/** An http(s) origin: what a base URL of the portal may be (its paths are appended to it). */
function isBaseUrl(value: string): boolean {
  const url = URL.canParse(value) ? new URL(value) : undefined;
  return Boolean(
    url && (url.protocol === 'https:' || url.protocol === 'http:') && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password,
  );
}

/** A listen address as a URL's host: an IPv6 literal in brackets. */
const urlHostOf = (host: string) => (host.includes(':') ? `[${host}]` : host);

/**
 * Where the portal is reached, from configuration only (issue 30): `publicBaseUrl`, the base of every absolute URL it
 * answers (token endpoint, CapabilityStatement, fullUrls, Location, cards, notifications), and `audienceBaseUrls`, the
 * bases a client assertion's or hook JWT's `aud` may name. PUBLIC_BASE_URL when set (always in production), alone.
 * Unset (development), the listen address: a loopback or every-interface HOST is reached from this machine as
 * localhost, 127.0.0.1 or [::1] on PORT, each accepted (the demo's commands and the end-to-end tests use either).
 * A request's Host and X-Forwarded-* headers never take part: they are the caller's to choose.
 */
function portalBaseUrls(facts: { publicBaseUrl: string | undefined; host: string; port: number }) {
  if (facts.publicBaseUrl) {
    const publicBaseUrl = new URL(facts.publicBaseUrl).origin;
    return { publicBaseUrl, audienceBaseUrls: [publicBaseUrl] as readonly string[] };
  }
  const isThisMachine = isLoopbackAddress(facts.host) || facts.host === '0.0.0.0' || facts.host === '::';
  const hosts = isThisMachine ? ['localhost', '127.0.0.1', '[::1]'] : [urlHostOf(facts.host)];
  const [publicBaseUrl = '', ...others] = hosts.map((host) => `http://${host}:${facts.port}`);
  return { publicBaseUrl, audienceBaseUrls: [publicBaseUrl, ...others] as readonly string[] };
}

/**
 * The development mailbox shows every one-time code, so it exists only where the portal is explicitly a local demo:
 * not production, no SMTP server (the messages stay in the outbox), listening on a loopback address only (no other
 * machine can connect), and no proxy in front (a local proxy would make every client look local). Each request is
 * then still checked to come from a loopback peer.
 */
function devMailboxDecision(facts: { isProduction: boolean; smtpUrl: string | undefined; host: string; trustProxy: boolean }) {
  const reason = facts.isProduction
    ? 'NODE_ENV is production'
    : facts.smtpUrl
      ? 'SMTP_URL sends the messages'
      : !isLoopbackAddress(facts.host)
        ? `HOST ${facts.host} is reachable from other machines`
        : facts.trustProxy
          ? 'TRUST_PROXY puts a proxy in front'
          : null;
  return reason === null ? ({ isOn: true } as const) : ({ isOn: false, reason } as const);
}

function defaultWebDist(): string {
  return new URL('../../web/dist', import.meta.url).pathname;
}
