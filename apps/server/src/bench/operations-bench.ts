/**
 * The operations dashboard under load (issue 19 bench): GET operations/dashboard/ at 20 connections, p95 target
 * 100 ms. Reviewers in a handful of time zones, as the page asks every minute (each instance keeps the answer a few
 * seconds per time zone); and the same load with a different time zone on nearly every request, so nearly every
 * one reads the database: what the dashboard costs when the cache does not help.
 */
import { apiPrefix, endpointPath, endpointQuery, operationsEndpoints } from '@portal/contracts';
import { benchConnections, figureOf, formatMs, latencyLine, loadWithLatencies, measuredP95, type RouteFigure } from './latency-load.js';

const targetP95Ms = 100;
const dashboardPath = (timeZone: string) => `${apiPrefix}${endpointPath(operationsEndpoints.dashboard)}${endpointQuery({ timeZone })}`;
const teamTimeZones = ['America/Los_Angeles', 'America/Denver', 'America/Chicago', 'America/New_York', 'UTC'];

export async function benchOperationsDashboard(
  base: string,
  headers: Record<string, string>,
  durationSeconds: number,
  dataSet: string,
): Promise<RouteFigure[]> {
  const served = await loadWithLatencies(
    'GET operations/dashboard/',
    base,
    headers,
    teamTimeZones.map((timeZone) => ({ method: 'GET', path: dashboardPath(timeZone) })),
    durationSeconds,
  );
  console.log(latencyLine(served, `   max ${formatMs(served.maxMs)} ms`));
  // More zones than an instance keeps: the cache is emptied before a zone comes round again.
  const everyZone = Intl.supportedValuesOf('timeZone');
  const uncached = await loadWithLatencies(
    '  … every read from the database',
    base,
    headers,
    everyZone.map((timeZone) => ({ method: 'GET', path: dashboardPath(timeZone) })),
    durationSeconds,
  );
  console.log(latencyLine(uncached, `   max ${formatMs(uncached.maxMs)} ms`));
  const verdict = (p95: number, failures: number) => (p95 <= targetP95Ms && failures === 0 ? 'met' : 'MISSED');
  console.log(
    `Target: operations dashboard p95 ≤ ${targetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${verdict(served.p95Ms, served.failures)} ${measuredP95(served)}`,
  );
  console.log(`        (without the cache's help: ${verdict(uncached.p95Ms, uncached.failures)}, p95 ${formatMs(uncached.p95Ms).trim()} ms)`);
  return [figureOf(served, 'read', 'operations dashboard'), figureOf(uncached, 'read', 'operations dashboard (uncached)')];
}
