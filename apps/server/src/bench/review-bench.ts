/**
 * The review queue under load (issue 18 bench): GET review/queue/ with the queries reviewers make, at 20 connections
 * (p95 target 50 ms), and saving decisions: 20 connections, each claiming a different waiting item and deciding every
 * line of it (p95 of the decision target 50 ms). Every decision is on another item, so a run empties part of the
 * queue; on PostgreSQL the next run's top-up refills it (review-bench-data.ts).
 */
import { apiPrefix, endpointPath, endpointQuery, type ReviewQueueQuery, reviewEndpoints } from '@portal/contracts';
import autocannon from 'autocannon';
import {
  benchConnections,
  figureOf,
  formatMs,
  latencyLine,
  loadWithLatencies,
  measuredP95,
  percentile,
  type RouteFigure,
  warmUpSeconds,
} from './latency-load.js';

const queueTargetP95Ms = 50;
const decisionTargetP95Ms = 50;
/** Decisions in one run at most: a fifth of the queue, so later runs and the queue's shape stay comparable. */
const maxDecisions = 1_000;
/** Items for the warm-up, which runs `warmUpSeconds` (about 130 decisions a second here). */
const maxWarmUpDecisions = 1_000;

type Headers = Record<string, string>;

/**
 * The queue pages reviewers open: the default page most, then each filter (priority, request type, a group, mine,
 * unassigned), later pages and other page sizes, and a look-up by authorization number.
 */
export function queueQueries(groupIds: readonly string[], authorizationNumbers: readonly string[]): ReviewQueueQuery[] {
  const queries: ReviewQueueQuery[] = [
    {},
    {},
    {},
    {},
    { assigned: 'mine' },
    { assigned: 'mine' },
    { assigned: 'unassigned' },
    { assigned: 'unassigned', pageSize: 50 },
  ];
  for (const priority of ['expedited', 'standard'] as const) queries.push({ priority }, { priority, assigned: 'unassigned' });
  for (const requestType of ['outpatient', 'inpatient', 'change'] as const) queries.push({ requestType });
  for (const groupId of groupIds) queries.push({ groupId }, { groupId, priority: 'expedited' });
  for (const page of [1, 2, 5, 20, 100]) queries.push({ page });
  queries.push({ page: 3, pageSize: 100 }, { page: 10, pageSize: 50 }, { pageSize: 100 }, { pageSize: 10, assigned: 'unassigned' });
  for (const search of authorizationNumbers) queries.push({ search });
  return queries;
}

/** Approves every line: the body a reviewer sends who agrees with the request. */
export const approveAll = (lines: readonly { lineId: string }[]) => ({ lines: lines.map((line) => ({ lineId: line.lineId, action: 'approve' as const })) });

/** An item's route (its detail, claim or decision) for the item a connection holds. */
const itemPath = (endpoint: (typeof reviewEndpoints)['item' | 'claim' | 'decide'], context: DecisionContext) =>
  `${apiPrefix}${endpointPath(endpoint, { id: context.id as number })}`;

const queuePath = (query: ReviewQueueQuery) => `${apiPrefix}${endpointPath(reviewEndpoints.queue)}${endpointQuery(query)}`;

