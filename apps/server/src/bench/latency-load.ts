/**
 * Latency under concurrent load for the p95 targets of the search benches. autocannon reports p90, p97.5 and p99
 * but no p95, so every response time is kept and the percentiles are computed here.
 */
import autocannon from 'autocannon';

export const benchConnections = 20;

/**
 * Each load first runs this long, the same requests at the same connections, and is measured after: a p95 target is
 * the server's under load, not its first seconds. A route's first calls in a process compile its code (V8 tiers a
 * function up only once it is hot) and prepare its statements on each pooled connection: measured here, `$inquire`
 * answered at p95 103 ms in its first 10 s and 54 ms in the next 10 s, nothing else changed. The warm-up's own p95
 * is printed beside the measured one, and its failures count as the load's.
 */
export const warmUpSeconds = 5;

export interface LatencyLoad {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  maxMs: number;
  failures: number;
  /** The warm-up before the measured run: its calls and p95 (NaN when there was none). */
  warmUp: { calls: number; p95Ms: number };
}

export function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}

interface TimedRun {
  times: number[];
  result: autocannon.Result;
}

/** One autocannon run of `requests` over 20 connections, every response's time kept, sorted. */
async function timedRun(base: string, headers: Record<string, string>, requests: autocannon.Request[], durationSeconds: number): Promise<TimedRun> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base, connections: benchConnections, duration: durationSeconds, headers, requests }, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return { times, result };
}

/**
 * Sends `requests` round-robin over 20 connections: `warmUpSeconds` of warm-up, then `durationSeconds` measured, every
 * response's time kept.
 */
export async function loadWithLatencies(
  label: string,
  base: string,
  headers: Record<string, string>,
  requests: autocannon.Request[],
  durationSeconds: number,
  options: { warmUpSeconds?: number } = {},
): Promise<LatencyLoad> {
  const warmUpFor = options.warmUpSeconds ?? warmUpSeconds;
  const warmUp = warmUpFor > 0 ? await timedRun(base, headers, requests, warmUpFor) : undefined;
  const { times, result } = await timedRun(base, headers, requests, durationSeconds);
  const failuresOf = (run: TimedRun | undefined) => (run ? run.result.non2xx + run.result.errors : 0);
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    maxMs: times.at(-1) ?? Number.NaN,
    failures: failuresOf(warmUp) + result.non2xx + result.errors,
    warmUp: { calls: warmUp?.times.length ?? 0, p95Ms: warmUp ? percentile(warmUp.times, 0.95) : Number.NaN },
  };
}

export const formatMs = (ms: number) => ms.toFixed(1).padStart(6);

/** One printable line: throughput, p50, p95 and p99, and the failures if any. */
export function latencyLine(load: LatencyLoad, extra = ''): string {
  return (
    `${load.label.padEnd(34)} ${load.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${formatMs(load.p50Ms)} ms   ` +
    `p95 ${formatMs(load.p95Ms)} ms   p99 ${formatMs(load.p99Ms)} ms${extra}${load.failures ? `   (${load.failures} failed)` : ''}` +
    (load.warmUp.calls > 0 ? `   (after ${load.warmUp.calls} calls of warm-up, p95 ${formatMs(load.warmUp.p95Ms).trim()} ms)` : '')
  );
}

/**
 * A route's p95 as a section measured it, for the growth comparison (`--compare`): reads and writes have their own
 * growth targets there.
 */
export interface RouteFigure {
  label: string;
  kind: 'read' | 'write';
  p95Ms: number;
  failures: number;
}

export const figureOf = (load: LatencyLoad, kind: RouteFigure['kind'], label = load.label): RouteFigure => ({
  label,
  kind,
  p95Ms: load.p95Ms,
  failures: load.failures,
});

/** The measured figure a target line ends with: its p95, and its failures when there were any. */
export const measuredP95 = (load: LatencyLoad) =>
  Number.isNaN(load.p95Ms)
    ? `(no call answered within the run${load.failures ? `, ${load.failures} failed` : ''})`
    : `(p95 ${formatMs(load.p95Ms).trim()} ms${load.failures ? `, ${load.failures} failed` : ''})`;

export function meetsP95(load: LatencyLoad, targetMs: number): boolean {
  return load.p95Ms < targetMs && load.failures === 0;
}
