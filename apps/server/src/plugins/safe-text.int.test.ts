import { endpointPath, ErrorResponseSchema, memberEndpoints, messages, submitAuthorizationEndpoints } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, auditLog, authorizations, contactMessages, outboxMessages, sessions, trackingEvents } from '../db/schema.js';
import { countRows } from '../test/count-rows.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../test/test-app.js';
import { findUnsafeText } from './safe-text.js';

const nul = 'a\u0000b';
const loneHigh = 'x\uD800y';
const loneLow = '\uDC00';

let testApp: TestApp;
let token: string;
const logLines: string[] = [];
beforeAll(async () => {
  testApp = await createTestApp({ env: { LOG_LEVEL: 'info' }, logStream: { write: (line) => void logLines.push(line) } });
  token = await tokenOf(testApp.app, 'provider@example.com');
});
afterAll(() => testApp.close());

async function rowCounts() {
  const { db } = testApp.database;
  return Promise.all([accounts, sessions, auditLog, trackingEvents, contactMessages, outboxMessages, authorizations].map((table) => countRows(db, table)));
}

/** A request whose JSON is written by JSON.stringify, which escapes a lone surrogate as \udXXX (the parser restores it). */
const send = (method: 'GET' | 'POST', url: string, body?: unknown, isSignedIn = true) =>
  testApp.app.inject({
    method,
    url,
    headers: { ...(isSignedIn ? bearer(token) : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
  });

describe('text no database can store (a NUL, an unpaired surrogate)', () => {
  const cases: [string, () => ReturnType<typeof send>, string][] = [
    [
      'the login referer',
      () => send('POST', '/api/account/login/', { LoginRequest: { UserName: 'provider@example.com', Password: 'x' }, RefererSource: { Value: nul } }, false),
      'RefererSource.Value',
    ],
    [
      'a member search name',
      () =>
        send('POST', `/api${endpointPath(memberEndpoints.search)}`, {
          action: 'BenefitsLookup',
          memberid: 'M100000001',
          dob: '04/12/1985',
          firstname: loneHigh,
        }),
      'firstname',
    ],
    ['a contact message', () => send('POST', '/api/account/contact/', { Subject: 'Other/Feedback', Message: `Hello ${loneLow}` }), 'Message'],
    ['a tracking value in the path', () => send('POST', '/api/tracking/PageView/%00/'), 'value'],
    ['a tracking body', () => send('POST', '/api/tracking/referer/PageView/', { value: nul }), 'value'],
    [
      'a submitted authorization',
      () => send('POST', `/api${endpointPath(submitAuthorizationEndpoints.save)}`, { qhid: 1000001, request: { requestedBy: [loneHigh] } }),
      'request.requestedBy.0',
    ],
    ['a change of user id', () => send('POST', '/api/account/updateUsername/', { newUserName: `a${nul}@example.org` }), 'newUserName'],
    ['the mailbox query', () => send('GET', '/dev/mailbox/messages?to=%00', undefined, false), 'to'],
    ['an object key', () => send('POST', '/api/account/contact/', { [`Sub${nul}`]: 'x' }), `Sub${nul}`],
  ];

  it.each(cases)('answers 400 to %s, naming the field, and changes nothing', async (_label, request, field) => {
    const before = await rowCounts();
    const response = await request();
    expect(response.statusCode, response.body).toBe(400);
    const body = ErrorResponseSchema.parse(response.json());
    expect(body.fieldErrors?.[field]).toEqual([messages.validation.unsafeText]);
    expect(await rowCounts()).toEqual(before);
  });

  it('accepts well-formed text beyond the basic plane (a surrogate pair)', async () => {
    const response = await send('POST', `/api${endpointPath(memberEndpoints.search)}`, {
      action: 'BenefitsLookup',
      memberid: 'M100000001',
      dob: '04/12/1985',
      firstname: 'Mar😀',
    });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('findUnsafeText', () => {
  it('finds the path of the first unsafe string, value or key, at any depth, without recursion', () => {
    expect(findUnsafeText({ a: [1, { b: 'ok' }, { c: loneLow }] })).toEqual(['a', 2, 'c']);
    expect(findUnsafeText({ ok: 'é😀' })).toBeUndefined();
    let deep: unknown = nul;
    for (let level = 0; level < 200_000; level++) deep = [deep];
    expect(findUnsafeText(deep)).toHaveLength(200_000);
  });
});

describe('the error log', () => {
  it('holds no value of the request that failed, only where it failed', async () => {
    await testApp.database.db.execute(sql`alter table members rename column dob to date_of_birth`);
    try {
      logLines.length = 0;
      const response = await send('POST', `/api${endpointPath(memberEndpoints.search)}`, {
        action: 'BenefitsLookup',
        memberid: 'M100000001',
        dob: '04/12/1985',
      });
      expect(response.statusCode).toBe(500);
      expect(response.body).not.toContain('M100000001');
    } finally {
      await testApp.database.db.execute(sql`alter table members rename column date_of_birth to dob`);
    }
    const log = logLines.join('\n');
    expect(log).toContain('unexpected error');
    expect(log).toContain('42703');
    for (const value of ['M100000001', '1985-04-12', '04/12/1985', 'BenefitsLookup']) expect(log).not.toContain(value);
  });
});
