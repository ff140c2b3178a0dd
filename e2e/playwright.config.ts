import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { accountServer, idleServer, mainServer, maxFailedLogins } from './support/servers.js';

/**
 * Three real servers, each on a fresh embedded database: the main one; one with short idle time-outs for the
 * idle journeys; and one for the account lifecycle journeys (account-*.spec.ts), which change demo accounts
 * (temp@, update@) that the main journeys expect in their seeded state, in whatever order the two workers run
 * them. The root `npm test` builds the app first; `npm start` would build missing outputs, but several
 * servers building at once would trip over each other.
 */
const mainPort = mainServer.port;
const idlePort = idleServer.port;
const mainDataDir = join(tmpdir(), `portal-e2e-main-${mainPort}`);
const idleDataDir = join(tmpdir(), `portal-e2e-idle-${idlePort}`);
const accountPort = accountServer.port;
const accountDataDir = join(tmpdir(), `portal-e2e-account-${accountPort}`);

// The config is loaded again in every worker: only the runner (no worker index) may wipe the data folders.
if (process.env.TEST_WORKER_INDEX === undefined) {
  rmSync(mainDataDir, { recursive: true, force: true });
  rmSync(idleDataDir, { recursive: true, force: true });
  rmSync(accountDataDir, { recursive: true, force: true });
}

// Playwright passes its own environment to the servers: drop DATABASE_URL so they use embedded PGlite
// (repeatable runs even on CI, where a PostgreSQL is configured for the integration tests).
delete process.env.DATABASE_URL;

const sharedServerEnvironment = {
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
  MAX_FAILED_LOGINS: String(maxFailedLogins),
  // Cheaper password hashing: the seeding and the many logins of the journeys stay quick.
  SCRYPT_LOG_N: '14',
};

const isCi = Boolean(process.env.CI);

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: 2,
  retries: isCi ? 1 : 0,
  forbidOnly: isCi,
  reporter: 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'main',
      testIgnore: ['**/idle-*.spec.ts', '**/account-*.spec.ts'],
      use: { baseURL: `http://127.0.0.1:${mainPort}` },
    },
    {
      name: 'idle',
      testMatch: '**/idle-*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${idlePort}` },
    },
    {
      name: 'account',
      testMatch: '**/account-*.spec.ts',
      use: { baseURL: `http://127.0.0.1:${accountPort}` },
    },
  ],
  webServer: [
    {
      command: 'npm start',
      cwd: '..',
      url: `http://127.0.0.1:${mainPort}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: { ...sharedServerEnvironment, PORT: String(mainPort), DATA_DIR: mainDataDir, DEMO_MEMBERS: String(mainServer.demoMembers) },
    },
    {
      command: 'npm start',
      cwd: '..',
      url: `http://127.0.0.1:${idlePort}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...sharedServerEnvironment,
        PORT: String(idlePort),
        DATA_DIR: idleDataDir,
        DEMO_MEMBERS: String(idleServer.demoMembers),
        EXTERNAL_TIMEOUT_MINUTES: '0.3',
        EXTERNAL_DIALOG_MINUTES: '0.15',
        INTERNAL_TIMEOUT_MINUTES: '0.15',
      },
    },
    {
      command: 'npm start',
      cwd: '..',
      url: `http://127.0.0.1:${accountPort}/readyz`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        ...sharedServerEnvironment,
        PORT: String(accountPort),
        DATA_DIR: accountDataDir,
        DEMO_MEMBERS: String(accountServer.demoMembers),
      },
    },
  ],
});
