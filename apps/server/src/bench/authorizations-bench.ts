/**
 * Manage Authorizations under load (issue 6 bench): POST auth/viewauthsummaries for the demo member with 300
 * authorizations, with text filters, at 20 concurrent connections (p95 target 25 ms); and the upload of a 50 MB
 * clinical through the embedded store's signed URL on loopback (target at least 100 MB/s).
 */
import { request } from 'node:http';
import { apiPrefix, authorizationEndpoints, authorizationSortColumns, clinicalUploadLimits, documentEndpoints, endpointPath } from '@portal/contracts';
import { frequentPatientAuthorizationCount } from '../demo/demo-fixed-activity.js';
import { frequentPatientQhid } from './claims-bench.js';
import { benchConnections, figureOf, latencyLine, loadWithLatencies, measuredP95, meetsP95, type RouteFigure } from './latency-load.js';

const listTargetP95Ms = 25;
const uploadTargetMegabytesPerSecond = 100;
/** What a coordinator types into the filter: a status, a provider's name, a number's start, a facility, nothing found. */
const filterTerms = ['Approved', 'Pend', 'Kim', 'Anderson', '2025', 'Cascade', 'Imaging', 'nothing like this'];

export function listBodies(qhid: number, years: readonly number[]): string[] {
  const bodies: string[] = [];
  for (const year of years) {
    for (const term of filterTerms) {
      for (const column of authorizationSortColumns) {
        for (const direction of ['asc', 'desc']) {
          for (const [pageSize, pageNumber] of [
            [10, 0],
            [25, 1],
          ] as const) {
            bodies.push(JSON.stringify({ qhid, year, term, sortClause: `${column} ${direction}`, pageSize, pageNumber }));
          }
        }
      }
    }
  }
  return bodies;
}

async function postJson<T>(base: string, path: string, headers: Record<string, string>, body: unknown): Promise<T> {
  const response = await fetch(`${base}${apiPrefix}${path}`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`POST ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

export async function benchAuthorizationList(base: string, headers: Record<string, string>, durationSeconds: number): Promise<RouteFigure[]> {
  const qhid = frequentPatientQhid;
  const first = await postJson<{ years: number[] }>(base, endpointPath(authorizationEndpoints.summaries), headers, { qhid });
  const requests = listBodies(qhid, first.years).map((body) => ({
    method: 'POST' as const,
    path: `${apiPrefix}${endpointPath(authorizationEndpoints.summaries)}`,
    body,
  }));
  const load = await loadWithLatencies('POST auth/viewauthsummaries', base, { ...headers, 'content-type': 'application/json' }, requests, durationSeconds);
  console.log(latencyLine(load));
  console.log(
    `Target: authorization list with text filter p95 < ${listTargetP95Ms} ms at ${benchConnections} connections for a member with ` +
      `${frequentPatientAuthorizationCount} authorizations: ${meetsP95(load, listTargetP95Ms) ? 'met' : 'MISSED'} ${measuredP95(load)}`,
  );
  return [figureOf(load, 'read', 'authorization list')];
}

/** PUTs the bytes as a browser does, in one request body (node:http writes the buffer whole; fetch would chunk it). */
function putBytes(url: string, headers: Record<string, string>, bytes: Buffer): Promise<number> {
  return new Promise((resolve, reject) => {
    const put = request(url, { method: 'PUT', headers: { ...headers, 'content-length': String(bytes.length) } }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    });
    put.on('error', reject);
    put.end(bytes);
  });
}

/** A 50 MB 'PDF': the signature, then filler. */
function fiftyMegabytes(): Buffer {
  const bytes = Buffer.alloc(clinicalUploadLimits.maxBytes, 0x20);
  bytes.write('%PDF-1.4\n');
  return bytes;
}

export async function benchClinicalUpload(base: string, headers: Record<string, string>, rounds = 5): Promise<void> {
  const qhid = frequentPatientQhid;
  const list = await postJson<{ authorizations: { authorizationNumber: string }[] }>(base, endpointPath(authorizationEndpoints.summaries), headers, { qhid });
  const authorizationNumber = list.authorizations[0]?.authorizationNumber;
  if (!authorizationNumber) throw new Error('The frequent patient has no authorization to upload to.');
  const bytes = fiftyMegabytes();
  const rates: number[] = [];
  for (let round = 0; round < rounds; round += 1) {
    const location = await postJson<{ documentKey: string; documentPutUrl: string; documentPutHeaders: Record<string, string> }>(
      base,
      endpointPath(documentEndpoints.uploadLocation),
      headers,
      {
        qhid,
        groupId: '',
        fileName: 'bench.pdf',
        authorizationId: authorizationNumber,
        fileSize: bytes.length,
      },
    );
    const started = performance.now();
    const status = await putBytes(`${base}${location.documentPutUrl}`, location.documentPutHeaders, bytes);
    const seconds = (performance.now() - started) / 1000;
    if (status !== 200) throw new Error(`PUT of the upload answered ${status}`);
    rates.push(bytes.length / (1024 * 1024) / seconds);
    // Leaves no pending upload behind on the benchmark's disk.
    await fetch(`${base}${apiPrefix}${endpointPath(documentEndpoints.remove, { qhid, documentKey: location.documentKey })}`, { method: 'DELETE', headers });
  }
  const sorted = [...rates].sort((a, b) => a - b);
  const median = sorted[Math.floor(sorted.length / 2)] ?? 0;
  console.log(`PUT 50 MB clinical (embedded store)   median ${median.toFixed(0)} MB/s, slowest ${sorted[0]?.toFixed(0)} MB/s over ${rounds} uploads`);
  console.log(
    `Target: upload ≥ ${uploadTargetMegabytesPerSecond} MB/s on loopback: ${median >= uploadTargetMegabytesPerSecond ? 'met' : 'MISSED'} (median ${median.toFixed(0)} MB/s)`,
  );
}
