import { describe, expect, it } from 'vitest';
import { readConfig } from './config.js';

describe('mail and environment configuration', () => {
  it('defaults to development with mail kept in the outbox', () => {
    const config = readConfig({});
    expect(config.nodeEnv).toBe('development');
    expect(config.mail).toEqual({ smtpUrl: undefined, from: 'Provider Portal <no-reply@example.com>' });
  });

  it('reads SMTP_URL, MAIL_FROM and NODE_ENV; an empty SMTP_URL means none', () => {
    const config = readConfig({ NODE_ENV: 'production', SMTP_URL: 'smtps://user:secret@mail.example.com:465', MAIL_FROM: 'Portal <p@example.com>' });
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
