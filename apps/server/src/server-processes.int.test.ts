import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readConfig } from './config.js';
import { samplesOf, valueOf } from './test/exposition-samples.js';
import { createPostgresTestDatabase, isPostgresTest } from './test/test-database.js';
import { until } from './test/polling.js';

const mainFile = fileURLToPath(new URL('./main.ts', import.meta.url));

/** The process ids of a process's children (Linux /proc): the server copies a primary forked. */
async function childrenOf(pid: number): Promise<number[]> {
  const { readFile } = await import('node:fs/promises');
  const text = await readFile(`/proc/${pid}/task/${pid}/children`, 'utf8').catch(() => '');
  return text.split(/\s+/).filter(Boolean).map(Number);
}

describe('SERVER_PROCESSES', () => {
  it('refuses more than one process on the embedded database', () => {
    expect(() => readConfig({ SERVER_PROCESSES: '2' })).toThrow(/more than one server process needs DATABASE_URL/);
    expect(readConfig({ SERVER_PROCESSES: '2', DATABASE_URL: 'postgres://x@127.0.0.1/db' }).serverProcesses).toBe(2);
  });
});

/** One process per core (issue 31 §7): copies share the port, a dead one is replaced, SIGTERM stops them all. */
describe.skipIf(!isPostgresTest())('two server processes on PostgreSQL', () => {
  let server: Awaited<ReturnType<typeof createPostgresTestDatabase>>;
  let primary: ChildProcess;
  const port = 3400 + Math.floor(Math.random() * 400);
  const metricsPort = port + 1000;
  beforeAll(async () => {
    server = await createPostgresTestDatabase();
    primary = spawn(process.execPath, ['--import', 'tsx', mainFile], {
      env: {
        ...process.env,
        SERVER_PROCESSES: '2',
        DATABASE_URL: server.url,
        PORT: String(port),
        HOST: '127.0.0.1',
        METRICS_PORT: String(metricsPort),
        DATABASE_POOL_SIZE: '4',
        DATA_DIR: mkdtempSync(join(tmpdir(), 'portal-processes-')),
        DEMO_MEMBERS: '20',
        SCRYPT_LOG_N: '10',
        LOG_LEVEL: 'warn',
        WEB_DIST_DIR: '',
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    await until(async () => ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok ? true : undefined), 120_000);
  }, 150_000);
  afterAll(async () => {
    if (primary.exitCode === null) primary.kill('SIGKILL');
    await server.drop();
  });

  it('answers /metrics from the first process for both copies (issue 35 §4)', async () => {
    const pid = primary.pid as number;
    await until(async () => ((await childrenOf(pid)).length === 2 ? true : undefined), 60_000);
    const scrape = async () => samplesOf(await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text());
    const healthz = async () => valueOf(await scrape(), 'http_requests_total', { method: 'GET', route: '/healthz', status: '200' }) ?? 0;
    const before = await healthz();
    // New connections each (no keep-alive), which node:cluster hands to the copies in turn.
    for (let index = 0; index < 6; index += 1) {
      expect((await fetch(`http://127.0.0.1:${port}/healthz`, { headers: { connection: 'close' } })).status).toBe(200);
    }
    // Counters are the sum over the copies; a series read from the database appears once, not once per copy.
    expect(await healthz()).toBe(before + 6);
    const samples = await scrape();
    expect(samples.filter((sample) => sample.name === 'portal_queue_depth' && sample.labels.queue === 'notice_deliveries')).toHaveLength(1);
    // Each copy's pool (DATABASE_POOL_SIZE 4), added up.
    expect(valueOf(samples, 'portal_db_pool_connections')).toBe(8);
    // The portal's port has no /metrics.
    expect((await fetch(`http://127.0.0.1:${port}/metrics`)).status).toBe(404);
  }, 120_000);

  it('answers from two processes, replaces one that dies, and stops them all on SIGTERM', async () => {
    const pid = primary.pid as number;
    const copies = await until(async () => {
      const found = await childrenOf(pid);
      return found.length === 2 ? found : undefined;
    }, 60_000);
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);

    process.kill(copies[0] as number, 'SIGKILL');
    const replaced = await until(async () => {
      const found = await childrenOf(pid);
      return found.length === 2 && !found.includes(copies[0] as number) ? found : undefined;
    }, 60_000);
    expect(replaced).toContain(copies[1]);
    await until(async () => ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok ? true : undefined), 60_000);

    const exited = new Promise<number | null>((resolve) => primary.on('exit', (code) => resolve(code)));
    primary.kill('SIGTERM');
    expect(await exited).toBe(0);
    expect(await childrenOf(pid)).toEqual([]);
    await expect(fetch(`http://127.0.0.1:${port}/readyz`)).rejects.toThrow();
  }, 180_000);
});
