/**
 * `npm run bench`: throughput and p99 latency of the session and settings calls beside a bare route of the same
 * server (50 connections, 10 s each), the JavaScript weight of the Login page, and the p95 latency of the searches
 * (provider directory, member search over 100,000 members, the claims list of a member with 500 claims) at 20
 * connections, the benefit summary PDF's generation time, the review queue and its decisions (issue 18), the public
 * prior-authorization metrics of a year of 1,000,000 requests and the operations dashboard (issue 19), the FHIR
 * Prior Authorization API (issue 20), the CRD order-sign hook with the guide's example (issue 21) and the Provider
 * Access API's Bulk Data export of a 10,000-member Group (issue 33). The server
 * runs in its own process so the load generator does not share its event loop; an empty database is seeded with
 * 100,000 members first. `BENCH_ONLY=plans` checks the hot queries' plans (query-plans.ts); `--compare A,B` runs
 * the read and write sections on a database of each size and prints their growth (bench-compare.ts).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPrefix, endpointPath, sessionEndpoints, settingsEndpoints } from '@portal/contracts';
import { loginPage, pageJavaScript, signedInPages } from './bundle-size.js';
import { benchAuthorizationList, benchClinicalUpload } from './authorizations-bench.js';
import { benchClaimsList } from './claims-bench.js';
import { benchIcdSearch, importReferenceIcdCodes } from './code-search-bench.js';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../db/client.js';
import { measure, type LoadResult } from './http-load.js';
import { benchConnections, type RouteFigure, warmUpSeconds } from './latency-load.js';
import { benchBenefitSummary, benchMemberCount, benchMemberSearch } from './member-search-bench.js';
import { benchProviderSearch } from './provider-search-bench.js';
import { benchMetrics } from './metrics-bench.js';
import { topUpMetricsData } from './metrics-bench-data.js';
import { benchReviewDecisions, benchReviewQueue } from './review-bench.js';
import { benchFhirPas } from './fhir-pas-bench.js';
import { benchWizardSubmission } from './submission-bench.js';
import { benchFhirCrd } from './fhir-crd-bench.js';
import { benchProviderAccess } from './provider-access-bench.js';
import { topUpReviewData } from './review-bench-data.js';
import {
  absoluteTargets,
  type BenchDataTargets,
  compareRoundsOf,
  compareSizesOf,
  medianFigures,
  prepareSizedDatabase,
  printGrowth,
  proportionalTargets,
} from './bench-compare.js';
import { topUpCrdData, topUpPasData } from './fhir-bench-data.js';
import { checkQueryPlans } from './query-plans.js';
import { benchOperationsDashboard } from './operations-bench.js';
import { topUpOperationsData } from './operations-bench-data.js';
import { benchAuditLog } from './audit-bench.js';

const port = Number(process.env.BENCH_PORT ?? 3299);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** How each latency section is run: the warm-up first, not counted (latency-load.ts). */
const measuredFor = `${warmUpSeconds} s of warm-up then ${durationSeconds} s measured`;
/**
 * `BENCH_ONLY=review` (a comma list of the sections below) runs only those: a focused run on a shared machine. The
 * plan step runs only when named (or in `--compare`).
 */
const onlySections = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : undefined;
const runsSection = (
  section:
    | 'throughput'
    | 'searches'
    | 'members'
    | 'submission'
    | 'codes'
    | 'review'
    | 'metrics'
    | 'operations'
    | 'fhir'
    | 'crd'
    | 'provider-access'
    | 'bundle'
    | 'plans',
) => (section === 'plans' ? onlySections?.has(section) === true : !onlySections || onlySections.has(section));
/** `--compare A,B`: the sections whose routes have growth targets, on a database of each size (bench-compare.ts). */
const compareSizes = compareSizesOf(process.argv.slice(2));
const comparedSections = new Set<Parameters<typeof runsSection>[0]>(['searches', 'members', 'submission', 'review', 'metrics', 'operations', 'fhir', 'crd']);
const runsInComparison = (section: Parameters<typeof runsSection>[0]) => comparedSections.has(section) && runsSection(section);
const base = `http://127.0.0.1:${port}`;
const serverMain = fileURLToPath(new URL('../main.js', import.meta.url));
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
/** The size of the data set the sections expect and the counts its top-ups reach: `--compare` sets them per size. */
let memberCount = benchMemberCount;
let dataTargets: BenchDataTargets = absoluteTargets;

