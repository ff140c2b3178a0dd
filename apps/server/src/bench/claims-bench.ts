/**
 * The claims list under load (issue 5 bench): POST claims/search/ for the demo member with 500 claims, through
 * every year, sort and a few pages and page sizes, 20 concurrent connections, p95 latency against 25 ms.
 */
import { apiPrefix, claimEndpoints, claimSortColumns, endpointPath, endpointQuery } from '@portal/contracts';
import { frequentPatientClaimCount, frequentPatientMemberId } from '../demo/demo-fixed-activity.js';
import { demoMembers, qhidOf } from '../demo/demo-member-list.js';
import { benchConnections, figureOf, latencyLine, loadWithLatencies, measuredP95, meetsP95, type RouteFigure } from './latency-load.js';

const targetP95Ms = 25;

/** The searches a billing office makes: each year, each sort both ways, first pages in the usual page sizes. */
export function searchBodies(qhid: number, years: readonly number[]): string[] {
  const bodies: string[] = [];
  for (const year of years) {
    for (const column of claimSortColumns) {
      for (const direction of ['asc', 'desc']) {
        for (const [PageSize, PageNumber] of [
          [10, 0],
          [10, 1],
          [25, 0],
          [50, 2],
          [100, 0],
        ] as const) {
          bodies.push(JSON.stringify({ HelperId: qhid, Year: year, SortClause: `${column} ${direction}`, PageSize, PageNumber }));
        }
      }
    }
  }
  return bodies;
}

/** The qhid the seed gives the frequent patient (fixed members come first, in list order). */
export const frequentPatientQhid = qhidOf(demoMembers.findIndex((member) => member.memberId === frequentPatientMemberId));

/** Runs against a started server seeded with the demo data; `headers` are provider@example.com's. Prints its lines. */
export async function benchClaimsList(base: string, headers: Record<string, string>, durationSeconds: number): Promise<RouteFigure[]> {
  const qhid = frequentPatientQhid;
  const yearsResponse = await fetch(`${base}${apiPrefix}${endpointPath(claimEndpoints.years)}${endpointQuery({ qhid })}`, { headers });
  if (!yearsResponse.ok) throw new Error(`GET claims/years/ answered ${yearsResponse.status}`);
  const years = (await yearsResponse.json()) as number[];
  const requests = searchBodies(qhid, years).map((body) => ({ method: 'POST' as const, path: `${apiPrefix}${endpointPath(claimEndpoints.search)}`, body }));

  const load = await loadWithLatencies('POST claims/search/', base, { ...headers, 'content-type': 'application/json' }, requests, durationSeconds);
  console.log(latencyLine(load));
  console.log(
    `Target: claims list p95 < ${targetP95Ms} ms at ${benchConnections} connections for a member with ${frequentPatientClaimCount} claims ` +
      `over ${years.length} years: ${meetsP95(load, targetP95Ms) ? 'met' : 'MISSED'} ${measuredP95(load)}`,
  );
  return [figureOf(load, 'read', 'claims list')];
}
