/**
 * The public metrics page under load (issue 19 bench): GET metrics/prior-authorization/ of a year of 1,000,000
 * requests at 20 connections, p95 target 200 ms; the years list and the CSV download ride along in the mix the page
 * makes. The first, cold answer (nothing cached on the instance yet) is timed on its own.
 */
import { apiPrefix, endpointPath, endpointQuery, priorAuthorizationMetricsEndpoints as endpoints } from '@portal/contracts';
import { benchConnections, figureOf, formatMs, latencyLine, loadWithLatencies, measuredP95, type RouteFigure } from './latency-load.js';

const targetP95Ms = 200;

const metricsPath = (year: number) => `${apiPrefix}${endpointPath(endpoints.metrics)}${endpointQuery({ year })}`;

export async function benchMetrics(base: string, year: number, durationSeconds: number, dataSet: string): Promise<RouteFigure[]> {
  const startedAt = performance.now();
  const cold = await fetch(`${base}${metricsPath(year)}`);
  const body = (await cold.json()) as { counts?: { standard: { received: number }; expedited: { received: number } } };
  const coldMs = performance.now() - startedAt;
  if (!cold.ok) throw new Error(`GET ${metricsPath(year)} answered ${cold.status}`);
  const received = (body.counts?.standard.received ?? 0) + (body.counts?.expedited.received ?? 0);
  console.log(`First (cold) answer for ${year}: ${formatMs(coldMs)} ms over ${received.toLocaleString('en-US')} requests received`);
  const requests = [
    ...Array.from({ length: 8 }, () => ({ method: 'GET' as const, path: metricsPath(year) })),
    { method: 'GET' as const, path: `${apiPrefix}${endpointPath(endpoints.years)}` },
    { method: 'GET' as const, path: `${apiPrefix}${endpointPath(endpoints.metricsCsv)}${endpointQuery({ year })}` },
  ];
  const load = await loadWithLatencies('GET metrics/prior-authorization/', base, {}, requests, durationSeconds);
  console.log(latencyLine(load, `   max ${formatMs(load.maxMs)} ms`));
  console.log(
    `Target: metrics page p95 ≤ ${targetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${load.p95Ms <= targetP95Ms && load.failures === 0 ? 'met' : 'MISSED'} ${measuredP95(load)}`,
  );
  return [figureOf(load, 'read', 'metrics')];
}
