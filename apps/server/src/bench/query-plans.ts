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
import postgres from 'postgres';
import { buildApp } from '../app.js';
import { readConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { walkHotRoutes } from './hot-route-walk.js';
import { guardedTables, isExplainable, planOf, sequentialScansOf } from './plan-check.js';

interface SentStatement {
  route: string;
  parameters: readonly unknown[];
}

/** What the walk over the routes did: the statements by text, and the calls that did not answer as expected. */
interface Walk {
  statements: Map<string, SentStatement>;
  problems: string[];
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
 * A guarded table is judged once it holds this many rows. Below, reading it whole is the planner's right choice (a
 * database seeded with a million members holds two submissions until someone submits).
 */
const judgedRows = 10_000;

async function tablesToJudge(client: postgres.Sql): Promise<string[]> {
  const judged: string[] = [];
  for (const table of guardedTables) {
    const [row] = await client.unsafe<{ rows: number }[]>(`select count(*)::int as rows from (select 1 from ${table} limit ${judgedRows}) t`);
    if ((row?.rows ?? 0) >= judgedRows) judged.push(table);
  }
  return judged;
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
    const judged = await tablesToJudge(client);
    const small = guardedTables.filter((table) => !judged.includes(table));
    if (small.length) console.log(`  (fewer than ${judgedRows.toLocaleString('en-US')} rows, read whole by a right plan, not judged: ${small.join(', ')})`);
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
      const tables = sequentialScansOf(planOf(rows), judged);
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
