import { endpointPath, ErrorResponseSchema, HandshakeResponseSchema, sessionEndpoints } from '@portal/contracts';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, sessions } from '../../db/schema.js';
import { bearer, createTestApp, type TestApp, tokenOf } from '../../test/test-app.js';
import { createTestClock } from '../../test/test-clock.js';

const clock = createTestClock();
let testApp: TestApp;
beforeAll(async () => {
  testApp = await createTestApp({ clock });
});
afterAll(() => testApp.close());

const minute = 60_000;
const handshakeUrl = `/api${endpointPath(sessionEndpoints.handshake)}`;
const handshake = (token?: string) => testApp.app.inject({ method: 'GET', url: handshakeUrl, headers: token === undefined ? {} : bearer(token) });

async function expectUnauthorized(token?: string) {
  const response = await handshake(token);
  expect(response.statusCode).toBe(401);
  expect(ErrorResponseSchema.parse(response.json()).code).toBe('UNAUTHORIZED');
}

describe('GET /api/account/handshake/', () => {
  it('answers the session user and the idle expiry of an external user (17 minutes)', async () => {
    const token = await tokenOf(testApp.app, 'provider@example.com');
    const response = await handshake(token);
    expect(response.statusCode).toBe(200);
    const body = HandshakeResponseSchema.parse(response.json());
    expect(body.user).not.toHaveProperty('token');
    expect(new Date(body.idleExpiresAt).getTime() - clock.now().getTime()).toBe(17 * minute);
  });

  it('refuses a missing, malformed or unknown token', async () => {
    await expectUnauthorized();
    const garbage = await testApp.app.inject({ method: 'GET', url: handshakeUrl, headers: { authorization: 'Basic abc' } });
    expect(garbage.statusCode).toBe(401);
    await expectUnauthorized('A'.repeat(43));
  });

  it('refuses a token after logout, which revokes the session and is audited', async () => {
    const token = await tokenOf(testApp.app, 'provider@example.com');
    // Browsers' fetch wrappers often send a JSON content type with an empty body: that is no body, not an error.
    const logout = await testApp.app.inject({
      method: 'POST',
      url: `/api${endpointPath(sessionEndpoints.logout)}`,
      headers: { ...bearer(token), 'content-type': 'application/json' },
    });
    expect(logout.statusCode).toBe(200);
    expect(logout.json()).toEqual({ ok: true });
    await expectUnauthorized(token);
    const [entry] = await testApp.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1);
    expect(entry).toMatchObject({ action: 'logout', outcome: 'success' });
    const revoked = await testApp.database.db.select().from(sessions).where(eq(sessions.revokedAt, clock.now()));
    expect(revoked.length).toBeGreaterThan(0);
  });

  it('ends an external session idle for more than 17 minutes, and revokes it', async () => {
    const token = await tokenOf(testApp.app, 'provider@example.com');
    clock.advance(16 * minute);
    expect((await handshake(token)).statusCode).toBe(200);
    // Activity at 16 minutes restarted the idle period.
    clock.advance(16 * minute);
    expect((await handshake(token)).statusCode).toBe(200);
    clock.advance(17 * minute + 1_000);
    await expectUnauthorized(token);
    const [session] = await testApp.database.db.select().from(sessions).orderBy(desc(sessions.id)).limit(1);
    expect(session?.revokedAt).not.toBeNull();
  });

  it('gives an employee the internal time-out (8 hours)', async () => {
    const token = await tokenOf(testApp.app, 'admin@example.com');
    const body = HandshakeResponseSchema.parse((await handshake(token)).json());
    expect(new Date(body.idleExpiresAt).getTime() - clock.now().getTime()).toBe(480 * minute);
    clock.advance(60 * minute);
    expect((await handshake(token)).statusCode).toBe(200);
    clock.advance(480 * minute + 1_000);
    await expectUnauthorized(token);
  });

  it('ends any session 12 hours after login however active it is', async () => {
    const token = await tokenOf(testApp.app, 'admin@example.com');
    for (let hour = 0; hour < 11; hour++) {
      clock.advance(60 * minute);
      expect((await handshake(token)).statusCode).toBe(200);
    }
    clock.advance(60 * minute);
    await expectUnauthorized(token);
  });
});