/**
 * One server process unless SERVER_PROCESSES says more: on a machine of 2 cores that also runs PostgreSQL and this
 * load, a second process made every write path slower (the cores are the limit, not the one event loop).
 */
const serverProcesses = process.env.SERVER_PROCESSES ?? '1';
const databaseLabel = () =>
  process.env.DATABASE_URL
    ? `PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)}), ${serverProcesses} server process${serverProcesses === '1' ? '' : 'es'}`
    : 'embedded PGlite';

/** The server on DATABASE_URL (or an embedded database in `dataDir`), in its own process. */
function startServer(dataDir: string): ChildProcess {
  return spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EXPOSE_BENCH_ROUTE: 'true',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      // Seeds only an empty database: a DATABASE_URL already seeded keeps its data (and the found share tells its size).
      DEMO_MEMBERS: String(memberCount),
      SERVER_PROCESSES: serverProcesses,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
}

async function waitUntilReady(): Promise<void> {
  // Seeding 100,000 members takes about 45 s on PostgreSQL and several minutes on PGlite.
  const deadline = Date.now() + 900_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('The server did not become ready within 15 minutes.');
}

async function login(userName = 'provider@example.com'): Promise<Record<string, string>> {
  const response = await fetch(`${base}${apiPrefix}${endpointPath(sessionEndpoints.login)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ LoginRequest: { UserName: userName, Password: 'Welcome2Portal!' } }),
  });
  // A busy server (503) says when to come back, as a browser's user would.
  if (response.status === 503) {
    await new Promise((resolve) => setTimeout(resolve, Number(response.headers.get('retry-after') ?? 1) * 1000));
    return login(userName);
  }
  if (!response.ok) throw new Error(`The login of ${userName} answered ${response.status}.`);
  const user = (await response.json()) as { token: string; userName: string; loginId: number };
  return { authorization: `Bearer ${user.token}`, 'x-user-name': user.userName, 'x-user-id': String(user.loginId) };
}

function row(result: LoadResult, bare: LoadResult): string {
  const ratio = ((result.requestsPerSecond / bare.requestsPerSecond) * 100).toFixed(0);
  const failures = result.non2xx + result.errors;
  return `${result.label.padEnd(34)} ${result.requestsPerSecond.toFixed(0).padStart(8)} req/s   p99 ${String(result.p99Ms).padStart(4)} ms   ${ratio.padStart(3)}% of bare${failures ? `   (${failures} failed)` : ''}`;
}

/** The official ICD-10-CM list goes into the server's database from here, which only a PostgreSQL server allows. */
async function benchCodeSearch(headers: Record<string, string>): Promise<void> {
  console.log('\nCode search');
  if (!process.env.DATABASE_URL) {
    console.log('ICD-10-CM search over the official list: skipped (the embedded database has one user; set DATABASE_URL)');
    return;
  }
  const codes = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
  try {
    if (!(await importReferenceIcdCodes(codes.db))) {
      console.log('ICD-10-CM search over the official list: skipped (../shared/data/icd10cm-2026.tsv is not there)');
      return;
    }
  } finally {
    await codes.close();
  }
  await benchIcdSearch(base, headers, durationSeconds);
}

/**
 * On PostgreSQL the data set is first brought to 100,000 authorizations with 5,000 waiting (review-bench-data.ts);
 * the embedded database belongs to the server's process, so there the seed's own queue is measured.
 */
/**
 * Does what autovacuum does on a PostgreSQL server that runs it (this machine's does not), before each section:
 * - the planner's statistics: without them the planner misjudges the seeded tables (about 160 members for each member
 *   id, 560 coverages for each member), JIT-compiles plain look-ups and measures that instead of the code;
 * - the dead rows of earlier runs: a decision's metrics consumer updates the same minute's tally again and again
 *   (after two runs, 64,440 dead rows beside 27,713 live in prior_authorization_decision_minutes), and without a
 *   vacuum every later run would read through more of them.
 * About 6 s a time on the 1,000,000 authorizations; pages left all-visible are skipped.
 */
async function analyzeDatabase(db: ReturnType<typeof openDatabase>['db']): Promise<void> {
  await db.execute(sql`vacuum (analyze)`);
}

async function benchReview(): Promise<RouteFigure[]> {
  const reviewerNames = ['reviewer@example.com', 'reviewer2@example.com'];
  let dataSet = "the seed's queue (embedded database: no top-up)";
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const counts = await topUpReviewData(handle.db, reviewerNames, new Date(), dataTargets.review);
      await analyzeDatabase(handle.db);
      dataSet = `${counts.authorizations} authorizations, ${counts.waiting} waiting (${counts.claimed} claimed)`;
    } finally {
      await handle.close();
    }
  }
  const reviewers = await Promise.all(reviewerNames.map((name) => login(name)));
  console.log(`\nReview queue (${databaseLabel()}): ${dataSet}; ${benchConnections} connections, ${measuredFor} each`);
  return [
    ...(await benchReviewQueue(base, reviewers[0] as Record<string, string>, durationSeconds, dataSet)),
    ...(await benchReviewDecisions(base, reviewers, durationSeconds, dataSet)),
  ];
}

/**
 * On PostgreSQL the previous calendar year is first brought to 1,000,000 requests (metrics-bench-data.ts); the
 * embedded database belongs to the server's process, so there the seed's own year is measured.
 */
async function benchMetricsPage(): Promise<RouteFigure[]> {
  const year = new Date().getUTCFullYear() - 1;
  let dataSet = "the seed's year (embedded database: no top-up)";
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const startedAt = performance.now();
      const received = await topUpMetricsData(handle.db, year, dataTargets.metricsRequests);
      dataSet = `${received.toLocaleString('en-US')} requests received in ${year}`;
      console.log(`\nMetrics data set ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    } finally {
      await handle.close();
    }
  }
  console.log(`\nPrior-authorization metrics (${databaseLabel()}): ${dataSet}; ${benchConnections} connections, ${measuredFor}`);
  return benchMetrics(base, year, durationSeconds, dataSet);
}

