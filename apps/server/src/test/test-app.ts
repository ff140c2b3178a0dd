import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { endpointPath, sessionEndpoints } from '@portal/contracts';
import type { FastifyInstance } from 'fastify';
import { buildApp, type LogStream } from '../app.js';
import type { Clock } from '../clock.js';
import { type Config, readConfig } from '../config.js';
import type { DatabaseHandle } from '../db/client.js';
import { seedDemoData } from '../demo/seed.js';
import { createTestDatabase } from './test-database.js';
import { testNow } from './test-clock.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  close(): Promise<void>;
}

export const demoPassword = 'Welcome2Portal!';
export const testScryptLogN = 12;
/**
 * The portal's address in a test app (config.ts: no PUBLIC_BASE_URL, a loopback HOST and PORT 3000): the audience
 * its JWTs name and the base of its absolute URLs, whatever Host `app.inject` sends (localhost:80).
 */
export const testPortalBaseUrl = 'http://localhost:3000';

/** The configuration of a test app whose files go to `dataDir`; `env` overrides environment variables. */
export function testConfig(dataDir: string, env: Record<string, string> = {}): Config {
  return readConfig({
    DATA_DIR: dataDir,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    SCRYPT_LOG_N: String(testScryptLogN),
    WEB_DIST_DIR: '',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    ...env,
  });
}

/** The demo data every test app starts from (50 members, the fixed test time). */
export function seedTestData(database: Pick<DatabaseHandle, 'db'>): Promise<void> {
  return seedDemoData(database.db, { members: 50, scryptLogN: testScryptLogN, now: testNow });
}

/**
 * The app on a fresh seeded database, for `app.inject`. `env` overrides environment variables of config.ts
 * (a low login rate limit, short time-outs).
 */
export async function createTestApp(
  options: {
    env?: Record<string, string>;
    clock?: Clock;
    logStream?: LogStream;
    /** Routes only a test needs (a probe of the FHIR API's authentication), registered before the app is ready. */
    registerTestRoutes?: (app: FastifyInstance) => Promise<void>;
  } = {},
): Promise<TestApp> {
  // Files (clinical uploads) go to a folder of this app only; the database is in memory.
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-test-'));
  const config = testConfig(dataDir, options.env);
  const database = await createTestDatabase();
  await seedTestData(database);
  const app = await buildApp({
    config,
    database,
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.logStream ? { logStream: options.logStream } : {}),
  });
  if (options.registerTestRoutes) await options.registerTestRoutes(app);
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The bearer header of a token. */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Logs in through the API and answers the parsed body. */
export async function login(app: FastifyInstance, userName: string, password: string = demoPassword) {
  const response = await app.inject({
    method: 'POST',
    url: `/api${endpointPath(sessionEndpoints.login)}`,
    payload: { LoginRequest: { UserName: userName, Password: password } },
  });
  return { response, body: response.json() as Record<string, unknown> | null };
}

/** A session token of a seeded account whose login succeeds. */
export async function tokenOf(app: FastifyInstance, userName: string): Promise<string> {
  const { body } = await login(app, userName);
  const token = body?.token;
  if (typeof token !== 'string') throw new Error(`Login of ${userName} gave no token`);
  return token;
}
