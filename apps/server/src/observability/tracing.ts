import { createRequire } from 'node:module';
import { SpanKind, SpanStatusCode, trace } from '@opentelemetry/api';
import { HttpInstrumentation } from '@opentelemetry/instrumentation-http';
import { NodeSDK } from '@opentelemetry/sdk-node';
import { traceQueriesWith } from '../db/query-activity.js';

/** Paths whose requests are not traced: the load balancer's probes and Prometheus's scrapes (every few seconds, each instance). */
const untracedPaths = new Set(['/healthz', '/readyz', '/metrics']);

/**
 * OpenTelemetry traces (issue 35 §5), loaded by main.ts only when the OTEL_* variables ask for them
 * (tracing-switch.ts), so a start without them never loads this module. The SDK reads its exporter, endpoint,
 * protocol, headers, sampler and resource from the standard OTEL_* variables. Spans: each HTTP request the portal
 * answers (@opentelemetry/instrumentation-http, renamed with its route template by http-metrics.plugin.ts) and each
 * database statement (our own, at the database client: there is no instrumentation of postgres.js or PGlite). A
 * statement's span carries its text with $1… placeholders, never the values bound to them (they may be a member's).
 */
export function startTracing(): { stop(): Promise<void> } {
  const sdk = new NodeSDK({
    ...(process.env.OTEL_SERVICE_NAME ? {} : { serviceName: 'provider-portal' }),
    // Traces only: the metrics are Prometheus's (METRICS_PORT), the logs go to standard output. Without these the SDK
    // would also start exporting OTLP metrics and set up a logs pipeline.
    metricReaders: [],
    logRecordProcessors: [],
    instrumentations: [
      new HttpInstrumentation({
        ignoreIncomingRequestHook: (request) => untracedPaths.has((request.url ?? '').split('?')[0] ?? ''),
        // Outgoing calls go through fetch (undici), which this instrumentation does not see; the exporter's own
        // requests to the collector are not traced either.
        ignoreOutgoingRequestHook: () => true,
      }),
    ],
  });
  sdk.start();
  // The instrumentation patches node:http when it is next required. main.ts loads the app (Fastify requires node:http)
  // after this; requiring it once here too patches Server.prototype in place even if something loaded it earlier.
  createRequire(import.meta.url)('node:http');

  const tracer = trace.getTracer('provider-portal-db');
  traceQueriesWith((statement) => {
    const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'QUERY';
    const span = tracer.startSpan(`${operation} postgresql`, {
      kind: SpanKind.CLIENT,
      attributes: { 'db.system.name': 'postgresql', 'db.operation.name': operation, 'db.query.text': statement.slice(0, 4096) },
    });
    return {
      end(error) {
        if (error !== undefined) {
          span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.message : 'statement failed' });
        }
        span.end();
      },
    };
  });
  return { stop: () => sdk.shutdown() };
}
