import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DevMailboxResponseSchema } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createNotifier } from '../../adapters/notifier/notifier.js';
import { createOutboxRepository } from '../../adapters/notifier/outbox.repository.js';
import { createTestClock } from '../../test/test-clock.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';

const webDistDir = mkdtempSync(join(tmpdir(), 'web-dist-'));
const indexHtml = '<!doctype html><html><body><div id="root"></div></body></html>';
writeFileSync(join(webDistDir, 'index.html'), indexHtml);
afterAll(() => rmSync(webDistDir, { recursive: true, force: true }));

describe('the dev mailbox (not production)', () => {
  let testApp: TestApp;
  const clock = createTestClock();
  beforeAll(async () => {
    testApp = await createTestApp({ env: { WEB_DIST_DIR: webDistDir } });
    const notifier = createNotifier(testApp.config, testApp.database.db, clock);
    await notifier.send({ channel: 'email', to: 'ana@example.org', subject: 'First', text: 'Your code is 111111.' });
    clock.advance(60_000);
    await notifier.send({ channel: 'sms', to: '916-555-0100', subject: 'Code', text: 'Your code is 222222.' });
    clock.advance(60_000);
    await notifier.send({
      channel: 'email',
      to: 'Ana@Example.org',
      subject: '<script>alert("subject")</script>',
      text: 'Line one\n<img src=x onerror=alert(1)> & "quoted"',
    });
  });
  afterAll(() => testApp.close());

  const get = (url: string) => testApp.app.inject({ method: 'GET', url });

  it('answers the messages of one recipient as JSON, newest first, whatever the case of the address', async () => {
    const response = await get('/dev/mailbox/messages?to=ANA%40example.org');
    expect(response.statusCode).toBe(200);
    const body = DevMailboxResponseSchema.parse(response.json());
    expect(body.messages.map((message) => message.subject)).toEqual(['<script>alert("subject")</script>', 'First']);
    expect(body.messages[1]).toEqual({
      id: expect.any(Number),
      channel: 'email',
      to: 'ana@example.org',
      subject: 'First',
      text: 'Your code is 111111.',
      createdAt: '2026-03-02T15:00:00.000Z',
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('lists texts by mobile number, and every recipient without "to"', async () => {
    const texts = DevMailboxResponseSchema.parse((await get('/dev/mailbox/messages?to=916-555-0100')).json());
    expect(texts.messages).toMatchObject([{ channel: 'sms', text: 'Your code is 222222.' }]);
    const all = DevMailboxResponseSchema.parse((await get('/dev/mailbox/messages')).json());
    expect(all.messages).toHaveLength(3);
    const none = DevMailboxResponseSchema.parse((await get('/dev/mailbox/messages?to=nobody%40example.org')).json());
    expect(none.messages).toEqual([]);
  });

  it('refuses a bad query with a 400', async () => {
    const response = await get(`/dev/mailbox/messages?to=${'a'.repeat(300)}`);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'VALIDATION', message: expect.stringContaining('"to" is at most 250 characters.') });
  });

  it('shows an HTML page with every message escaped and no script, under the CSP', async () => {
    const response = await get('/dev/mailbox');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.body).not.toMatch(/<script|<img/i);
    expect(response.body).toContain('&lt;script&gt;alert(&quot;subject&quot;)&lt;/script&gt;');
    expect(response.body).toContain('Line one\n&lt;img src=x onerror=alert(1)&gt; &amp; &quot;quoted&quot;');
    expect(response.body).toContain('916-555-0100');
    expect(response.body.indexOf('First')).toBeGreaterThan(response.body.indexOf('916-555-0100'));
  });

  it('filters the HTML page by recipient and keeps the search in the form, escaped', async () => {
    const response = await get('/dev/mailbox?to=916-555-0100');
    expect(response.body).toContain('Your code is 222222.');
    expect(response.body).not.toContain('Your code is 111111.');
    expect(response.body).toContain('value="916-555-0100"');
    const hostile = await get('/dev/mailbox?to=%22%3E%3Cb%3E');
    expect(hostile.body).toContain('value="&quot;&gt;&lt;b&gt;"');
  });

  it('answers only connections from this machine, whatever the headers say', async () => {
    for (const remoteAddress of ['192.168.1.20', '10.0.0.7', '::ffff:203.0.113.9', '2001:db8::1']) {
      const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress, headers: { 'x-forwarded-for': '127.0.0.1' } });
      expect(response.statusCode, remoteAddress).toBe(404);
      expect(response.body).not.toContain('111111');
    }
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress })).statusCode, remoteAddress).toBe(200);
    }
  });

  it('answers only a request addressed to this machine by name (Host), so a page rebinding its own name cannot read it', async () => {
    for (const host of [
      'attacker.example',
      'attacker.example:3000',
      'localhost.attacker.example',
      '127.0.0.1.nip.io',
      '192.168.1.5:3000',
      'localhost:3000@attacker.example',
    ]) {
      for (const url of ['/dev/mailbox/messages', '/dev/mailbox']) {
        const response = await testApp.app.inject({ method: 'GET', url, remoteAddress: '127.0.0.1', headers: { host } });
        expect(response.statusCode, `${host} ${url}`).toBe(404);
        expect(response.body).not.toContain('111111');
      }
    }
    for (const host of ['localhost', 'localhost:3000', 'LOCALHOST:3000', '127.0.0.1', '127.0.0.1:3000', '[::1]', '[::1]:3000']) {
      const response = await testApp.app.inject({ method: 'GET', url: '/dev/mailbox/messages', remoteAddress: '127.0.0.1', headers: { host } });
      expect(response.statusCode, host).toBe(200);
    }
  });

  it('does not hand other /dev/ paths to the web app', async () => {
    expect((await get('/dev/elsewhere')).statusCode).toBe(404);
    expect((await get('/home')).body).toBe(indexHtml);
  });
});

describe.each([
  ['in production', { NODE_ENV: 'production', PUBLIC_BASE_URL: 'https://portal.example.com' }],
  ['on a server other machines can reach (HOST 0.0.0.0)', { HOST: '0.0.0.0' }],
  ['behind a proxy', { TRUST_PROXY: 'true' }],
  ['with an SMTP server', { SMTP_URL: 'smtp://127.0.0.1:2525' }],
])('the dev mailbox %s', (_label, env) => {
  let testApp: TestApp;
  beforeAll(async () => {
    testApp = await createTestApp({ env: { ...env, WEB_DIST_DIR: webDistDir } });
    const message = {
      channel: 'email',
      recipient: 'ana@example.org',
      subject: 'S',
      body: 'Your code is 333333.',
      createdAt: new Date(),
      transport: 'outbox',
    } as const;
    await createOutboxRepository(testApp.database.db).insert(message);
  });
  afterAll(() => testApp.close());

  it('does not exist: a 404, not the web app', async () => {
    for (const url of ['/dev/mailbox', '/dev/mailbox/messages?to=ana%40example.org', '/dev/mailbox/']) {
      const response = await testApp.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ code: 'NOT_FOUND' });
      expect(response.body).not.toContain('ana@example.org');
      expect(response.body).not.toContain('333333');
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/home' })).body).toBe(indexHtml);
  });
});
