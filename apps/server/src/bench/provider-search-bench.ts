/**
 * Provider directory search under load (issue 4 bench): by name and by NPI over the demo directory, 20 concurrent
 * connections, p95 latency against the target of 20 ms. autocannon reports p90, p97.5 and p99 but no p95, so the
 * p95 is computed here from every response time.
 */
import autocannon from 'autocannon';
import { apiPrefix, providerApiPaths } from '@portal/contracts';
import { buildProviderLocations } from '../demo/demo-providers.js';
import { createRandom, demoSeed } from '../demo/random.js';

const connections = 20;
const targetP95Ms = 20;
const nameTerms = ['smi', 'evergreen', 'mary', 'garcia', 'summit med', 'pediatrics', 'nguy', 'john', 'cascade', 'patel', 'imaging', 'lee'];

interface SearchLoad {
  label: string;
  requestsPerSecond: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  failures: number;
}

function percentile(sorted: readonly number[], share: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] as number;
}

async function load(label: string, paths: string[], base: string, headers: Record<string, string>, durationSeconds: number): Promise<SearchLoad> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      { url: base, connections, duration: durationSeconds, headers, requests: paths.map((path) => ({ method: 'GET' as const, path })) },
      (error, finished) => (error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished)),
    );
    instance.on('response', (_client, _statusCode, _bytes, responseTime) => times.push(responseTime));
  });
  times.sort((a, b) => a - b);
  return {
    label,
    requestsPerSecond: result.requests.average,
    p50Ms: percentile(times, 0.5),
    p95Ms: percentile(times, 0.95),
    p99Ms: percentile(times, 0.99),
    failures: result.non2xx + result.errors,
  };
}

const format = (ms: number) => ms.toFixed(1).padStart(6);

/** Runs both searches against a started, seeded server and prints one line each plus the target verdict. */
export async function benchProviderSearch(base: string, headers: Record<string, string>, durationSeconds: number): Promise<void> {
  const search = `${apiPrefix}${providerApiPaths.search}`;
  const names = nameTerms.flatMap((term, index) => {
    const query = new URLSearchParams({ name: term, flags: '1', pageSize: '10', pageNumber: String(index % 3) });
    const withState = new URLSearchParams({ name: term, state: index % 2 ? 'CA' : 'OR', flags: '1' });
    return [`${search}?${query}`, `${search}?${withState}`];
  });
  const locations = buildProviderLocations(createRandom(demoSeed).fork('providers'));
  const npis = locations
    .filter((_, index) => index % 499 === 0)
    .flatMap((location) => [`${search}?npi=${location.npi}&flags=1`, `${search}?npi=${location.npi.slice(0, 6)}&flags=1`]);

  console.log(`\nProvider search over ${locations.length} locations: ${connections} connections, ${durationSeconds} s each`);
  const results = [await load('GET provider/search/ by name', names, base, headers, durationSeconds), await load('GET provider/search/ by NPI', npis, base, headers, durationSeconds)];
  for (const result of results) {
    console.log(
      `${result.label.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p50 ${format(result.p50Ms)} ms   p95 ${format(result.p95Ms)} ms   p99 ${format(result.p99Ms)} ms${result.failures ? `   (${result.failures} failed)` : ''}`,
    );
  }
  const isMet = results.every((result) => result.p95Ms < targetP95Ms && result.failures === 0);
  console.log(`Target: provider search p95 < ${targetP95Ms} ms at ${connections} connections: ${isMet ? 'met' : 'MISSED'}`);
}
