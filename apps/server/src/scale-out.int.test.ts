import {
  accountStatuses,
  adminEndpoints,
  clientSystemEndpoints,
  documentEndpoints,
  DocumentsResponseSchema,
  DocumentUrlResponseSchema,
  endpointPath,
  HandshakeResponseSchema,
  messages,
  UploadLocationResponseSchema,
} from '@portal/contracts';
import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, authorizations, clientAccessTokens, members, providerLocations, sessions } from './db/schema.js';
import { registerTestClientSystem, type TestClientSystem } from './test/client-system-test-support.js';
import { pdfBytes } from './test/documents-test-support.js';
import { hashSessionToken } from './sessions/session-token.js';
import { bearer, tokenOf } from './test/test-app.js';
import { createTestClock } from './test/test-clock.js';
import { createTestInstances, isPostgresTest, type TestInstances } from './test/test-instances.js';

/**
 * Two server instances on one PostgreSQL database (README "Run several instances"): whichever instance answers,
 * a session behaves the same, and a change made through one is in force on the other at once. The clock stands
 * still, so no cache lifetime can lapse and explain a pass.
 */
describe.runIf(isPostgresTest())('two instances on one database', () => {
  const clock = createTestClock();
  let instances: TestInstances;
  let a: FastifyInstance;
  let b: FastifyInstance;
  beforeAll(async () => {
    instances = await createTestInstances({ clock });
    [a, b] = instances.apps as [FastifyInstance, FastifyInstance];
  });
  afterAll(() => instances.close());

  const handshake = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/account/handshake/', headers: bearer(token) });
  const accountIdOf = async (email: string) => {
    const [row] = await instances.database.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.email, email));
    if (!row) throw new Error(`no account ${email}`);
    return row.id;
  };

  it('answers on B a session opened on A', async () => {
    const token = await tokenOf(a, 'provider@example.com');
    const response = await handshake(b, token);
    expect(response.statusCode).toBe(200);
    expect(HandshakeResponseSchema.parse(response.json()).user.userName).toBe('provider@example.com');
  });

  it('refuses on B, at once, a session logged out on A', async () => {
    const token = await tokenOf(a, 'provider@example.com');
    // B has validated (and cached) the session before the logout.
    expect((await handshake(b, token)).statusCode).toBe(200);
    expect((await a.inject({ method: 'POST', url: '/api/account/logout/', headers: bearer(token) })).statusCode).toBe(200);
    await instances.settle();
    expect((await handshake(b, token)).statusCode).toBe(401);
  });

  it('refuses on B, at once, the session of an account an employee disabled on A', async () => {
    const email = 'limited@example.com';
    const token = await tokenOf(a, email);
    expect((await handshake(b, token)).statusCode).toBe(200);
    const adminToken = await tokenOf(a, 'admin@example.com');
    const save = await a.inject({
      method: 'POST',
      url: '/api/admin/account/',
      headers: bearer(adminToken),
      payload: {
        id: await accountIdOf(email),
        email,
        source: 'new',
        note: null,
        accountStatus: accountStatuses.newRequest,
        accountStatusNew: accountStatuses.disabled,
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    await instances.settle();
    expect((await handshake(b, token)).statusCode).toBe(401);
  });

  it('stops on B, at once, an impersonation of an account an employee disabled on A', async () => {
    const [target] = await instances.database.db.select().from(accounts).where(eq(accounts.loginId, 1108));
    if (!target) throw new Error('no demo account 1108');
    const employeeOnB = await tokenOf(b, 'admin@example.com');
    const begin = await b.inject({
      method: 'POST',
      url: `/api${endpointPath(adminEndpoints.beginImpersonation, { accountId: target.id })}`,
      headers: bearer(employeeOnB),
    });
    expect(begin.statusCode).toBe(200);
    const memberSearch = () =>
      b.inject({
        method: 'POST',
        url: '/api/member/search/',
        headers: bearer(employeeOnB),
        payload: { action: 'BenefitsLookup', memberid: 'M100000001', dob: '04/12/1985' },
      });
    expect((await memberSearch()).statusCode).toBe(200);
    const save = await a.inject({
      method: 'POST',
      url: '/api/admin/account/',
      headers: bearer(await tokenOf(a, 'admin@example.com')),
      payload: {
        id: target.id,
        email: target.email,
        source: 'active',
        note: null,
        accountStatus: accountStatuses.approved,
        accountStatusNew: accountStatuses.disabled,
      },
    });
    expect(save.statusCode, save.body).toBe(200);
    await instances.settle();
    const refused = await memberSearch();
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(messages.impersonationErrors.ended);
  });

  it('trusts no cached session once the connection that reports changes was lost and is back', async () => {
    const token = await tokenOf(a, 'provider@example.com');
    expect((await handshake(b, token)).statusCode).toBe(200);
    const { db } = instances.database;
    // A change no one is told about (triggers off for this transaction), as one committed while a listener is away.
    await db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx
        .update(sessions)
        .set({ revokedAt: clock.now() })
        .where(eq(sessions.tokenHash, hashSessionToken(token)));
    });
    expect((await handshake(b, token)).statusCode).toBe(200);
    await db.execute(sql`
      select pg_terminate_backend(pid) from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`);
    // Reconnecting takes real time; the clock stands still, so only the reconnection can end the session.
    await vi.waitFor(async () => expect((await handshake(b, token)).statusCode).toBe(401), { timeout: 5_000, interval: 50 });
  });
  it('takes an upload on either instance: a location from A, the bytes to B, the save on A, the view on B and the file from A', async () => {
    const token = await tokenOf(a, 'provider@example.com');
    const { db } = instances.database;
    const [maria] = await db.select({ qhid: members.qhid }).from(members).where(eq(members.memberId, 'M100000001'));
    const [authorization] = await db
      .select()
      .from(authorizations)
      .where(eq(authorizations.qhid, maria?.qhid ?? 0))
      .orderBy(asc(authorizations.id))
      .limit(1);
    if (!maria || !authorization) throw new Error('Maria Lopez needs an authorization in the demo data');
    const api = (app: FastifyInstance, method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>) =>
      app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

    const location = UploadLocationResponseSchema.parse(
      (
        await api(a, 'POST', endpointPath(documentEndpoints.uploadLocation), {
          qhid: maria.qhid,
          groupId: '',
          fileName: 'scan.pdf',
          fileSize: pdfBytes.length,
          authorizationId: authorization.authorizationNumber,
        })
      ).json(),
    );
    const put = await b.inject({ method: 'PUT', url: location.documentPutUrl, payload: pdfBytes, headers: location.documentPutHeaders });
    expect(put.statusCode, put.body).toBe(200);
    // The one PUT is recorded in the database: A refuses the same URL a second time.
    expect((await a.inject({ method: 'PUT', url: location.documentPutUrl, payload: pdfBytes, headers: location.documentPutHeaders })).statusCode).not.toBe(200);
    const saved = await api(a, 'POST', endpointPath(documentEndpoints.save), {
      qhid: maria.qhid,
      authId: authorization.id,
      authorizationId: authorization.authorizationNumber,
      clinicals: [{ documentKey: location.documentKey, fileName: 'scan.pdf' }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const listed = DocumentsResponseSchema.parse(
      (await api(b, 'GET', endpointPath(documentEndpoints.list, { qhid: maria.qhid, authId: authorization.id }))).json(),
    );
    expect(listed.map((document) => document.documentKey)).toContain(location.documentKey);
    const view = DocumentUrlResponseSchema.parse(
      (await api(b, 'GET', endpointPath(documentEndpoints.viewLink, { qhid: maria.qhid, documentKey: location.documentKey }))).json(),
    );
    const fileUrl = new URL(view.documentGetUrl, 'http://instance');
    const file = await a.inject({ method: 'GET', url: `${fileUrl.pathname}${fileUrl.search}` });
    expect(file.statusCode).toBe(200);
    expect(Buffer.compare(file.rawPayload, pdfBytes)).toBe(0);
  });

  describe('a client system token', () => {
    // A scoped FHIR read B answers for a valid token: 200, or 401 and 403 once the token or its scope is gone.
    const subscriptions = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/fhir/Subscription', headers: bearer(token) });
    let adminToken: string;
    const register = async (name: string): Promise<TestClientSystem> => {
      const [location] = await instances.database.db
        .select({ npi: providerLocations.npi })
        .from(providerLocations)
        .where(isNull(providerLocations.addedByAccountId))
        .limit(1);
      return registerTestClientSystem(a, { npis: [location?.npi ?? ''], name, scopes: ['system/Claim.c', 'system/Subscription.r'], clock });
    };
    beforeAll(async () => {
      adminToken = await tokenOf(a, 'admin@example.com');
    });

    it('is refused on B, at once, once its system is revoked on A', async () => {
      const client = await register('Revoked on A');
      const token = await client.accessToken();
      // B has verified (and kept) the token before the revocation.
      expect((await subscriptions(b, token)).statusCode).toBe(200);
      const path = endpointPath(clientSystemEndpoints.revoke, { id: client.system.id });
      expect((await a.inject({ method: 'POST', url: `/api${path}`, headers: bearer(adminToken) })).statusCode).toBe(200);
      await instances.settle();
      expect((await subscriptions(b, token)).statusCode).toBe(401);
    });

    it('loses on B, at once, a scope its system was denied on A', async () => {
      const client = await register('Narrowed on A');
      const token = await client.accessToken();
      expect((await subscriptions(b, token)).statusCode).toBe(200);
      const { id, name, organizationIdentifier, npis, jwks, endpointUrls, fhirServerUrls } = client.system;
      const saved = await a.inject({
        method: 'PUT',
        url: `/api${endpointPath(clientSystemEndpoints.update, { id })}`,
        headers: bearer(adminToken),
        payload: { name, organizationIdentifier, npis, jwks, endpointUrls, fhirServerUrls, scopes: ['system/Claim.c'] },
      });
      expect(saved.statusCode, saved.body).toBe(200);
      await instances.settle();
      expect((await subscriptions(b, token)).statusCode).toBe(403);
    });

    it('is refused on B, at once, once deleted at a SQL prompt', async () => {
      const client = await register('Token deleted');
      const token = await client.accessToken();
      expect((await subscriptions(b, token)).statusCode).toBe(200);
      await instances.database.db.delete(clientAccessTokens).where(eq(clientAccessTokens.tokenHash, hashSessionToken(token)));
      await instances.settle();
      expect((await subscriptions(b, token)).statusCode).toBe(401);
    });

    it('is read afresh once the connection that reports changes was lost and is back', async () => {
      const client = await register('Deleted unheard');
      const token = await client.accessToken();
      expect((await subscriptions(b, token)).statusCode).toBe(200);
      const { db } = instances.database;
      // A change no one is told about (triggers off for this transaction), as one committed while a listener is away.
      await db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.delete(clientAccessTokens).where(eq(clientAccessTokens.tokenHash, hashSessionToken(token)));
      });
      expect((await subscriptions(b, token)).statusCode).toBe(200);
      await db.execute(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`);
      // The clock stands still, so only the reconnection can end the token's stay.
      await vi.waitFor(async () => expect((await subscriptions(b, token)).statusCode).toBe(401), { timeout: 5_000, interval: 50 });
    });
  });
});