/**
 * The dashboard over the review bench's data (100,000 authorizations, 5,000 waiting) and a month of decisions, both
 * topped up on PostgreSQL only (operations-bench-data.ts); on the embedded database, the seed's own queue and month.
 */
async function benchOperations(): Promise<RouteFigure[]> {
  const reviewerNames = ['reviewer@example.com', 'reviewer2@example.com'];
  let dataSet = "the seed's queue and decisions (embedded database: no top-up)";
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const now = new Date();
      const counts = await topUpReviewData(handle.db, reviewerNames, now, dataTargets.review);
      const month = await topUpOperationsData(handle.db, reviewerNames, now, dataTargets.decisionsPerMonth);
      dataSet = `${counts.authorizations} authorizations, ${counts.waiting} waiting, ${month.decidedInWindow} decided in 30 days`;
    } finally {
      await handle.close();
    }
  }
  const reviewer = await login(reviewerNames[0]);
  console.log(`\nOperations dashboard (${databaseLabel()}): ${dataSet}; ${benchConnections} connections, ${measuredFor} each`);
  return benchOperationsDashboard(base, reviewer, durationSeconds, dataSet);
}

/** The wizard's submission over the review bench's data (its authorizations and queue), topped up on PostgreSQL. */
async function benchSubmission(headers: Record<string, string>): Promise<RouteFigure[]> {
  let dataSet = 'the seed (embedded database)';
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const counts = await topUpReviewData(handle.db, ['reviewer@example.com', 'reviewer2@example.com'], new Date(), dataTargets.review);
      await analyzeDatabase(handle.db);
      dataSet = `${counts.authorizations} authorizations`;
    } finally {
      await handle.close();
    }
  }
  console.log(`\nWizard submission (${databaseLabel()}): ${dataSet}; ${benchConnections} connections, ${measuredFor}`);
  return benchWizardSubmission(base, headers, durationSeconds, dataSet);
}

/**
 * The PAS API over the review bench's data (100,000 authorizations) on PostgreSQL: a database seeded before the
 * FHIR API gets the guide's example member and providers and the sandbox client first (what a new seed has).
 */
