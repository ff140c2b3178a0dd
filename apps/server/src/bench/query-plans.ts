/**
 * The plan step of the bench (issue 36 §3, `BENCH_ONLY=plans`, and part of `--compare` on the bigger data set):
 * every query the portal sends on its hot routes must reach members, claims, authorizations, review_items and
 * audit_log through an index. The step does not guess the SQL: it starts the portal in this process on the bench's
 * database with a pool that records every statement it sends (text and parameters), walks the hot routes once as
 * their users do (member search, benefit summary, claims, authorization list, worklist, find by number, provider
 * search, review queue and item, metrics, operations dashboard, an account's history, PAS $submit and $inquire, the
 * CRD order-sign hook), and then asks PostgreSQL for the plan of each distinct statement with the parameters it was
 * sent with (`EXPLAIN (FORMAT JSON)`, which runs nothing). A Seq Scan of one of those tables is a MISSED line naming
 * the route, the table and the statement, and the step fails.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  adminEndpoints,
  apiPrefix,
  authorizationEndpoints,
  benefitEndpoints,
  claimEndpoints,
  endpointPath,
  endpointQuery,
  isoToUsDate,
  memberEndpoints,
  memberSearchActions,
  operationsEndpoints,
  priorAuthorizationMetricsEndpoints,
  providerEndpoints,
  recordNumberEndpoints,
  reviewEndpoints,
  sessionEndpoints,
  worklistEndpoints,
} from '@portal/contracts';
import postgres from 'postgres';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { listBodies } from './authorizations-bench.js';
import { frequentPatientQhid, searchBodies } from './claims-bench.js';
import { checkAnswer, orderSignExample } from './fhir-crd-bench.js';
import { inquiryAbout, referralExample, sandboxToken, withIdentifier } from './fhir-pas-bench.js';
import { benchMembers } from './member-search-bench.js';
import { guardedTables, isExplainable, planOf, sequentialScansOf } from './plan-check.js';
import { queueQueries } from './review-bench.js';

type Headers = Record<string, string>;

interface SentStatement {
  route: string;
  parameters: readonly unknown[];
}

/** What the walk over the routes did: the statements by text, and the calls that did not answer as expected. */
interface Walk {
  statements: Map<string, SentStatement>;
  problems: string[];
}

