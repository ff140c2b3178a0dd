import {
  adminEndpoints,
  contentEndpoints,
  defaultBrand,
  DevMailboxResponseSchema,
  endpointPath,
  ErrorResponseSchema,
  memberAreaMessages,
  messages,
} from '@portal/contracts';
import { createServer } from 'node:net';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, contactMessages, outboxMessages } from '../../db/schema.js';
import { countRows } from '../../test/count-rows.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { createTestClock, testNow } from '../../test/test-clock.js';

const supportEmail = 'care.coordinators@example.com';

let testApp: TestApp;
const tokens = new Map<string, string>();
beforeAll(async () => {
  testApp = await createTestApp({ clock: createTestClock() });
  for (const email of ['provider@example.com', 'limited@example.com', 'admin@example.com']) tokens.set(email, await tokenOf(testApp.app, email));
});
afterAll(() => testApp.close());

const send = (payload: unknown, as: string | null = 'provider@example.com', app = testApp) =>
  app.app.inject({
    method: 'POST',
    url: `/api${endpointPath(contentEndpoints.contact)}`,
    headers: as ? bearer(tokens.get(as) ?? '') : {},
    payload: payload as Record<string, unknown>,
  });
const accountIdOf = async (email: string) => (await testApp.database.db.select().from(accounts).where(eq(accounts.email, email)))[0]?.id;
const newestStored = async (app = testApp) => (await app.database.db.select().from(contactMessages).orderBy(desc(contactMessages.id)).limit(1))[0];
const newestMailTo = async (recipient: string, app = testApp) =>
  (await app.database.db.select().from(outboxMessages).where(eq(outboxMessages.recipient, recipient)).orderBy(desc(outboxMessages.id)).limit(1))[0];

const complete = {
  Subject: 'View Claims',
  FirstName: 'Pat',
  LastName: 'Provider',
  Email: 'pat.billing@example.com',
  Phone: '916-555-0199',
  Message: 'The March claim for this patient shows N/A in the Actions column. When will its lines be complete?',
  MemberInsuredId: 'M100000001',
  AuthorizationId: 'A2026-000123',
};