async function benchFhir(): Promise<RouteFigure[]> {
  let dataSet = 'the seed (embedded database)';
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const now = new Date();
      const counts = await topUpReviewData(handle.db, ['reviewer@example.com', 'reviewer2@example.com'], now, dataTargets.review);
      await topUpPasData(handle.db, now);
      await analyzeDatabase(handle.db);
      dataSet = `${counts.authorizations} authorizations`;
    } finally {
      await handle.close();
    }
  }
  console.log(`\nFHIR Prior Authorization API (${databaseLabel()}): ${dataSet}; ${benchConnections} connections, ${measuredFor} each`);
  return benchFhirPas(base, durationSeconds, dataSet);
}

/**
 * The CRD hook over the seeded members on PostgreSQL: a database seeded before the CDS Hooks service gets the guide's
 * example patient (AMY BAXTER) and the sandbox client first (what a new seed has). Without statistics
 * (analyzeDatabase) PostgreSQL spent about 7 ms of CPU a call JIT-compiling the member look-up, instead of 1.5.
 */
async function benchCrd(): Promise<RouteFigure[]> {
  let dataSet = 'the seed (embedded database)';
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const members = await topUpCrdData(handle.db, new Date());
      await analyzeDatabase(handle.db);
      dataSet = `${members.toLocaleString('en-US')} members`;
    } finally {
      await handle.close();
    }
  }
  console.log(`\nCRD CDS Hooks service (${databaseLabel()}): ${dataSet}; ${benchConnections} connections, ${measuredFor}`);
  return benchFhirCrd(base, durationSeconds, dataSet);
}

/**
 * The JavaScript weight of the web app's pages (issue 35 §1): the Login page (target 150 KB gzip) and each main page
 * behind it at its first load (entry, shell and its chunks; target 300 KB gzip each). Reads the build, needs no server.
 */
function benchBundle(): void {
  const login = pageJavaScript(webDist, loginPage.modules);
  const loginKilobytes = login.gzipBytes / 1024;
  console.log(`\nLogin page JavaScript: ${loginKilobytes.toFixed(1)} KB gzip in ${login.files.length} files (${login.files.join(', ')})`);
  console.log(`Target: Login JS ≤ 150 KB gzip: ${loginKilobytes <= 150 ? 'met' : 'MISSED'} (${loginKilobytes.toFixed(1)} KB)`);
  console.log('First load of each main page behind Login (entry, shell and the page):');
  for (const page of signedInPages) {
    const { gzipBytes, files } = pageJavaScript(webDist, page.modules);
    const kilobytes = gzipBytes / 1024;
    console.log(`Target: ${page.name} first load ≤ 300 KB gzip: ${kilobytes <= 300 ? 'met' : 'MISSED'} (${kilobytes.toFixed(1)} KB in ${files.length} files)`);
  }
}

/**
 * The sections `runs` lets through, against the server just started; answers the routes' p95 figures. The plan step
 * comes last: it starts the portal in this process too (query-plans.ts) and fails the run when a plan scans.
 */
