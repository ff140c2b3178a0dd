/** A traced statement: ended when its answer (or error) came back. */
export interface QueryTrace {
  end(error?: unknown): void;
}

// Set once by observability/tracing.ts when OpenTelemetry is on; while unset a statement costs no tracing work at all.
let startTrace: ((statement: string) => QueryTrace) | undefined;

/** From now on every statement sent through a database handle opens a trace (a span) that ends with its answer. */
export function traceQueriesWith(start: (statement: string) => QueryTrace): void {
  startTrace = start;
}

/**
 * What one database handle is doing: its pool's size and the statements sent and not yet answered. More statements in
 * flight than the pool has connections means requests wait for a connection (postgres.js queues them).
 */
export class QueryActivity {
  private statementsInFlight = 0;

  constructor(readonly poolSize: number) {}

  get inFlight(): number {
    return this.statementsInFlight;
  }

  /** Counts `query` in flight until it settles, and traces it when tracing is on; answers `query` itself. */
  watch<Query extends PromiseLike<unknown>>(statement: string, query: Query): Query {
    this.statementsInFlight += 1;
    const trace = startTrace?.(statement);
    // postgres.js sends a query when it is first awaited; its own `await 1` lets the caller's `.values()` still apply.
    query.then(
      () => {
        this.statementsInFlight -= 1;
        trace?.end();
      },
      (error: unknown) => {
        this.statementsInFlight -= 1;
        trace?.end(error);
      },
    );
    return query;
  }
}
