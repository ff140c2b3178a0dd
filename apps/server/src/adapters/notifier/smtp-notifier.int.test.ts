import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../config.js';
import type { DatabaseHandle } from '../../db/client.js';
import { createTestClock } from '../../test/test-clock.js';
import { createTestDatabase } from '../../test/test-database.js';
import { createNotifier } from './notifier.js';
import { createOutboxRepository } from './outbox.repository.js';

interface ReceivedMail {
  from: string | undefined;
  to: string[];
  raw: string;
}

const received: ReceivedMail[] = [];
let isRejectingRecipients = false;

// A real SMTP server on an ephemeral port: nodemailer speaks the whole protocol to it.
const smtpServer = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  logger: false,
  onRcptTo(address, _session, callback) {
    callback(isRejectingRecipients ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : undefined);
  },
  onData(stream, session, callback) {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      received.push({
        from: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
        to: session.envelope.rcptTo.map((recipient) => recipient.address),
        raw: Buffer.concat(chunks).toString('utf8'),
      });
      callback();
    });
  },
});

let database: DatabaseHandle;
let smtpUrl: string;
const clock = createTestClock();

beforeAll(async () => {
  await new Promise<void>((resolve) => smtpServer.listen(0, '127.0.0.1', resolve));
  smtpUrl = `smtp://127.0.0.1:${(smtpServer.server.address() as AddressInfo).port}`;
  database = await createTestDatabase();
});
afterAll(async () => {
  await new Promise<void>((resolve) => smtpServer.close(resolve));
  await database.close();
});

function smtpNotifier() {
  const config = readConfig({ SMTP_URL: smtpUrl, MAIL_FROM: 'Provider Portal <portal@example.org>' });
  return createNotifier(config, database.db, clock);
}

const outbox = () => createOutboxRepository(database.db).findNewest({ limit: 10 });

describe('the SMTP notifier (SMTP_URL set)', () => {
  it('delivers a plain-text e-mail with recipient, sender, subject and body, and records it as sent', async () => {
    await smtpNotifier().send({
      channel: 'email',
      to: 'Jane.Doe@clinic.example.com',
      subject: 'Provider Portal verification code',
      text: 'Your Provider Portal verification code for registration is 482913.',
    });

    expect(received).toHaveLength(1);
    const mail = received[0]!;
    expect(mail.to).toEqual(['Jane.Doe@clinic.example.com']);
    expect(mail.from).toBe('portal@example.org');
    const [headers = '', body = ''] = mail.raw.split('\r\n\r\n');
    expect(headers).toMatch(/^Subject: Provider Portal verification code$/m);
    expect(headers).toMatch(/^From: Provider Portal <portal@example.org>$/m);
    expect(headers).toMatch(/^Content-Type: text\/plain/m);
    expect(body.trim()).toBe('Your Provider Portal verification code for registration is 482913.');

    const [row] = await outbox();
    expect(row).toMatchObject({ channel: 'email', recipient: 'jane.doe@clinic.example.com', transport: 'smtp' });
    expect(row?.sentAt).toEqual(clock.now());
  });

  it('keeps texts in the outbox, since no SMS provider is configured', async () => {
    const before = received.length;
    await smtpNotifier().send({ channel: 'sms', to: '916-555-0100', subject: 'Code', text: 'Your code is 123456.' });
    expect(received).toHaveLength(before);
    const [row] = await outbox();
    expect(row).toMatchObject({ channel: 'sms', recipient: '916-555-0100', body: 'Your code is 123456.', transport: 'outbox' });
  });

  it('fails loudly when the server refuses, leaving the message recorded as not sent', async () => {
    isRejectingRecipients = true;
    try {
      await expect(smtpNotifier().send({ channel: 'email', to: 'nobody@example.org', subject: 'Code', text: 'Your code is 000111.' })).rejects.toThrow(
        /550|Mailbox unavailable/,
      );
    } finally {
      isRejectingRecipients = false;
    }
    const [row] = await outbox();
    expect(row).toMatchObject({ recipient: 'nobody@example.org', transport: 'smtp', sentAt: null });
  });
});

describe('the embedded notifier (no SMTP_URL)', () => {
  it('writes e-mails to the outbox only', async () => {
    const before = received.length;
    const notifier = createNotifier(readConfig({}), database.db, clock);
    await notifier.send({ channel: 'email', to: 'front.desk@example.org', subject: 'Hello', text: 'A short message.' });
    expect(received).toHaveLength(before);
    const [row] = await outbox();
    expect(row).toMatchObject({ recipient: 'front.desk@example.org', subject: 'Hello', body: 'A short message.', transport: 'outbox', sentAt: null });
  });
});
