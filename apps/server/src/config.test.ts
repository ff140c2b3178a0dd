import { availableParallelism } from 'node:os';
import { describe, expect, it } from 'vitest';
import { defaultPoolSize, readConfig } from './config.js';

describe('mail and environment configuration', () => {
  it('defaults to development with mail kept in the outbox', () => {
    const config = readConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Provider Portal <no-reply@example.com>' });
  });

  it('reads SMTP_URL, MAIL_FROM and NODE_ENV; an empty SMTP_URL means none', () => {
    const config = readConfig({
      NODE_ENV: 'production',
      PUBLIC_BASE_URL: 'https://portal.example.com',
      SMTP_URL: 'smtps://user:secret@mail.example.com:465',
      MAIL_FROM: 'Portal <p@example.com>',
    });
    expect(config.nodeEnv).toBe('production');
    expect(config.mail).toEqual({ smtpUrl: 'smtps://user:secret@mail.example.com:465', from: 'Portal <p@example.com>' });
    expect(readConfig({ SMTP_URL: '' }).mail.smtpUrl).toBeUndefined();
  });

  it('refuses an SMTP_URL of another scheme without echoing it (it may hold a password)', () => {
    expect(() => readConfig({ SMTP_URL: 'https://user:secret@mail.example.com' })).toThrow(/SMTP_URL/);
    expect(() => readConfig({ SMTP_URL: 'https://user:secret@mail.example.com' })).not.toThrow(/secret/);
    expect(() => readConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
});

describe('safe by default: a local demo unless production', () => {
  it('listens on this machine only and seeds the demo data, unless production', () => {
    expect(readConfig({})).toMatchObject({ host: '127.0.0.1', seedDemoData: true, devMailbox: { isOn: true } });
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com' })).toMatchObject({
      host: '0.0.0.0',
      seedDemoData: false,
      devMailbox: { isOn: false },
    });
    expect(readConfig({ HOST: '0.0.0.0', SEED_DEMO_DATA: 'false' })).toMatchObject({ host: '0.0.0.0', seedDemoData: false });
  });

  it('refuses to seed the demo data in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com', SEED_DEMO_DATA: 'true' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('serves the development mailbox only to a local demo, and says why not', () => {
    const reasonOf = (env: Record<string, string>) => {
      const decision = readConfig(env).devMailbox;
      return decision.isOn ? null : decision.reason;
    };
    expect(reasonOf({ HOST: 'localhost' })).toBeNull();
    expect(reasonOf({ HOST: '::1' })).toBeNull();
    expect(reasonOf({ HOST: '0.0.0.0' })).toMatch(/HOST 0\.0\.0\.0/);
    expect(reasonOf({ HOST: '192.168.1.5' })).toMatch(/HOST/);
    expect(reasonOf({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com', HOST: '127.0.0.1' })).toMatch(/production/);
    expect(reasonOf({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toMatch(/SMTP_URL/);
    expect(reasonOf({ TRUST_PROXY: 'true' })).toMatch(/TRUST_PROXY/);
  });
});

describe('paths and deadlines', () => {
  it('reads a relative WEB_DIST_DIR against the working directory (the static plugin refused it and the start failed)', () => {
    expect(readConfig({ WEB_DIST_DIR: 'apps/web/dist' }).webDistDir).toBe(`${process.cwd()}/apps/web/dist`);
    expect(readConfig({ WEB_DIST_DIR: '' }).webDistDir).toBeUndefined();
  });

  it('answers within 30 s and drains for 10 s unless told otherwise', () => {
    expect(readConfig({})).toMatchObject({ requestTimeoutMs: 30_000, shutdownGraceMs: 10_000 });
    expect(readConfig({ REQUEST_TIMEOUT_SECONDS: '5', SHUTDOWN_GRACE_SECONDS: '0' })).toMatchObject({ requestTimeoutMs: 5_000, shutdownGraceMs: 0 });
    expect(() => readConfig({ REQUEST_TIMEOUT_SECONDS: '0' })).toThrow(/REQUEST_TIMEOUT_SECONDS/);
  });
});

describe('the audit log’s retention (issue 36)', () => {
  it('keeps six years unless told longer, and never less', () => {
    expect(readConfig({}).auditRetentionMonths).toBe(72);
    expect(readConfig({ AUDIT_RETENTION_MONTHS: '120' }).auditRetentionMonths).toBe(120);
    expect(() => readConfig({ AUDIT_RETENTION_MONTHS: '71' })).toThrow(/at least 72[\s\S]*AUDIT_RETENTION_MONTHS/);
    expect(() => readConfig({ AUDIT_RETENTION_MONTHS: 'six years' })).toThrow(/AUDIT_RETENTION_MONTHS/);
  });
});

describe('the portal’s address: configured, never read from a request (issue 30)', () => {
  it('requires an https PUBLIC_BASE_URL in production', () => {
    expect(() => readConfig({ NODE_ENV: 'production' })).toThrow(/PUBLIC_BASE_URL.*required in production/);
    expect(() => readConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'http://portal.example.com' })).toThrow(/PUBLIC_BASE_URL/);
    expect(readConfig({ NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com/' })).toMatchObject({
      publicBaseUrl: 'https://portal.example.com',
      audienceBaseUrls: ['https://portal.example.com'],
    });
  });

  it('takes an origin only: no path, query, fragment or user name', () => {
    for (const url of [
      'https://portal.example.com/portal',
      'https://portal.example.com/?a=1',
      'https://portal.example.com/#x',
      'https://user@portal.example.com',
      'ftp://portal.example.com',
    ]) {
      expect(() => readConfig({ PUBLIC_BASE_URL: url }), url).toThrow(/PUBLIC_BASE_URL/);
    }
  });

  it('is the listen address in development: this machine by its loopback names on PORT, or the configured host', () => {
    expect(readConfig({ PORT: '3100' })).toMatchObject({
      publicBaseUrl: 'http://localhost:3100',
      audienceBaseUrls: ['http://localhost:3100', 'http://127.0.0.1:3100', 'http://[::1]:3100'],
    });
    expect(readConfig({ HOST: '192.168.1.5', PORT: '3000' })).toMatchObject({
      publicBaseUrl: 'http://192.168.1.5:3000',
      audienceBaseUrls: ['http://192.168.1.5:3000'],
    });
    expect(readConfig({ HOST: 'fd00::5', PORT: '3000' }).publicBaseUrl).toBe('http://[fd00::5]:3000');
    expect(readConfig({ PUBLIC_BASE_URL: 'http://portal.test:8080' })).toMatchObject({
      publicBaseUrl: 'http://portal.test:8080',
      audienceBaseUrls: ['http://portal.test:8080'],
    });
  });
});

describe('the database pool', () => {
  const postgres = (environment: NodeJS.ProcessEnv) => readConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/portal', ...environment }).database;

  it('takes two connections per core by default, shared by the server processes, at least two each', () => {
    expect(defaultPoolSize(2, 1)).toBe(4);
    expect(defaultPoolSize(8, 1)).toBe(16);
    expect(defaultPoolSize(8, 8)).toBe(2);
    expect(defaultPoolSize(2, 4)).toBe(2);
    expect(postgres({})).toMatchObject({ poolSize: defaultPoolSize(availableParallelism(), 1) });
    expect(postgres({ SERVER_PROCESSES: '2' })).toMatchObject({ poolSize: defaultPoolSize(availableParallelism(), 2) });
  });

  it('takes DATABASE_POOL_SIZE as given', () => {
    expect(postgres({ DATABASE_POOL_SIZE: '10' })).toMatchObject({ poolSize: 10 });
    expect(() => postgres({ DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
  });
});
