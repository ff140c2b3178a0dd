import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { access, endpointPath, policyEndpoints, sessionEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { Agent, request as httpRequest } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import type { DatabaseHandle } from './db/client.js';
import { shutDownGracefully } from './graceful-shutdown.js';
import { demoPassword, seedTestData, testConfig } from './test/test-app.js';
import { createTestDatabase } from './test/test-database.js';

/**
 * Issue 30 §9: stopping an instance under load answered requests in flight 500 (the database was closed under them)
 * or 503 (Fastify's answer on a closing server). Here 12 clients keep their keep-alive connections busy with reads
 * and logins over real HTTP while the instance shuts down as SIGTERM makes it: no answer may be a 5xx, and what was
 * in flight is answered.
 */
const dataDir = mkdtempSync(join(tmpdir(), 'portal-shutdown-'));
let app: FastifyInstance;
let database: DatabaseHandle;
let origin: string;
beforeAll(async () => {
  database = await createTestDatabase();
  await seedTestData(database);
  app = await buildApp({ config: testConfig(dataDir, { SHUTDOWN_GRACE_SECONDS: '10' }), database });
  origin = await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

interface Tally {
  statuses: number[];
  answeredAfterStop: number;
  failures: string[];
}

const loginBody = JSON.stringify({ LoginRequest: { UserName: 'provider@example.com', Password: demoPassword } });

/** One HTTP request on the agent's connection; resolves with the status once the whole answer is read. */
function send(agent: Agent, isLogin: boolean): Promise<number> {
  return new Promise((resolve, reject) => {
    const path = isLogin ? `/api${endpointPath(sessionEndpoints.login)}` : `/api${endpointPath(policyEndpoints.requirements)}`;
    const outgoing = httpRequest(new URL(path, origin), {
      agent,
      method: isLogin ? 'POST' : 'GET',
      timeout: 15_000,
      headers: isLogin ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(loginBody) } : {},
    });
    outgoing.on('response', (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    outgoing.on('timeout', () => outgoing.destroy(new Error('TIMEOUT')));
    outgoing.on('error', reject);
    outgoing.end(isLogin ? loginBody : undefined);
  });
}

/** One client: requests back to back on its own keep-alive connection until the server no longer answers. */
async function client(index: number, isStopping: () => boolean, tally: Tally): Promise<void> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  try {
    for (let request = 0; request < 10_000; request += 1) {
      const wasStopping = isStopping();
      try {
        tally.statuses.push(await send(agent, (index + request) % 3 === 0));
        if (wasStopping) tally.answeredAfterStop += 1;
      } catch (error) {
        // Refused or reset: the server has stopped listening. Not an answer; this client is done.
        tally.failures.push((error as { code?: string }).code ?? String(error));
        return;
      }
    }
  } finally {
    agent.destroy();
  }
}

describe('stopping an instance under load', () => {
  it('answers every request it accepted, none with a 5xx, and closes the database last', async () => {
    const tally: Tally = { statuses: [], answeredAfterStop: 0, failures: [] };
    let isStopping = false;
    const clients = Array.from({ length: 12 }, (_, index) => client(index, () => isStopping, tally));
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    const answeredBeforeStop = tally.statuses.length;
    isStopping = true;
    await shutDownGracefully(app, database, 10_000);
    await Promise.all(clients);

    expect(answeredBeforeStop).toBeGreaterThan(12);
    expect(tally.statuses.filter((status) => status >= 500)).toEqual([]);
    expect(new Set(tally.statuses)).toEqual(new Set([200]));
    // The requests in flight when the stop began were finished and answered, not cut.
    expect(tally.answeredAfterStop).toBeGreaterThan(0);
    // Every client ended by finding the server gone, not by a time-out.
    expect(tally.failures.filter((code) => code !== 'ECONNREFUSED' && code !== 'ECONNRESET')).toEqual([]);
    await expect(database.ping()).rejects.toThrow();
  }, 60_000);
});

describe('stopping an instance while a client that gave up still has a handler at work', () => {
  it('closes the database only after that handler has finished with it', async () => {
    const database = await createTestDatabase();
    await seedTestData(database);
    const app = await buildApp({ config: testConfig(dataDir), database });
    const outcomes: string[] = [];
    app.get('/api/test/slow-read', { config: { access: access.public } }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await database.ping().then(
        () => outcomes.push('read'),
        (error: unknown) => outcomes.push(`failed: ${String(error)}`),
      );
      return { ok: true };
    });
    const origin = await app.listen({ host: '127.0.0.1', port: 0 });

    // The client sends its request and hangs up while the handler waits; then the instance is told to stop.
    const outgoing = httpRequest(new URL('/api/test/slow-read', origin));
    outgoing.on('error', () => undefined);
    outgoing.end();
    await new Promise((resolve) => setTimeout(resolve, 200));
    outgoing.destroy();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await shutDownGracefully(app, database, 10_000);

    expect(outcomes).toEqual(['read']);
  }, 60_000);
});