async function runSections(server: ChildProcess, runs: (section: Parameters<typeof runsSection>[0]) => boolean): Promise<RouteFigure[]> {
  const figures: RouteFigure[] = [];
  await waitUntilReady();
  const headers = await login();
  if (runs('throughput')) {
    console.log(`\nDatabase: ${databaseLabel()}; 50 connections, ${durationSeconds} s per route\n`);
    const bare = await measure('GET /api/bench/bare', `${base}/api/bench/bare`, {}, durationSeconds);
    const handshake = await measure('GET /api/account/handshake/', `${base}${apiPrefix}${endpointPath(sessionEndpoints.handshake)}`, headers, durationSeconds);
    const settings = await measure('GET /api/settings/', `${base}${apiPrefix}${endpointPath(settingsEndpoints.settings)}`, {}, durationSeconds);
    for (const result of [bare, handshake, settings]) console.log(row(result, bare));
    const handshakeRatio = handshake.requestsPerSecond / bare.requestsPerSecond;
    console.log(`Target: handshake ≥ 60% of bare: ${handshakeRatio >= 0.6 ? 'met' : 'MISSED'} (${(handshakeRatio * 100).toFixed(0)}%)`);
  }
  if (runs('searches')) figures.push(...(await benchProviderSearch(base, headers, durationSeconds)));

  if (runs('members')) {
    console.log(`\nMember areas: ${memberCount} members; 20 connections, ${measuredFor} each`);
    figures.push(...(await benchMemberSearch(base, headers, durationSeconds, memberCount)));
    figures.push(...(await benchClaimsList(base, headers, durationSeconds)));
    await benchBenefitSummary(base, headers, memberCount);
    figures.push(...(await benchAuthorizationList(base, headers, durationSeconds)));
    await benchClinicalUpload(base, headers);
  }
  if (runs('submission')) figures.push(...(await benchSubmission(headers)));
  if (runs('codes')) await benchCodeSearch(headers);
  if (runs('review')) figures.push(...(await benchReview()));
  if (runs('metrics')) figures.push(...(await benchMetricsPage()));
  if (runs('operations')) figures.push(...(await benchOperations()));
  if (runs('fhir')) figures.push(...(await benchFhir()));
  if (runs('crd')) figures.push(...(await benchCrd()));
  if (runs('provider-access')) await benchProviderAccess(base, server.pid);
  // Only when named: it adds 50,000,000 rows to the database (audit-bench.ts).
  if (onlySections?.has('audit')) await benchAuditLog(process.env.DATABASE_URL, durationSeconds);

  if (runs('bundle')) benchBundle();
  if (runs('plans')) await runPlanStep();
  return figures;
}

/** The plan step on DATABASE_URL (PostgreSQL only: the plans are PostgreSQL's); a scan fails the run. */
async function runPlanStep(): Promise<void> {
  if (!process.env.DATABASE_URL) {
    console.log('\nQuery plans: skipped (they are PostgreSQL\u2019s: set DATABASE_URL)');
    return;
  }
  if (!(await checkQueryPlans(process.env.DATABASE_URL, port + 1, memberCount))) process.exitCode = 1;
}

/** Starts the server on DATABASE_URL, runs the sections, stops it; answers the figures. */
async function runOnce(runs: Parameters<typeof runSections>[1]): Promise<RouteFigure[]> {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));
  const server = startServer(dataDir);
  try {
    return await runSections(server, runs);
  } finally {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (compareSizes) {
  // Each size's database becomes the DATABASE_URL of its run: the server process and the top-ups read it there.
  const serverUrl = process.env.DATABASE_URL;
  if (!serverUrl) throw new Error('--compare needs DATABASE_URL: each size gets its own database on that server.');
  const rounds = compareRoundsOf(process.argv.slice(2));
  const figures: [RouteFigure[][], RouteFigure[][]] = [[], []];
  for (let round = 1; round <= rounds; round += 1) {
    for (const [index, size] of compareSizes.entries()) {
      process.env.DATABASE_URL = await prepareSizedDatabase(serverUrl, size);
      memberCount = size;
      dataTargets = proportionalTargets(size);
      console.log(`\n=== ${size.toLocaleString('en-US')} members (${databaseLabel()})${rounds > 1 ? `, round ${round} of ${rounds}` : ''}`);
      // The plan step over the bigger data set, where a scan costs (once).
      figures[index === 0 ? 0 : 1].push(await runOnce((section) => runsInComparison(section) || (section === 'plans' && index === 1 && round === 1)));
    }
    const isMet = printGrowth(compareSizes, figures[0].at(-1) ?? [], figures[1].at(-1) ?? [], rounds > 1 ? `p95 at each size in round ${round}` : undefined);
    if (!isMet && rounds === 1) console.log('(a growth target MISSED: see the ratios above)');
  }
  if (rounds > 1 && !printGrowth(compareSizes, medianFigures(figures[0]), medianFigures(figures[1]), `the median of each size's ${rounds} p95`)) {
    console.log(`(a growth target MISSED over the median of ${rounds} rounds: see the ratios above)`);
  }
} else if (onlySections && [...onlySections].every((section) => section === 'bundle')) {
  // `BENCH_ONLY=bundle` reads the web app's build only: no server, no seed.
  benchBundle();
} else {
  await runOnce(runsSection);
}
