/**
 * Provider directory search under load (issue 4 bench): by name and by NPI over the demo directory, 20 concurrent
 * connections, p95 latency against the target of 20 ms.
 */
import { apiPrefix, endpointPath, providerEndpoints } from '@portal/contracts';
import { buildProviderLocations } from '../demo/demo-providers.js';
import { createRandom, demoSeed } from '../demo/random.js';
import { benchConnections, figureOf, formatMs, latencyLine, loadWithLatencies, meetsP95, type RouteFigure, warmUpSeconds } from './latency-load.js';

const targetP95Ms = 20;
const nameTerms = ['smi', 'evergreen', 'mary', 'garcia', 'summit med', 'pediatrics', 'nguy', 'john', 'cascade', 'patel', 'imaging', 'lee'];

const getting = (paths: string[]) => paths.map((path) => ({ method: 'GET' as const, path }));

/** Runs both searches against a started, seeded server and prints one line each plus the target verdict. */
export async function benchProviderSearch(base: string, headers: Record<string, string>, durationSeconds: number): Promise<RouteFigure[]> {
  const search = `${apiPrefix}${endpointPath(providerEndpoints.search)}`;
  const names = nameTerms.flatMap((term, index) => {
    const query = new URLSearchParams({ name: term, flags: '1', pageSize: '10', pageNumber: String(index % 3) });
    const withState = new URLSearchParams({ name: term, state: index % 2 ? 'CA' : 'OR', flags: '1' });
    return [`${search}?${query}`, `${search}?${withState}`];
  });
  const locations = buildProviderLocations(createRandom(demoSeed).fork('providers'));
  const npis = locations
    .filter((_, index) => index % 499 === 0)
    .flatMap((location) => [`${search}?npi=${location.npi}&flags=1`, `${search}?npi=${location.npi.slice(0, 6)}&flags=1`]);

  console.log(
    `\nProvider search over ${locations.length} locations: ${benchConnections} connections, ${warmUpSeconds} s of warm-up then ${durationSeconds} s measured, each`,
  );
  const results = [
    await loadWithLatencies('GET provider/search/ by name', base, headers, getting(names), durationSeconds),
    await loadWithLatencies('GET provider/search/ by NPI', base, headers, getting(npis), durationSeconds),
  ];
  for (const result of results) console.log(latencyLine(result));
  const isMet = results.every((result) => meetsP95(result, targetP95Ms));
  const measured = results.map(
    (result) =>
      `${result.label.replace('GET provider/search/ ', '')} p95 ${formatMs(result.p95Ms).trim()} ms${result.failures ? `, ${result.failures} failed` : ''}`,
  );
  console.log(`Target: provider search p95 < ${targetP95Ms} ms at ${benchConnections} connections: ${isMet ? 'met' : 'MISSED'} (${measured.join('; ')})`);
  return results.map((result) => figureOf(result, 'read', result.label.replace('GET provider/search/', 'provider search')));
}
