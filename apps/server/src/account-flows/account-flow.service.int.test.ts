import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../db/client.js';
import { ConflictError, NotFoundError } from '../errors.js';
import { createTestClock } from '../test/test-clock.js';
import { createTestDatabase } from '../test/test-database.js';
import { createAccountFlowRepository } from './account-flow.repository.js';
import { accountFlowLifetimeMs, createAccountFlowService } from './account-flow.service.js';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database.close();
});

function flows() {
  const clock = createTestClock();
  return { clock, service: createAccountFlowService({ accountFlowRepository: createAccountFlowRepository(database.db), clock }) };
}

const registration = { kind: 'Registration' as const, email: 'new.user@example.org', step: 'Register1', data: { firstName: 'Ana' } };

describe('account flows', () => {
  it('begins a flow under an unguessable helper id and loads it back', async () => {
    const { service } = flows();
    const helperId = await service.begin(registration);
    const other = await service.begin(registration);
    expect(helperId).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(other).not.toBe(helperId);
    expect(await service.load(helperId, 'Registration')).toEqual({
      helperId,
      kind: 'Registration',
      accountId: null,
      email: 'new.user@example.org',
      step: 'Register1',
      data: { firstName: 'Ana' },
      attemptInfo: { maxAttempts: 5, attempts: 0, locked: false },
      isVerified: false,
    });
  });

  it('refuses unknown ids, other kinds and flows older than an hour', async () => {
    const { service, clock } = flows();
    const helperId = await service.begin(registration);
    await expect(service.load('nope', 'Registration')).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.load(helperId, 'ForgotPassword')).rejects.toBeInstanceOf(NotFoundError);
    clock.advance(accountFlowLifetimeMs - 1);
    await expect(service.load(helperId, 'Registration')).resolves.toMatchObject({ helperId });
    clock.advance(1);
    await expect(service.load(helperId, 'Registration')).rejects.toThrow('This request has expired. Please start again.');
  });

  it('moves between steps, merging data, and refuses a step the flow is not at', async () => {
    const { service } = flows();
    const helperId = await service.begin(registration);
    const first = await service.load(helperId, 'Registration');
    expect(() => service.requireStep(first, 'Register2', 'Register3')).toThrow(ConflictError);
    expect(() => service.requireStep(first, 'Register2', 'Register3')).toThrow('This step is not available yet. Please start again.');
    expect(() => service.requireStep(first, 'Register1')).not.toThrow();

    await service.advance(helperId, 'Register2', { method: 'email', firstName: 'Ana Maria' });
    const second = await service.load(helperId, 'Registration');
    expect(second.step).toBe('Register2');
    expect(second.data).toEqual({ firstName: 'Ana Maria', method: 'email' });
    await expect(service.advance('unknown', 'Register2')).rejects.toBeInstanceOf(NotFoundError);
  });

  it('counts failed attempts and locks the flow at the fifth', async () => {
    const { service } = flows();
    const helperId = await service.begin({ ...registration, kind: 'ForgotPassword' });
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      expect(await service.recordFailure(helperId)).toEqual({ maxAttempts: 5, attempts: attempt, locked: false });
    }
    expect(await service.recordFailure(helperId)).toEqual({ maxAttempts: 5, attempts: 5, locked: true });
    expect((await service.load(helperId, 'ForgotPassword')).attemptInfo.locked).toBe(true);
  });

  it('records the account and verification, and completes only once', async () => {
    const { service } = flows();
    const helperId = await service.begin({ ...registration, kind: 'UnlockAccount' });
    await service.markVerified(helperId);
    expect((await service.load(helperId, 'UnlockAccount')).isVerified).toBe(true);
    await service.complete(helperId);
    await expect(service.load(helperId, 'UnlockAccount')).rejects.toBeInstanceOf(NotFoundError);
    await expect(service.complete(helperId)).rejects.toBeInstanceOf(NotFoundError);
  });
});