async function call(base: string, method: 'GET' | 'POST', path: string, headers: Headers, body?: unknown): Promise<Response> {
  return fetch(`${base}${path}`, {
    method,
    headers: body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
}

async function loginAs(base: string, userName: string): Promise<Headers> {
  const response = await call(
    base,
    'POST',
    `${apiPrefix}${endpointPath(sessionEndpoints.login)}`,
    {},
    {
      LoginRequest: { UserName: userName, Password: 'Welcome2Portal!' },
    },
  );
  if (!response.ok) throw new Error(`The login of ${userName} answered ${response.status}.`);
  const user = (await response.json()) as { token: string; userName: string; loginId: number };
  return { authorization: `Bearer ${user.token}`, 'x-user-name': user.userName, 'x-user-id': String(user.loginId) };
}

/**
 * The hot routes, each once or a few times with the variations that change its SQL (sorts, filters, pages), as
 * their users call them. `route` names what runs, for the statements the pool records meanwhile.
 */
async function walkHotRoutes(base: string, memberCount: number, setRoute: (route: string) => void, problems: string[]): Promise<void> {
  const expectOk = async (route: string, sent: Promise<Response>) => {
    setRoute(route);
    const response = await sent;
    await response.arrayBuffer();
    if (!response.ok) problems.push(`${route} answered ${response.status}`);
  };
  const api = (path: string) => `${apiPrefix}${path}`;

  setRoute('login');
  const provider = await loginAs(base, 'provider@example.com');
  const [member] = benchMembers(1, memberCount);
  for (const searched of [{ memberid: 'M100000001', dob: '04/12/1985' }, ...(member ? [{ memberid: member.memberId, dob: isoToUsDate(member.dob) }] : [])]) {
    await expectOk(
      'member search',
      call(base, 'POST', api(endpointPath(memberEndpoints.search)), provider, { action: memberSearchActions.benefits, ...searched }),
    );
  }
  if (member) await expectOk('benefit summary PDF', call(base, 'GET', api(endpointPath(benefitEndpoints.summaryPdf, { qhid: member.qhid })), provider));

  const qhid = frequentPatientQhid;
  setRoute('claims list');
  const yearsResponse = await call(base, 'GET', `${api(endpointPath(claimEndpoints.years))}${endpointQuery({ qhid })}`, provider);
  const years = yearsResponse.ok ? ((await yearsResponse.json()) as number[]) : [];
  for (const body of searchBodies(qhid, years.slice(0, 1))) {
    await expectOk('claims list', call(base, 'POST', api(endpointPath(claimEndpoints.search)), provider, JSON.parse(body)));
  }
  setRoute('authorization list');
  const first = await call(base, 'POST', api(endpointPath(authorizationEndpoints.summaries)), provider, { qhid });
  const summaries = first.ok ? ((await first.json()) as { years: number[]; authorizations: { authorizationNumber: string }[] }) : undefined;
  for (const body of listBodies(qhid, summaries?.years.slice(0, 1) ?? [])) {
    await expectOk('authorization list', call(base, 'POST', api(endpointPath(authorizationEndpoints.summaries)), provider, JSON.parse(body)));
  }
  await expectOk('worklist', call(base, 'GET', api(endpointPath(worklistEndpoints.list)), provider));
  await expectOk(
    'worklist',
    call(base, 'GET', `${api(endpointPath(worklistEndpoints.list))}${endpointQuery({ q: 'Whitfield', sort: 'due', direction: 'desc' })}`, provider),
  );
  const number = summaries?.authorizations[0]?.authorizationNumber;
  if (number) await expectOk('find by number', call(base, 'POST', api(endpointPath(recordNumberEndpoints.find)), provider, { number }));
  await expectOk('provider search', call(base, 'GET', `${api(endpointPath(providerEndpoints.search))}?name=smi&flags=1`, provider));
  await expectOk('provider search', call(base, 'GET', `${api(endpointPath(providerEndpoints.search))}?npi=1000000004&flags=1`, provider));

  setRoute('review queue');
  const reviewer = await loginAs(base, 'reviewer@example.com');
  const queueResponse = await call(base, 'GET', api(endpointPath(reviewEndpoints.queue)), reviewer);
  const queue = queueResponse.ok
    ? ((await queueResponse.json()) as { rows: { id: number; authorizationNumber: string }[]; groups: { groupId: string }[] })
    : { rows: [], groups: [] };
  const queries = queueQueries(
    queue.groups.slice(0, 2).map((group) => group.groupId),
    queue.rows.slice(0, 1).map((row) => row.authorizationNumber),
  );
  for (const query of queries)
    await expectOk('review queue', call(base, 'GET', `${api(endpointPath(reviewEndpoints.queue))}${endpointQuery(query)}`, reviewer));
  const item = queue.rows[0];
  if (item) await expectOk('review item', call(base, 'GET', api(endpointPath(reviewEndpoints.item, { id: item.id })), reviewer));
  const year = new Date().getUTCFullYear() - 1;
  await expectOk('metrics', call(base, 'GET', `${api(endpointPath(priorAuthorizationMetricsEndpoints.metrics))}${endpointQuery({ year })}`, {}));
  await expectOk(
    'operations dashboard',
    call(base, 'GET', `${api(endpointPath(operationsEndpoints.dashboard))}${endpointQuery({ timeZone: 'UTC' })}`, reviewer),
  );

  setRoute('account history');
  const admin = await loginAs(base, 'admin@example.com');
  const found = await call(base, 'POST', api(endpointPath(adminEndpoints.accountsSearch)), admin, {
    Term: 'provider@example.com',
    PageSize: 10,
    PageNumber: 0,
    SearchType: 'active',
  });
  const [account] = found.ok ? ((await found.json()) as { helperId: number }[]) : [];
  if (account) await expectOk('account history', call(base, 'GET', api(endpointPath(adminEndpoints.account, { id: account.helperId })), admin));
  else problems.push(`account search answered ${found.status} without provider@example.com`);

  const referral = referralExample();
  if (referral) {
    setRoute('PAS $submit');
    const fhirHeaders = { authorization: `Bearer ${await sandboxToken(base)}`, 'content-type': 'application/fhir+json' };
    const run = `plans-${Date.now()}`;
    const submitted = await fetch(`${base}/fhir/Claim/$submit`, { method: 'POST', headers: fhirHeaders, body: JSON.stringify(withIdentifier(referral, run)) });
    const answer = (await submitted.json()) as { entry?: { resource: { preAuthRef?: string } }[] };
    const preAuthRef = answer.entry?.[0]?.resource.preAuthRef;
    if (!submitted.ok || !preAuthRef) problems.push(`PAS $submit answered ${submitted.status}`);
    else {
      setRoute('PAS $inquire');
      const inquired = await fetch(`${base}/fhir/Claim/$inquire`, {
        method: 'POST',
        headers: fhirHeaders,
        body: JSON.stringify(inquiryAbout(referral, preAuthRef, `${run}-inquiry`)),
      });
      await inquired.arrayBuffer();
      if (!inquired.ok) problems.push(`PAS $inquire answered ${inquired.status}`);
    }
  }
  const orderSign = orderSignExample();
  if (orderSign) {
    setRoute('CRD order-sign');
    await checkAnswer(base, orderSign).catch((error: unknown) => problems.push(`CRD order-sign: ${error instanceof Error ? error.message : String(error)}`));
  }
}

/** Starts the portal in this process on `databaseUrl`, walks the hot routes and answers every statement it sent. */
async function recordHotStatements(databaseUrl: string, port: number, memberCount: number): Promise<Walk> {
  const statements = new Map<string, SentStatement>();
  const problems: string[] = [];
  let route = 'start';
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-plans-'));
  const database = openDatabase({
    kind: 'postgres',
    url: databaseUrl,
    poolSize: 4,
    onQuery: (text, parameters) => {
      if (!statements.has(text)) statements.set(text, { route, parameters: [...parameters] });
    },
  });
  try {
    const config = readConfig({
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      SERVER_PROCESSES: '1',
    });
    const app = await buildApp({ config, database });
    try {
      await app.listen({ host: '127.0.0.1', port });
      await walkHotRoutes(
        `http://127.0.0.1:${port}`,
        memberCount,
        (next) => {
          route = next;
        },
        problems,
      );
    } finally {
      await app.close();
    }
  } finally {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
  return { statements, problems };
}

const oneLine = (text: string, length = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > length ? `${flat.slice(0, length)}…` : flat;
};

/** `BENCH_PLANS_OF='review queue,claims list'`: the routes whose statements' plans the step prints whole. */
const routesShown = new Set(
  (process.env.BENCH_PLANS_OF ?? '')
    .split(',')
    .map((route) => route.trim())
    .filter(Boolean),
);

async function printPlan(client: postgres.Sql, text: string, sent: SentStatement): Promise<void> {
  const rows = await client.unsafe(`explain ${text}`, sent.parameters as postgres.ParameterOrJSON<never>[]);
  console.log(`\n[${sent.route}] ${oneLine(text, 400)}`);
  for (const row of rows as unknown as Record<string, string>[]) console.log(`  ${Object.values(row)[0]}`);
}

/**
 * The plan step: prints a line per statement that scans a guarded table (MISSED) and the target line; answers
 * whether every plan held. `port` is a free port for the in-process portal.
 */
export async function checkQueryPlans(databaseUrl: string, port: number, memberCount: number): Promise<boolean> {
  const walk = await recordHotStatements(databaseUrl, port, memberCount);
  const client = postgres(databaseUrl, { max: 1, onnotice: () => undefined });
  const [{ members } = { members: 0 }] = await client<{ members: number }[]>`select count(*)::int as members from members`;
  console.log(`\nQuery plans over ${members.toLocaleString('en-US')} members: ${walk.statements.size} distinct statements sent by the hot routes`);
  let explained = 0;
  let scanning = 0;
  const unexplained: string[] = [];
  try {
    for (const [text, sent] of walk.statements) {
      if (!isExplainable(text)) continue;
      let rows: Record<string, unknown>[];
      try {
        rows = (await client.unsafe(`explain (format json) ${text}`, sent.parameters as postgres.ParameterOrJSON<never>[])) as unknown as Record<
          string,
          unknown
        >[];
      } catch (error) {
        unexplained.push(`${sent.route}: ${error instanceof Error ? error.message : String(error)}: ${oneLine(text, 100)}`);
        continue;
      }
      explained += 1;
      if (routesShown.has(sent.route)) await printPlan(client, text, sent);
      const tables = sequentialScansOf(planOf(rows));
      if (tables.length === 0) continue;
      scanning += 1;
      console.log(`MISSED: Seq Scan on ${tables.join(', ')} in ${sent.route}: ${oneLine(text)}`);
    }
  } finally {
    await client.end({ timeout: 5 });
  }
  for (const problem of walk.problems) console.log(`  (a call did not answer as expected: ${problem})`);
  for (const note of unexplained) console.log(`  (not explained: ${note})`);
  const isMet = scanning === 0 && explained > 0;
  console.log(
    `Target: no sequential scan of ${guardedTables.join(', ')} in the hot routes' queries: ${isMet ? 'met' : 'MISSED'} ` +
      `(${scanning} of ${explained} statements explained scan one)`,
  );
  return isMet;
}
