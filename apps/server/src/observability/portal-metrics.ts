import type { FastifyBaseLogger } from 'fastify';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import { allCacheCounts } from '../cache/cache-statistics.js';
import type { Clock } from '../clock.js';
import type { DatabaseHandle } from '../db/client.js';
import { type QueueBacklog, readOverdueReviewItems, readQueueBacklogs } from './queues.repository.js';

/** How a login ended, as the caller was told (wrong password and unknown user are one answer). */
export type LoginOutcome = 'success' | 'invalid-credentials' | 'locked' | 'disabled' | 'not-employee';

/** An answered request, as the HTTP hook sees it: the route's template, never its URL (no ids, no PHI in labels). */
export interface AnsweredRequest {
  method: string;
  /** The route's template ('/api/claims/:claimId'); 'unmatched' for a request no route took. */
  route: string;
  status: number;
  seconds: number;
  /** Set for the FHIR API and the CDS Hooks service: which of them, and the registered client system's id ('none' when unauthenticated). */
  clientSystemCall?: { api: 'fhir' | 'cds-hooks'; clientSystem: string };
}

export interface PortalMetrics {
  /** This instance's series; /metrics answers them (metrics-server.ts). */
  readonly registry: Registry;
  recordLogin(door: 'provider' | 'employee', outcome: LoginOutcome): void;
  recordResponse(request: AnsweredRequest): void;
}

const refusalStatuses = new Set([401, 403, 429]);
// Up to the request deadline (REQUEST_TIMEOUT_SECONDS, 30 by default).
const durationBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

const statusClassOf = (status: number) => `${Math.floor(status / 100)}xx`;

/**
 * The operators' metrics of one server instance (issue 35 §4), in a registry of its own. Counters and histograms are
 * updated as requests are answered; the database pool, the durable queues, the overdue review items and the caches are
 * read when Prometheus scrapes. Series read from the shared database carry `aggregator: 'max'`: with SERVER_PROCESSES
 * > 1 every process reads the same rows, and the aggregated answer must not add them up (cluster-metrics.ts).
 */
export function createPortalMetrics(deps: { database: Pick<DatabaseHandle, 'db' | 'activity'>; clock: Clock; log: FastifyBaseLogger }): PortalMetrics {
  const { database, clock, log } = deps;
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const httpRequests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, by method, route template and status code.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time from receiving a request to answering it, by method, route template and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: durationBuckets,
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'portal_refusals_total',
    help: 'Requests refused: 401 (no valid session or token), 403 (not allowed), 429 (rate limited), by route template.',
    labelNames: ['status', 'route'] as const,
    registers: [registry],
  });
  const logins = new Counter({
    name: 'portal_logins_total',
    help: 'Login attempts by door (provider portal, employee admin login) and outcome.',
    labelNames: ['door', 'outcome'] as const,
    registers: [registry],
  });
  const clientSystemRequests = new Counter({
    name: 'portal_client_system_requests_total',
    help: 'Calls of the FHIR API and the CDS Hooks service, by registered client system id, route template and status class.',
    labelNames: ['api', 'client_system', 'route', 'status_class'] as const,
    registers: [registry],
  });

  new Gauge({
    name: 'portal_db_pool_connections',
    help: 'The database pool size of this instance (DATABASE_POOL_SIZE; 1 for the embedded database).',
    registers: [registry],
    collect() {
      this.set(database.activity.poolSize);
    },
  });
  new Gauge({
    name: 'portal_db_statements_in_flight',
    help: 'Statements sent to the database and not yet answered; above the pool size, requests wait for a connection.',
    registers: [registry],
    collect() {
      this.set(database.activity.inFlight);
    },
  });

  // One read of the queues per scrape: the depth and the age gauges are collected together and share it.
  let backlogs: Promise<QueueBacklog[]> | undefined;
  const readBacklogs = () => {
    backlogs ??= readQueueBacklogs(database.db).finally(() => {
      backlogs = undefined;
    });
    return backlogs;
  };
  new Gauge({
    name: 'portal_queue_depth',
    help: 'Jobs waiting in a durable queue (for the outbox: events a consumer has not handled yet).',
    labelNames: ['queue', 'consumer'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      for (const backlog of await readOrLog(readBacklogs, log, 'queue depth')) this.set({ queue: backlog.queue, consumer: backlog.consumer }, backlog.depth);
    },
  });
  new Gauge({
    name: 'portal_queue_oldest_age_seconds',
    help: 'Age of the oldest job waiting in a durable queue (0 when it is empty).',
    labelNames: ['queue', 'consumer'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      const now = clock.now().getTime();
      for (const backlog of await readOrLog(readBacklogs, log, 'queue age')) {
        const age = backlog.oldestAt === null ? 0 : Math.max(0, (now - backlog.oldestAt.getTime()) / 1000);
        this.set({ queue: backlog.queue, consumer: backlog.consumer }, age);
      }
    },
  });
  new Gauge({
    name: 'portal_review_items_overdue',
    help: 'Review items waiting for a decision whose decision clock (72 h expedited, 7 days standard) has run out, by priority.',
    labelNames: ['priority'] as const,
    aggregator: 'max',
    registers: [registry],
    async collect() {
      this.reset();
      // Both priorities always have a series, so an alert on it sees 0 rather than nothing.
      this.set({ priority: 'expedited' }, 0);
      this.set({ priority: 'standard' }, 0);
      const rows = await readOrLog(() => readOverdueReviewItems(database.db, clock.now()), log, 'overdue review items');
      for (const row of rows) this.set({ priority: row.priority }, row.overdue);
    },
  });
  new Counter({
    name: 'portal_cache_requests_total',
    help: 'Reads of an in-process cache, by cache and result (hit: answered from memory; miss: loaded).',
    labelNames: ['cache', 'result'] as const,
    registers: [registry],
    collect() {
      // The caches keep their own counts since the process started (cache-statistics.ts): shown as they are.
      this.reset();
      for (const [cache, counts] of allCacheCounts()) {
        this.inc({ cache, result: 'hit' }, counts.hits);
        this.inc({ cache, result: 'miss' }, counts.misses);
      }
    },
  });

  return {
    registry,
    recordLogin: (door, outcome) => logins.inc({ door, outcome }),
    recordResponse(request) {
      const status = String(request.status);
      httpRequests.inc({ method: request.method, route: request.route, status });
      httpDuration.observe({ method: request.method, route: request.route, status_class: statusClassOf(request.status) }, request.seconds);
      if (refusalStatuses.has(request.status)) refusals.inc({ status, route: request.route });
      if (request.clientSystemCall) {
        const { api, clientSystem } = request.clientSystemCall;
        clientSystemRequests.inc({ api, client_system: clientSystem, route: request.route, status_class: statusClassOf(request.status) });
      }
    },
  };
}

/** A scrape still answers when the database does not: the series read from it are left out, and the failure logged. */
async function readOrLog<Row>(read: () => Promise<Row[]>, log: FastifyBaseLogger, what: string): Promise<Row[]> {
  try {
    return await read();
  } catch (error) {
    log.warn({ err: error }, `metrics: could not read the ${what}`);
    return [];
  }
}
