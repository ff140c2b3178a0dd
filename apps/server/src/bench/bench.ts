/**
 * `npm run bench`: throughput and p99 latency of the session and settings calls beside a bare route of the same
 * server (50 connections, 10 s each), the JavaScript weight of the Login page, and the p95 latency of the searches
 * (provider directory, member search over 100,000 members, the claims list of a member with 500 claims) at 20
 * connections, the benefit summary PDF's generation time, the review queue and its decisions (issue 18), the public
 * prior-authorization metrics of a year of 1,000,000 requests and the operations dashboard (issue 19), the FHIR
 * Prior Authorization API (issue 20), the CRD order-sign hook with the guide's example (issue 21) and the Provider
 * Access API's Bulk Data export of a 10,000-member Group (issue 33). The server
 * runs in its own process so the load generator does not share its event loop; an empty database is seeded with
 * 100,000 members first.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { apiPrefix, endpointPath, sessionEndpoints, settingsEndpoints } from '@portal/contracts';
import { loginPageJavaScript } from './bundle-size.js';
import { benchAuthorizationList, benchClinicalUpload } from './authorizations-bench.js';
import { benchClaimsList } from './claims-bench.js';
import { benchIcdSearch, importReferenceIcdCodes } from './code-search-bench.js';
import { sql } from 'drizzle-orm';
import { openDatabase, selectRows } from '../db/client.js';
import { measure, type LoadResult } from './http-load.js';
import { benchConnections } from './latency-load.js';
import { benchBenefitSummary, benchMemberCount, benchMemberSearch } from './member-search-bench.js';
import { benchProviderSearch } from './provider-search-bench.js';
import { benchMetrics } from './metrics-bench.js';
import { topUpMetricsData } from './metrics-bench-data.js';
import { benchReviewDecisions, benchReviewQueue } from './review-bench.js';
import { benchFhirPas } from './fhir-pas-bench.js';
import { benchWizardSubmission } from './submission-bench.js';
import { benchFhirCrd } from './fhir-crd-bench.js';
import { benchProviderAccess } from './provider-access-bench.js';
import { seedPasExampleData } from '../demo/demo-pas-examples.js';
import { crdExampleMember, seedCrdExampleData } from '../demo/demo-crd-examples.js';
import { registerSandboxClientSystem } from '../demo/sandbox-client-system.js';
import { topUpReviewData } from './review-bench-data.js';
import { benchOperationsDashboard } from './operations-bench.js';
import { topUpOperationsData } from './operations-bench-data.js';
import { benchAuditLog } from './audit-bench.js';

const port = Number(process.env.BENCH_PORT ?? 3299);
const durationSeconds = Number(process.env.BENCH_SECONDS ?? 10);
/** `BENCH_ONLY=review` (a comma list of the sections below) runs only those: a focused run on a shared machine. */
const onlySections = process.env.BENCH_ONLY ? new Set(process.env.BENCH_ONLY.split(',').map((name) => name.trim())) : undefined;
const runs = (
  section: 'throughput' | 'searches' | 'members' | 'submission' | 'codes' | 'review' | 'metrics' | 'operations' | 'fhir' | 'crd' | 'provider-access' | 'bundle',
) => !onlySections || onlySections.has(section);
const base = `http://127.0.0.1:${port}`;
const serverMain = fileURLToPath(new URL('../main.js', import.meta.url));
const webDist = fileURLToPath(new URL('../../../web/dist', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'portal-bench-'));

/**
 * One server process unless SERVER_PROCESSES says more: on a machine of 2 cores that also runs PostgreSQL and this
 * load, a second process made every write path slower (the cores are the limit, not the one event loop).
 */
const serverProcesses = process.env.SERVER_PROCESSES ?? '1';
const database = process.env.DATABASE_URL
  ? `PostgreSQL (${new URL(process.env.DATABASE_URL).pathname.slice(1)}), ${serverProcesses} server process${serverProcesses === '1' ? '' : 'es'}`
  : 'embedded PGlite';
const server = spawn(process.execPath, [serverMain], {
  env: {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    EXPOSE_BENCH_ROUTE: 'true',
    LOG_LEVEL: 'warn',
    LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
    // Seeds only an empty database: a DATABASE_URL already seeded keeps its data (and the found share tells its size).
    DEMO_MEMBERS: String(benchMemberCount),
    SERVER_PROCESSES: serverProcesses,
  },
  stdio: ['ignore', 'inherit', 'inherit'],
});

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
 * Brings the planner's statistics up to date, as autovacuum does on a PostgreSQL server that runs it (this machine's
 * does not): without them the planner misjudges the seeded tables (about 160 members for each member id, 560
 * coverages for each member), JIT-compiles plain look-ups and measures that instead of the code. After each top-up.
 */