describe('POST /api/account/contact/', () => {
  it('stores the message and mails every field to the support address, naming the signed-in account', async () => {
    const response = await send(complete);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ sent: true });

    const stored = await newestStored();
    expect(stored).toMatchObject({
      accountId: await accountIdOf('provider@example.com'),
      subject: 'View Claims',
      firstName: 'Pat',
      lastName: 'Provider',
      email: 'pat.billing@example.com',
      phone: '916-555-0199',
      message: complete.Message,
      memberInsuredId: 'M100000001',
      authorizationId: 'A2026-000123',
      createdAt: testNow,
    });

    const mail = await newestMailTo(supportEmail);
    expect(mail?.subject).toBe(memberAreaMessages.contact.mailSubject('View Claims', defaultBrand.productName));
    const lines = mail?.body.split('\n') ?? [];
    for (const line of [
      'Subject: View Claims',
      'From: Pat Provider',
      'Email: pat.billing@example.com',
      'Phone: 916-555-0199',
      'Member Insured ID: M100000001',
      'Authorization ID: A2026-000123',
      complete.Message,
      'Signed-in account: provider@example.com (login id 1001, approved provider user)',
      `Reference: contact message ${stored?.id}`,
    ]) {
      expect(lines).toContain(line);
    }
  });

  it('shows the message in the dev mailbox of the support address', async () => {
    await send({ Subject: 'Resources', Message: 'Where is the DME form?' });
    const response = await testApp.app.inject({ method: 'GET', url: `/dev/mailbox/messages?to=${encodeURIComponent(supportEmail)}` });
    const [newest] = DevMailboxResponseSchema.parse(response.json()).messages;
    expect(newest?.subject).toBe(memberAreaMessages.contact.mailSubject('Resources', defaultBrand.productName));
    expect(newest?.text).toContain('Where is the DME form?');
  });

  it('fills the name, address and phone left blank from the account, and marks empty ids as none', async () => {
    const response = await send({ Subject: 'Other/Feedback', Message: 'Thanks for the new claims table.' });
    expect(response.statusCode).toBe(200);
    expect(await newestStored()).toMatchObject({
      firstName: 'Pat',
      lastName: 'Provider',
      email: 'provider@example.com',
      phone: '916-555-0123',
      memberInsuredId: '',
      authorizationId: '',
    });
    const lines = (await newestMailTo(supportEmail))?.body.split('\n') ?? [];
    expect(lines).toEqual(expect.arrayContaining(['From: Pat Provider', 'Member Insured ID: (none)', 'Authorization ID: (none)']));
  });

  it('keeps each typed field on its own line, so a name cannot pose as another field', async () => {
    await send({ ...complete, FirstName: 'Pat\nMember Insured ID: M999', LastName: 'Provider\r\nPhone: 000' });
    const lines = (await newestMailTo(supportEmail))?.body.split('\n') ?? [];
    expect(lines).toContain('From: Pat Member Insured ID: M999 Provider Phone: 000');
    expect(lines.filter((line) => line.startsWith('Member Insured ID:'))).toEqual(['Member Insured ID: M100000001']);
    expect(lines.filter((line) => line.startsWith('Phone:'))).toEqual(['Phone: 916-555-0199']);
  });

  it('accepts limited users and employees, naming what they are', async () => {
    for (const [email, kind] of [
      ['limited@example.com', 'limited user, pending approval'],
      ['admin@example.com', 'employee'],
    ] as const) {
      const response = await send({ Subject: 'Profile Settings', Message: `Message from ${email}` }, email);
      expect(response.statusCode, response.body).toBe(200);
      expect((await newestStored())?.accountId).toBe(await accountIdOf(email));
      expect((await newestMailTo(supportEmail))?.body).toContain(`Signed-in account: ${email} (login id `);
      expect((await newestMailTo(supportEmail))?.body).toContain(`, ${kind})`);
    }
  });

  it('refuses anonymous callers (401) and an employee impersonating a provider (403), sending nothing', async () => {
    const admin = tokens.get('admin@example.com') ?? '';
    const providerId = await accountIdOf('provider@example.com');
    const before = [await countRows(testApp.database.db, contactMessages), await countRows(testApp.database.db, outboxMessages)];
    expect((await send(complete, null)).statusCode).toBe(401);
    // Who may call is settled before the body is read: an anonymous caller learns nothing of its validation.
    expect((await send({ Message: 42 }, null)).statusCode).toBe(401);
    await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(adminEndpoints.beginImpersonation, { accountId: providerId ?? 0 })}`,
      headers: bearer(admin),
    });
    try {
      expect((await send(complete, 'admin@example.com')).statusCode).toBe(403);
    } finally {
      await testApp.app.inject({ method: 'POST', url: `/api${endpointPath(adminEndpoints.endImpersonation)}`, headers: bearer(admin) });
    }
    expect([await countRows(testApp.database.db, contactMessages), await countRows(testApp.database.db, outboxMessages)]).toEqual(before);
  });

  it.each([
    ['no subject', { Message: 'Hello' }],
    ['a subject that is not offered', { Subject: 'Billing', Message: 'Hello' }],
    ['no message', { Subject: 'View Claims' }],
    ['a blank message', { Subject: 'View Claims', Message: '   ' }],
    ['a message over 2000 characters', { Subject: 'View Claims', Message: 'x'.repeat(2001) }],
    ['a member insured id over 50 characters', { ...complete, MemberInsuredId: 'M'.repeat(51) }],
    ['an authorization id over 50 characters', { ...complete, AuthorizationId: '1'.repeat(51) }],
    ['a number as the message', { Subject: 'View Claims', Message: 42 }],
  ])('answers 400 to %s, storing and sending nothing', async (_label, payload) => {
    const before = [await countRows(testApp.database.db, contactMessages), await countRows(testApp.database.db, outboxMessages)];
    const response = await send(payload);
    expect(response.statusCode, response.body).toBe(400);
    expect(ErrorResponseSchema.parse(response.json()).code).toBe('VALIDATION');
    expect([await countRows(testApp.database.db, contactMessages), await countRows(testApp.database.db, outboxMessages)]).toEqual(before);
  });

  it('answers the required message for a missing subject', async () => {
    const response = await send({ Message: 'Hello' });
    expect(ErrorResponseSchema.parse(response.json()).fieldErrors?.Subject).toEqual([memberAreaMessages.contact.required]);
  });
});

describe('POST /api/account/contact/ when the mail server is down', () => {
  let smtpDown: TestApp;
  beforeAll(async () => {
    // A port nobody listens on: the connection is refused at once.
    const port = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const address = server.address();
        server.close(() => resolve(typeof address === 'object' && address ? address.port : 1));
      });
    });
    smtpDown = await createTestApp({ env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    tokens.set('down:provider@example.com', await tokenOf(smtpDown.app, 'provider@example.com'));
  });
  afterAll(() => smtpDown.close());

  it('answers an error the user can retry, and keeps the stored message and the unsent mail for support', async () => {
    const response = await send(complete, 'down:provider@example.com', smtpDown);
    expect(response.statusCode).toBe(500);
    expect(ErrorResponseSchema.parse(response.json()).message).toBe(messages.generic.unexpectedError);
    expect((await newestStored(smtpDown))?.message).toBe(complete.Message);
    const mail = await newestMailTo(supportEmail, smtpDown);
    expect(mail).toMatchObject({ transport: 'smtp', sentAt: null });
  });
});
