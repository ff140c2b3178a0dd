import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { endpointPath, sessionEndpoints } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isTracingRequested } from './tracing-switch.js';
import { freePort, until } from '../test/polling.js';

const mainFile = fileURLToPath(new URL('../main.ts', import.meta.url));
const loginPath = `/api${endpointPath(sessionEndpoints.login)}`;

/** A span as OTLP/HTTP JSON carries it (attributes flattened to strings here). */
interface ReceivedSpan {
  traceId: string;
  spanId: string;
  parentSpanId?: string;
  name: string;
  /** 2: server, 3: client (OTLP's SpanKind numbers). */
  kind: number;
  attributes: Record<string, string>;
  serviceName: string;
}

interface OtlpAttribute {
  key: string;
  value: { stringValue?: string; intValue?: string | number; boolValue?: boolean };
}
interface OtlpExport {
  resourceSpans?: {
    resource?: { attributes?: OtlpAttribute[] };
    scopeSpans?: { spans?: (Omit<ReceivedSpan, 'attributes' | 'serviceName'> & { attributes?: OtlpAttribute[] })[] }[];
  }[];
}

const flatten = (attributes: OtlpAttribute[] = []) =>
  Object.fromEntries(attributes.map(({ key, value }) => [key, String(value.stringValue ?? value.intValue ?? value.boolValue ?? '')]));

describe('when traces are on', () => {
  it('is decided by the standard OTEL_* variables, off by default', () => {
    expect(isTracingRequested({})).toBe(false);
    expect(isTracingRequested({ OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(true);
    expect(isTracingRequested({ OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'http://collector:4318/v1/traces' })).toBe(true);
    expect(isTracingRequested({ OTEL_TRACES_EXPORTER: 'otlp' })).toBe(true);
    expect(isTracingRequested({ OTEL_TRACES_EXPORTER: 'none', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
    expect(isTracingRequested({ OTEL_SDK_DISABLED: 'true', OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318' })).toBe(false);
  });
});

/**
 * Issue 35 §5: the server started as `npm start` starts it, with OTEL_EXPORTER_OTLP_ENDPOINT naming a collector (here
 * this test's own OTLP/HTTP receiver), sends the spans of a request: the HTTP server span and its database statements.
 */
describe('OpenTelemetry traces sent to a collector', () => {
  const received: ReceivedSpan[] = [];
  let collector: Server;
  let server: ChildProcess;
  let portalUrl: string;
  let metricsPort: number;
  let dataDir: string;
  let output = '';

  beforeAll(async () => {
    collector = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        if (request.url === '/v1/traces') {
          const payload = JSON.parse(body) as OtlpExport;
          for (const resourceSpans of payload.resourceSpans ?? []) {
            const serviceName = flatten(resourceSpans.resource?.attributes)['service.name'] ?? '';
            for (const scope of resourceSpans.scopeSpans ?? [])
              for (const span of scope.spans ?? []) received.push({ ...span, attributes: flatten(span.attributes), serviceName });
          }
        }
        response.writeHead(200, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, '127.0.0.1', resolve));
    const collectorAddress = collector.address();
    if (collectorAddress === null || typeof collectorAddress === 'string') throw new Error('no collector port');

    const port = await freePort();
    portalUrl = `http://127.0.0.1:${port}`;
    metricsPort = await freePort();
    dataDir = mkdtempSync(join(tmpdir(), 'portal-tracing-'));
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      METRICS_PORT: String(metricsPort),
      DATA_DIR: dataDir,
      DEMO_MEMBERS: '20',
      SCRYPT_LOG_N: '10',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: '',
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${collectorAddress.port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
      // Send each batch a fraction of a second after its spans end (5 s by default).
      OTEL_BSP_SCHEDULE_DELAY: '200',
    };
    // The embedded database: this file tests the traces, not the database the project runs on.
    delete env.DATABASE_URL;
    delete env.OTEL_SERVICE_NAME;
    server = spawn(process.execPath, ['--import', 'tsx', mainFile], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    await until(async () => ((await fetch(`${portalUrl}/readyz`)).ok ? true : undefined), 150_000).catch((error: unknown) => {
      throw new Error(`The server did not start: ${String(error)}\n${output}`);
    });
  }, 180_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      server.kill('SIGTERM');
      await new Promise((resolve) => server.once('exit', resolve));
    }
    collector?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('sends the HTTP server span of a request, named by its route, with its database statements inside it', async () => {
    const userName = 'traced-nobody@example.com';
    const answer = await fetch(`${portalUrl}${loginPath}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ LoginRequest: { UserName: userName, Password: 'Not-the-password-1' } }),
    });
    expect(answer.status).toBe(200);
    expect((await fetch(`${portalUrl}/healthz`)).status).toBe(200);
    // The started server's metrics port (main.ts) counts the same request; a scrape is not traced either.
    const scrape = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
    expect(scrape.status).toBe(200);
    expect(await scrape.text()).toContain(`http_requests_total{method="POST",route="${loginPath}",status="200"} 1`);

    const serverSpan = await until(async () => received.find((span) => span.kind === 2 && span.attributes['http.route'] === loginPath), 30_000);
    expect(serverSpan.name).toBe(`POST ${loginPath}`);
    expect(serverSpan.serviceName).toBe('provider-portal');
    const statements = await until(async () => {
      const found = received.filter((span) => span.traceId === serverSpan.traceId && span.attributes['db.system.name'] === 'postgresql');
      return found.length > 0 ? found : undefined;
    }, 30_000);
    for (const statement of statements) {
      expect(statement.kind).toBe(3);
      expect(statement.attributes['db.query.text']).toMatch(/\S/);
      // The text with its placeholders, never the values bound to them.
      expect(statement.attributes['db.query.text']).not.toContain(userName);
    }
    // Each statement's span is a child of a span of this request (the server span itself or one of its children).
    const spanIds = new Set(received.filter((span) => span.traceId === serverSpan.traceId).map((span) => span.spanId));
    for (const statement of statements) expect(spanIds.has(statement.parentSpanId ?? '')).toBe(true);
    // The load balancer's probes and the scrapes are not traced.
    const probes = received.filter(
      (span) => span.kind === 2 && /^\/(healthz|readyz|metrics)/.test(span.attributes['url.path'] ?? span.attributes['http.target'] ?? ''),
    );
    expect(probes).toEqual([]);
  });
});