async function analyzeDatabase(db: ReturnType<typeof openDatabase>['db']): Promise<void> {
  await db.execute(sql`analyze`);
}

async function benchReview(): Promise<void> {
  const reviewerNames = ['reviewer@example.com', 'reviewer2@example.com'];
  let dataSet = "the seed's queue (embedded database: no top-up)";
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const counts = await topUpReviewData(handle.db, reviewerNames, new Date());
      await analyzeDatabase(handle.db);
      dataSet = `${counts.authorizations} authorizations, ${counts.waiting} waiting (${counts.claimed} claimed)`;
    } finally {
      await handle.close();
    }
  }
  const reviewers = await Promise.all(reviewerNames.map((name) => login(name)));
  console.log(`\nReview queue (${database}): ${dataSet}; ${benchConnections} connections, ${durationSeconds} s each`);
  await benchReviewQueue(base, reviewers[0] as Record<string, string>, durationSeconds, dataSet);
  await benchReviewDecisions(base, reviewers, durationSeconds, dataSet);
}

/**
 * On PostgreSQL the previous calendar year is first brought to 1,000,000 requests (metrics-bench-data.ts); the
 * embedded database belongs to the server's process, so there the seed's own year is measured.
 */
async function benchMetricsPage(): Promise<void> {
  const year = new Date().getUTCFullYear() - 1;
  let dataSet = "the seed's year (embedded database: no top-up)";
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const startedAt = performance.now();
      const received = await topUpMetricsData(handle.db, year);
      dataSet = `${received.toLocaleString('en-US')} requests received in ${year}`;
      console.log(`\nMetrics data set ready in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);
    } finally {
      await handle.close();
    }
  }
  console.log(`\nPrior-authorization metrics (${database}): ${dataSet}; ${benchConnections} connections, ${durationSeconds} s`);
  await benchMetrics(base, year, durationSeconds, dataSet);
}

/**
 * The dashboard over the review bench's data (100,000 authorizations, 5,000 waiting) and a month of decisions, both
 * topped up on PostgreSQL only (operations-bench-data.ts); on the embedded database, the seed's own queue and month.
 */
async function benchOperations(): Promise<void> {
  const reviewerNames = ['reviewer@example.com', 'reviewer2@example.com'];
  let dataSet = "the seed's queue and decisions (embedded database: no top-up)";
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const now = new Date();
      const counts = await topUpReviewData(handle.db, reviewerNames, now);
      const month = await topUpOperationsData(handle.db, reviewerNames, now);
      dataSet = `${counts.authorizations} authorizations, ${counts.waiting} waiting, ${month.decidedInWindow} decided in 30 days`;
    } finally {
      await handle.close();
    }
  }
  const reviewer = await login(reviewerNames[0]);
  console.log(`\nOperations dashboard (${database}): ${dataSet}; ${benchConnections} connections, ${durationSeconds} s each`);
  await benchOperationsDashboard(base, reviewer, durationSeconds, dataSet);
}

/** The wizard's submission over the review bench's data (its authorizations and queue), topped up on PostgreSQL. */
async function benchSubmission(headers: Record<string, string>): Promise<void> {
  let dataSet = 'the seed (embedded database)';
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const counts = await topUpReviewData(handle.db, ['reviewer@example.com', 'reviewer2@example.com'], new Date());
      await analyzeDatabase(handle.db);
      dataSet = `${counts.authorizations} authorizations`;
    } finally {
      await handle.close();
    }
  }
  console.log(`\nWizard submission (${database}): ${dataSet}; ${benchConnections} connections, ${durationSeconds} s`);
  await benchWizardSubmission(base, headers, durationSeconds, dataSet);
}

/**
 * The PAS API over the review bench's data (100,000 authorizations) on PostgreSQL: a database seeded before the
 * FHIR API gets the guide's example member and providers and the sandbox client first (what a new seed has).
 */
async function benchFhir(): Promise<void> {
  let dataSet = 'the seed (embedded database)';
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const now = new Date();
      const counts = await topUpReviewData(handle.db, ['reviewer@example.com', 'reviewer2@example.com'], now);
      await handle.db.transaction(async (tx) => {
        const [present] = await selectRows<{ count: number }>(tx, sql`select count(*)::int as count from members where member_id = '12345678901'`);
        if (!present?.count) await seedPasExampleData(tx);
        await registerSandboxClientSystem(tx, now);
      });
      await analyzeDatabase(handle.db);
      dataSet = `${counts.authorizations} authorizations`;
    } finally {
      await handle.close();
    }
  }
  console.log(`\nFHIR Prior Authorization API (${database}): ${dataSet}; ${benchConnections} connections, ${durationSeconds} s each`);
  await benchFhirPas(base, durationSeconds, dataSet);
}

/**
 * The CRD hook over the seeded members on PostgreSQL: a database seeded before the CDS Hooks service gets the guide's
 * example patient (AMY BAXTER) and the sandbox client first (what a new seed has). Without statistics
 * (analyzeDatabase) PostgreSQL spent about 7 ms of CPU a call JIT-compiling the member look-up, instead of 1.5.
 */
async function benchCrd(): Promise<void> {
  let dataSet = 'the seed (embedded database)';
  if (process.env.DATABASE_URL) {
    const handle = openDatabase({ kind: 'postgres', url: process.env.DATABASE_URL, poolSize: 2 });
    try {
      const members = await handle.db.transaction(async (tx) => {
        const [present] = await selectRows<{ count: number }>(
          tx,
          sql`select count(*)::int as count from members where member_id = ${crdExampleMember.memberId}`,
        );
        if (!present?.count) await seedCrdExampleData(tx);
        await registerSandboxClientSystem(tx, new Date());
        const [all] = await selectRows<{ count: number }>(tx, sql`select count(*)::int as count from members`);
        return all?.count ?? 0;
      });
      await analyzeDatabase(handle.db);
      dataSet = `${members.toLocaleString('en-US')} members`;
    } finally {
      await handle.close();
    }
  }
  console.log(`\nCRD CDS Hooks service (${database}): ${dataSet}; ${benchConnections} connections, ${durationSeconds} s`);
  await benchFhirCrd(base, durationSeconds, dataSet);
}

try {
  await waitUntilReady();
  const headers = await login();
  if (runs('throughput')) {
    console.log(`\nDatabase: ${database}; 50 connections, ${durationSeconds} s per route\n`);
    const bare = await measure('GET /api/bench/bare', `${base}/api/bench/bare`, {}, durationSeconds);
    const handshake = await measure('GET /api/account/handshake/', `${base}${apiPrefix}${endpointPath(sessionEndpoints.handshake)}`, headers, durationSeconds);
    const settings = await measure('GET /api/settings/', `${base}${apiPrefix}${endpointPath(settingsEndpoints.settings)}`, {}, durationSeconds);
    for (const result of [bare, handshake, settings]) console.log(row(result, bare));
    const handshakeRatio = handshake.requestsPerSecond / bare.requestsPerSecond;
    console.log(`Target: handshake ≥ 60% of bare: ${handshakeRatio >= 0.6 ? 'met' : 'MISSED'} (${(handshakeRatio * 100).toFixed(0)}%)`);
  }
  if (runs('searches')) await benchProviderSearch(base, headers, durationSeconds);

  if (runs('members')) {
    console.log(`\nMember areas: ${benchMemberCount} members; 20 connections, ${durationSeconds} s each`);
    await benchMemberSearch(base, headers, durationSeconds);
    await benchClaimsList(base, headers, durationSeconds);
    await benchBenefitSummary(base, headers);
    await benchAuthorizationList(base, headers, durationSeconds);
    await benchClinicalUpload(base, headers);
  }
  if (runs('submission')) await benchSubmission(headers);
  if (runs('codes')) await benchCodeSearch(headers);
  if (runs('review')) await benchReview();
  if (runs('metrics')) await benchMetricsPage();
  if (runs('operations')) await benchOperations();
  if (runs('fhir')) await benchFhir();
  if (runs('crd')) await benchCrd();
  if (runs('provider-access')) await benchProviderAccess(base, server.pid);
  // Only when named: it adds 50,000,000 rows to the database (audit-bench.ts).
  if (onlySections?.has('audit')) await benchAuditLog(process.env.DATABASE_URL, durationSeconds);

  if (runs('bundle')) {
    const loginPage = loginPageJavaScript(webDist, /features\/session\/.*login-page\.tsx$/);
    const kilobytes = loginPage.gzipBytes / 1024;
    console.log(`\nLogin page JavaScript: ${kilobytes.toFixed(1)} KB gzip in ${loginPage.files.length} files (${loginPage.files.join(', ')})`);
    console.log(`Target: Login JS ≤ 170 KB gzip: ${kilobytes <= 170 ? 'met' : 'MISSED'}`);
  }
} finally {
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
}
