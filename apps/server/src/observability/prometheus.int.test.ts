import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointPath, sessionEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp, tokenOf } from '../test/test-app.js';
import { createTestClock } from '../test/test-clock.js';
import { serveMetrics } from './metrics-server.js';
import { freePort, until } from '../test/polling.js';

/** Debian's Prometheus (`apt-get install prometheus`; .ci/run installs it). */
const prometheusBinary = '/usr/bin/prometheus';
const promtoolBinary = '/usr/bin/promtool';
const hasPrometheus = existsSync(prometheusBinary);
if (!hasPrometheus) console.warn(`SKIPPED the Prometheus scrape test: ${prometheusBinary} absent (apt-get install prometheus)`);

const rulesFile = fileURLToPath(new URL('../../../../ops/prometheus/portal-alerts.rules.yml', import.meta.url));
const readmeFile = fileURLToPath(new URL('../../../../README.md', import.meta.url));
const handshake = `/api${endpointPath(sessionEndpoints.handshake)}`;

interface VectorSample {
  metric: Record<string, string>;
  value: [number, string];
}

describe('the README alert rules', () => {
  it('are the rules file, word for word', () => {
    expect(readFileSync(readmeFile, 'utf8')).toContain(readFileSync(rulesFile, 'utf8').trim());
  });

  it.skipIf(!existsSync(promtoolBinary))('pass promtool check rules', () => {
    expect(execFileSync(promtoolBinary, ['check', 'rules', rulesFile], { encoding: 'utf8' })).toContain('SUCCESS: 3 rules found');
  });
});

/** Issue 35 §4: Debian's real Prometheus scrapes an instance's metrics port and answers queries about its series. */
describe.skipIf(!hasPrometheus)('Prometheus scraping an instance', () => {
  let testApp: TestApp;
  let metrics: Awaited<ReturnType<typeof serveMetrics>>;
  let prometheus: ChildProcess;
  let prometheusUrl: string;
  let workDir: string;
  let output = '';

  beforeAll(async () => {
    testApp = await createTestApp({ clock: createTestClock() });
    metrics = await serveMetrics(testApp.app.portalMetrics.registry, { host: '127.0.0.1', port: 0 }, (error) => {
      throw error;
    });
    const token = await tokenOf(testApp.app, 'provider@example.com');
    for (let index = 0; index < 4; index += 1) await testApp.app.inject({ method: 'GET', url: handshake, headers: bearer(token) });

    workDir = mkdtempSync(join(tmpdir(), 'portal-prometheus-'));
    copyFileSync(rulesFile, join(workDir, 'portal-alerts.rules.yml'));
    writeFileSync(
      join(workDir, 'prometheus.yml'),
      [
        'global:',
        '  scrape_interval: 1s',
        '  evaluation_interval: 1s',
        'rule_files:',
        '  - portal-alerts.rules.yml',
        'scrape_configs:',
        '  - job_name: provider-portal',
        '    static_configs:',
        `      - targets: ['127.0.0.1:${metrics.address.port}']`,
        '',
      ].join('\n'),
    );
    const port = await freePort();
    prometheusUrl = `http://127.0.0.1:${port}`;
    prometheus = spawn(
      prometheusBinary,
      [`--config.file=${join(workDir, 'prometheus.yml')}`, `--storage.tsdb.path=${join(workDir, 'data')}`, `--web.listen-address=127.0.0.1:${port}`],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    prometheus.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    prometheus.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(async () => ((await fetch(`${prometheusUrl}/-/ready`)).ok ? true : undefined), 60_000).catch((error: unknown) => {
      throw new Error(`Prometheus did not start: ${String(error)}\n${output}`);
    });
  }, 120_000);

  afterAll(async () => {
    if (prometheus && prometheus.exitCode === null) {
      prometheus.kill('SIGTERM');
      await new Promise((resolve) => prometheus.once('exit', resolve));
    }
    metrics?.server.close();
    await testApp?.close();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  async function query(expression: string): Promise<VectorSample[]> {
    const response = await fetch(`${prometheusUrl}/api/v1/query?${new URLSearchParams({ query: expression })}`);
    const body = (await response.json()) as { status: string; data: { resultType: string; result: VectorSample[] } };
    expect(body.status).toBe('success');
    return body.data.result;
  }

  /** Waits until Prometheus has a non-empty answer to `expression` (a scrape has happened). */
  const scraped = (expression: string) => until(async () => ((await query(expression)).length > 0 ? query(expression) : undefined), 30_000);

  it('scrapes the metrics port and answers queries about the series', async () => {
    const [up] = await scraped('up{job="provider-portal"}');
    expect(up?.value[1]).toBe('1');

    const [handshakes] = await scraped(`http_requests_total{job="provider-portal",route="${handshake}",status="200"}`);
    expect(Number(handshakes?.value[1])).toBe(4);

    const buckets = await scraped(`http_request_duration_seconds_bucket{route="${handshake}",status_class="2xx"}`);
    expect(buckets.find((sample) => sample.metric.le === '+Inf')?.value[1]).toBe('4');

    const queues = await scraped('portal_queue_depth');
    expect(queues.map((sample) => sample.metric.queue)).toEqual(
      expect.arrayContaining(['notice_deliveries', 'fhir_subscription_notifications', 'bulk_exports']),
    );

    const pool = await scraped('portal_db_pool_connections');
    expect(pool[0]?.value[1]).toBe(String(testApp.database.activity.poolSize));
  });

  it('loads the README alert rules, and the decision-clock alert sees the overdue demo items', async () => {
    const overdue = await scraped('sum(portal_review_items_overdue)');
    expect(Number(overdue[0]?.value[1])).toBeGreaterThan(0);

    const rules = await until(async () => {
      const response = await fetch(`${prometheusUrl}/api/v1/rules`);
      const body = (await response.json()) as { data: { groups: { rules: { name: string; health: string; state: string }[] }[] } };
      const found = body.data.groups.flatMap((group) => group.rules);
      // Overdue items at the test's time: once an evaluation has seen a scrape, the alert is pending (it fires after
      // its 15 minutes).
      const isPending = found.some((rule) => rule.name === 'PortalDecisionClockOverdue' && rule.state === 'pending');
      return found.length === 3 && found.every((rule) => rule.health === 'ok') && isPending ? found : undefined;
    }, 30_000);
    expect(rules.map((rule) => rule.name).sort()).toEqual(['PortalDecisionClockOverdue', 'PortalHttp5xxRate', 'PortalQueueBacklogOld']);
    // No request answered 5xx: that alert stays quiet.
    expect(rules.find((rule) => rule.name === 'PortalHttp5xxRate')?.state).toBe('inactive');
  });
});