async function getJson<T>(base: string, path: string, headers: Headers): Promise<T> {
  const response = await fetch(`${base}${path}`, { headers });
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

interface QueuePage {
  rows: { id: number; authorizationNumber: string; claimedBy: unknown }[];
  total: number;
  groups: { groupId: string; count: number }[];
}

/** GET review/queue/ over the mix of queries at 20 connections; prints the line and the verdict. */
export async function benchReviewQueue(base: string, headers: Headers, durationSeconds: number, dataSet: string): Promise<RouteFigure[]> {
  const first = await getJson<QueuePage>(base, queuePath({}), headers);
  const groupIds = [...first.groups].sort((a, b) => b.count - a.count).map((group) => group.groupId);
  // The biggest groups, a middling one and the smallest: a reviewer works a group's requests.
  const chosenGroups = [...groupIds.slice(0, 3), groupIds[Math.floor(groupIds.length / 2)], groupIds.at(-1)].filter((id): id is string => Boolean(id));
  const requests = queueQueries(
    chosenGroups,
    first.rows.slice(0, 3).map((row) => row.authorizationNumber),
  ).map((query) => ({ method: 'GET' as const, path: queuePath(query) }));
  const load = await loadWithLatencies('GET review/queue/', base, headers, requests, durationSeconds);
  console.log(latencyLine(load, `   max ${formatMs(load.maxMs)} ms`));
  console.log(
    `Target: review queue p95 ≤ ${queueTargetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${load.p95Ms <= queueTargetP95Ms && load.failures === 0 ? 'met' : 'MISSED'} ${measuredP95(load)}`,
  );
  return [figureOf(load, 'read', 'review queue')];
}

/** Waiting items nobody holds, most urgent first: each decided once, by one connection. */
async function unassignedItems(base: string, headers: Headers, count: number): Promise<number[]> {
  const ids: number[] = [];
  for (let page = 0; ids.length < count; page += 1) {
    const answer = await getJson<QueuePage>(base, queuePath({ assigned: 'unassigned', pageSize: 100, page }), headers);
    ids.push(...answer.rows.map((row) => row.id));
    if (answer.rows.length < 100) break;
  }
  return ids.slice(0, count);
}

const timesLine = (label: string, times: number[], failures: number) => {
  const sorted = [...times].sort((a, b) => a - b);
  return (
    `${label.padEnd(34)} ${String(sorted.length).padStart(8)} calls   p50 ${formatMs(percentile(sorted, 0.5))} ms   p95 ${formatMs(percentile(sorted, 0.95))} ms   ` +
    `max ${formatMs(sorted.at(-1) ?? Number.NaN)} ms${failures ? `   (${failures} failed)` : ''}`
  );
};

/** Where one connection is in its item: which item, as whom, its lines, when the last call went out. */
interface DecisionContext {
  id?: number;
  headers?: Headers;
  lines?: { lineId: string }[];
  sentAt?: number;
}

/** The claims' and the decisions' times of one run, and its failed calls. */
interface DecisionRun {
  claimTimes: number[];
  decisionTimes: number[];
  failures: number;
}

/**
 * 20 connections, the two demo reviewers in turn, each taking the next waiting item: open it (its lines), claim it,
 * approve every line. After `warmUpSeconds` of the same calls on items of their own (latency-load.ts), runs for
 * `durationSeconds` or 1,000 decisions; prints the claim and decision lines. The three calls are autocannon's requests
 * in sequence, as the other write sections send theirs: a client as light as theirs, so that the cores the server and
 * PostgreSQL share with it go to them (fetch took 0.9 ms of CPU per call).
 */
export async function benchReviewDecisions(base: string, reviewers: readonly Headers[], durationSeconds: number, dataSet: string): Promise<RouteFigure[]> {
  const [firstReviewer] = reviewers;
  if (!firstReviewer) throw new Error('The decision bench needs a reviewer.');
  const items = await unassignedItems(base, firstReviewer, maxWarmUpDecisions + maxDecisions);
  let next = 0;
  const run = async (decisions: number, seconds: number): Promise<DecisionRun> => {
    // Whole items per connection: three calls each.
    const perConnection = Math.floor(Math.min(decisions, items.length - next) / benchConnections);
    if (perConnection === 0) throw new Error(`The decision bench needs ${benchConnections} waiting items nobody holds; it found ${items.length - next}.`);
    return decisionRun(base, reviewers, () => items[next++] as number, perConnection * benchConnections, seconds);
  };
  // At most half the items found go to the warm-up, so a small queue (the embedded database's seed) keeps the other
  // half for the measured run; a queue too small to share runs without one.
  const warmUpShare = Math.min(maxWarmUpDecisions, Math.floor(items.length / 2));
  const warmUp: DecisionRun = warmUpShare >= benchConnections ? await run(warmUpShare, warmUpSeconds) : { claimTimes: [], decisionTimes: [], failures: 0 };
  const measured = await run(maxDecisions, durationSeconds);
  const failures = warmUp.failures + measured.failures;
  const warmUpP95 = percentile(
    [...warmUp.decisionTimes].sort((a, b) => a - b),
    0.95,
  );
  const warmedUp =
    warmUp.decisionTimes.length > 0 ? `   (after ${warmUp.decisionTimes.length} decisions of warm-up, p95 ${formatMs(warmUpP95).trim()} ms)` : '';
  console.log(timesLine('POST review/items/:id/claim/', measured.claimTimes, 0));
  console.log(timesLine('POST review/items/:id/decision/', measured.decisionTimes, failures) + warmedUp);
  const sorted = [...measured.decisionTimes].sort((a, b) => a - b);
  const p95Ms = percentile(sorted, 0.95);
  const isMet = failures === 0 && sorted.length > 0 && p95Ms <= decisionTargetP95Ms;
  console.log(
    `Target: saving a decision p95 ≤ ${decisionTargetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${isMet ? 'met' : 'MISSED'} ` +
      `(p95 ${formatMs(p95Ms).trim()} ms over ${sorted.length} decisions${failures ? `, ${failures} failed` : ''})`,
  );
  return [{ label: 'review decision', kind: 'write', p95Ms, failures }];
}

/** `decisions` items, each taken from `nextItem` by a connection, opened, claimed and decided; stopped after `seconds`. */
async function decisionRun(base: string, reviewers: readonly Headers[], nextItem: () => number, decisions: number, seconds: number): Promise<DecisionRun> {
  const claimTimes: number[] = [];
  const decisionTimes: number[] = [];
  let taken = 0;
  const sent = (request: autocannon.Request, context: DecisionContext) => {
    context.sentAt = performance.now();
    return { ...request, headers: { ...context.headers, 'content-type': 'application/json' } };
  };
  const answeredIn = (times: number[]) => (_status: number, _body: string, context: DecisionContext) => {
    times.push(performance.now() - (context.sentAt as number));
  };
  const requests: autocannon.Request[] = [
    {
      method: 'GET',
      setupRequest: (request, context: DecisionContext) => {
        context.id = nextItem();
        context.headers = reviewers[taken++ % reviewers.length] as Headers;
        return { ...request, path: itemPath(reviewEndpoints.item, context), headers: context.headers };
      },
      onResponse: (status, body, context: DecisionContext) => {
        context.lines = status === 200 ? (JSON.parse(body) as { lines: { lineId: string }[] }).lines : [];
      },
    },
    {
      method: 'POST',
      body: '{}',
      setupRequest: (request, context: DecisionContext) => ({ ...sent(request, context), path: itemPath(reviewEndpoints.claim, context) }),
      onResponse: answeredIn(claimTimes),
    },
    {
      method: 'POST',
      setupRequest: (request, context: DecisionContext) => ({
        ...sent(request, context),
        path: itemPath(reviewEndpoints.decide, context),
        body: JSON.stringify(approveAll(context.lines ?? [])),
      }),
      onResponse: answeredIn(decisionTimes),
    },
  ];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ url: base, connections: benchConnections, amount: decisions * requests.length, requests }, (error, finished) =>
      error ? reject(error instanceof Error ? error : new Error(String(error))) : resolve(finished),
    );
    const stop = setTimeout(() => instance.stop(), seconds * 1000);
    instance.on('done', () => clearTimeout(stop));
  });
  return { claimTimes, decisionTimes, failures: result.non2xx + result.errors };
}
