import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createNotifier } from '../adapters/notifier/notifier.js';
import { createOutboxRepository } from '../adapters/notifier/outbox.repository.js';
import { readConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { verificationCodes } from '../db/schema.js';
import { RateLimitedError } from '../errors.js';
import { otherCode } from '../test/sent-codes.js';
import { createTestClock } from '../test/test-clock.js';
import { createTestDatabase } from '../test/test-database.js';
import { createAccountFlowRepository } from '../account-flows/account-flow.repository.js';
import { createAccountFlowService } from '../account-flows/account-flow.service.js';
import { createVerificationCodeRepository } from './verification-code.repository.js';
import { codeLifetimeMs, createVerificationCodeService } from './verification-code.service.js';
import { defaultPdfBrand } from '../pdf/pdf-brand.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

let clock: ReturnType<typeof createTestClock>;
let codes: ReturnType<typeof createVerificationCodeService>;
let flows: ReturnType<typeof createAccountFlowService>;
let helperId: string;
const destination = 'front.desk@example.org';

beforeEach(async () => {
  clock = createTestClock();
  flows = createAccountFlowService({ accountFlowRepository: createAccountFlowRepository(database.db), clock });
  codes = createVerificationCodeService({
    verificationCodeRepository: createVerificationCodeRepository(database.db),
    notifier: createNotifier(readConfig({}), database.db, clock),
    getBrand: async () => ({ ...defaultPdfBrand, logo: null, updatedAt: null }),
    clock,
  });
  helperId = await flows.begin({ kind: 'Registration', email: destination, step: 'Register2' });
});

/** The code as the person reads it: from the newest message in the outbox. */
async function lastSentCode(to = destination): Promise<string> {
  const [message] = await createOutboxRepository(database.db).findNewest({ recipient: to, limit: 1 });
  const code = message?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error('No code was sent');
  return code;
}

const issue = (channel: 'email' | 'sms' = 'email', to = destination) => codes.issue({ helperId, channel, destination: to, purpose: 'registration' });

describe('verification codes', () => {
  it('sends a short six-digit code and stores only its salted hash', async () => {
    await issue();
    const code = await lastSentCode();
    const [message] = await createOutboxRepository(database.db).findNewest({ recipient: destination, limit: 1 });
    expect(message?.subject).toBe('Provider Portal verification code');
    expect(message?.body).toContain(`Your Provider Portal verification code for registration is ${code}.`);
    expect(message?.body).toContain('It expires in 10 minutes.');
    expect(message?.body.length).toBeLessThan(400);

    const rows = await database.db.select().from(verificationCodes).where(eq(verificationCodes.flowId, helperId));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.codeHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(code);
    expect(rows[0]?.expiresAt).toEqual(new Date(clock.now().getTime() + codeLifetimeMs));
  });

  it('texts the code to a mobile number', async () => {
    await issue('sms', '916-555-0142');
    expect(await lastSentCode('916-555-0142')).toMatch(/^\d{6}$/);
  });

  it('verifies the right code once, marks the flow verified, and refuses a replay', async () => {
    await issue();
    const code = await lastSentCode();
    expect(await codes.verify({ helperId, code })).toEqual({ kind: 'verified' });
    expect((await flows.load(helperId, 'Registration')).isVerified).toBe(true);
    expect(await codes.verify({ helperId, code })).toEqual({ kind: 'missing' });
  });

  it('answers missing when no code was issued', async () => {
    expect(await codes.verify({ helperId, code: '123456' })).toEqual({ kind: 'missing' });
  });

  it('expires a code after ten minutes', async () => {
    await issue();
    const code = await lastSentCode();
    clock.advance(codeLifetimeMs);
    expect(await codes.verify({ helperId, code })).toEqual({ kind: 'expired' });
  });

  it('still accepts a code just before it expires', async () => {
    await issue();
    const code = await lastSentCode();
    clock.advance(codeLifetimeMs - 1000);
    expect(await codes.verify({ helperId, code })).toEqual({ kind: 'verified' });
  });

  it('counts mismatches, is exhausted at the fifth, and then refuses even the right code', async () => {
    await issue();
    const code = await lastSentCode();
    const wrong = otherCode(code);
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await codes.verify({ helperId, code: wrong })).toEqual({
        kind: 'mismatch',
        attemptInfo: { maxAttempts: 5, attempts: attempt, locked: false },
      });
    }
    const exhausted = { kind: 'exhausted', attemptInfo: { maxAttempts: 5, attempts: 5, locked: true } };
    expect(await codes.verify({ helperId, code: wrong })).toEqual(exhausted);
    expect(await codes.verify({ helperId, code })).toEqual(exhausted);
    expect((await flows.load(helperId, 'Registration')).isVerified).toBe(false);
  });

  it('never compares more than five guesses of one code, even in parallel', async () => {
    await issue();
    const wrong = otherCode(await lastSentCode());
    const results = await Promise.all(Array.from({ length: 12 }, () => codes.verify({ helperId, code: wrong })));
    expect(results.filter((result) => result.kind === 'mismatch')).toHaveLength(4);
    expect(results.filter((result) => result.kind === 'exhausted')).toHaveLength(8);
    const [row] = await database.db.select().from(verificationCodes).where(eq(verificationCodes.flowId, helperId));
    expect(row?.failedAttempts).toBe(5);
  });

  it('replaces an earlier code with a new one, with fresh attempts', async () => {
    await issue();
    const first = await lastSentCode();
    await codes.verify({ helperId, code: otherCode(first) });
    await issue();
    const second = await lastSentCode();
    if (first !== second) {
      expect(await codes.verify({ helperId, code: first })).toMatchObject({ kind: 'mismatch', attemptInfo: { attempts: 1 } });
    }
    expect(await codes.verify({ helperId, code: second })).toEqual({ kind: 'verified' });
  });

  it('allows five codes per flow an hour, then answers a clear error', async () => {
    for (let count = 0; count < 5; count += 1) await issue();
    const sixth = issue();
    await expect(sixth).rejects.toBeInstanceOf(RateLimitedError);
    await expect(issue()).rejects.toThrow('Too many codes have been requested. Please wait an hour, then request a new code.');
    clock.advance(60 * 60 * 1000);
    await expect(issue()).resolves.toBeUndefined();
  });
});
