/**
 * The audit log at size (issue 36 §4): audit_log topped up to 50,000,000 rows (AUDIT_BENCH_ROWS to choose) over the
 * last six years of quarterly partitions, then one member's access history (the newest 100 entries,
 * audit.repository.ts findMemberHistory) read at 20 connections against the p95 target of 20 ms, and its plan.
 * PostgreSQL only: the embedded database belongs to the server's process. The read has no HTTP route (the spec
 * names no page for it), so it is measured from its repository on a pool of 20 connections.
 */
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { createAuditPartitions, partitionNameOf, quarterStart } from '../audit/audit-partitions.js';
import { minimumAuditRetentionMonths } from '../audit/audit-retention.js';
import { createAuditRepository, memberHistoryQuery } from '../audit/audit.repository.js';
import { systemClock } from '../clock.js';
import { type Database, openDatabase, postgresClientOf, selectRows } from '../db/client.js';
import { benchConnections, formatMs, percentile } from './latency-load.js';

const targetP95Ms = 20;
const historyLimit = 100;
/** Untimed reads per connection first: PostgreSQL plans a prepared statement's first five calls for their values. */
const warmUpCalls = 8;
/** The issue's plan of a million members: 50 entries each on average at 50,000,000 rows. */
const benchMembers = 1_000_000;
/** The rows span the last 71 months and this one: within the six years' retention, so no quarter leaves meanwhile. */
const spanMonths = minimumAuditRetentionMonths - 1;
/** Rows per committed transaction: a few seconds each, so no other session's snapshot waits long on the bench. */
const batchRows = 250_000;
const rowsTarget = Number(process.env.AUDIT_BENCH_ROWS ?? 50_000_000);

const memberOf = (n: number) => String(((n * 7919) % benchMembers) + 1);

async function countRows(db: Database): Promise<number> {
  const [row] = await selectRows<{ count: string }>(db, sql`select count(*)::bigint as count from audit_log`);
  return Number(row?.count ?? 0);
}

/**
 * The bench's rows, deterministic in their number n: a member of the million, a time within the span (seconds from
 * the span's start, a multiplicative hash), an actor-less read, in time order as they would have come.
 */
async function insertBatch(db: Database, from: number, to: number, spanStart: Date, spanSeconds: number): Promise<void> {
  await db.execute(sql`
    insert into audit_log (occurred_at, user_name, member_qhid, action, outcome, client_address)
    select ${spanStart.toISOString()}::timestamptz + ((n * 104729) % ${spanSeconds}) * interval '1 second', 'audit-bench',
      (((n * 7919) % ${benchMembers}) + 1)::text, case when n % 5 = 0 then 'claims-viewed' else 'member-viewed' end, 'success', '10.0.0.1'
    from generate_series(${from}::bigint, ${to}::bigint) n
    order by 1`);
}

const hasPartition = async (db: Database, month: Date) =>
  (await selectRows<{ name: string | null }>(db, sql`select to_regclass(${partitionNameOf(quarterStart(month))})::text as name`))[0]?.name != null;

/**
 * Every quarter of the span, made by the maintenance job itself: a row of each month goes into the DEFAULT partition,
 * and the job gives each of their quarters its partition (retried while another instance's run holds the claim).
 */
async function makeMonths(db: Database, spanStart: Date): Promise<void> {
  if (await hasPartition(db, spanStart)) return;
  await db.execute(sql`
    insert into audit_log (occurred_at, user_name, action, outcome)
    select ${spanStart.toISOString()}::timestamptz + m * interval '1 month' + interval '1 day', 'audit-bench', 'bench-month', 'success'
    from generate_series(0, ${spanMonths}) m`);
  const partitions = createAuditPartitions({ db, clock: systemClock, retentionMonths: minimumAuditRetentionMonths });
  for (let attempt = 0; attempt < 20 && !(await hasPartition(db, spanStart)); attempt += 1) {
    if (!(await partitions.maintain()).isClaimed) await new Promise((resolve) => setTimeout(resolve, 500));
  }
  if (!(await hasPartition(db, spanStart))) throw new Error('The audit log partitions of the bench span were not made.');
}

/** Makes every quarter of the span (one row per month through the DEFAULT partition, then the job), then the rows. */
async function topUp(db: Database): Promise<number> {
  const now = systemClock.now();
  const spanStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - spanMonths, 1));
  const spanSeconds = Math.floor((now.getTime() - spanStart.getTime()) / 1000) - 60;
  await makeMonths(db, spanStart);
  let present = await countRows(db);
  const startedAt = performance.now();
  let lastReport = startedAt;
  while (present < rowsTarget) {
    const to = Math.min(rowsTarget, present + batchRows);
    await insertBatch(db, present + 1, to, spanStart, spanSeconds);
    present = to;
    if (performance.now() - lastReport > 30_000 || present === rowsTarget) {
      lastReport = performance.now();
      const seconds = (lastReport - startedAt) / 1000;
      console.log(`audit_log ${present.toLocaleString('en-US')} / ${rowsTarget.toLocaleString('en-US')} rows   (${seconds.toFixed(0)} s)`);
    }
  }
  // As autovacuum would after the inserts: the statistics, and the pages marked all-visible that let the member index
  // answer a history alone (an index-only scan).
  const analyzedAt = performance.now();
  await db.execute(sql`vacuum (analyze) audit_log`);
  console.log(`vacuum (analyze) audit_log ${((performance.now() - analyzedAt) / 1000).toFixed(1)} s`);
  return present;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Index Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

const nodesOf = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodesOf)];

interface ExplainedPlan {
  Plan: PlanNode;
  'Planning Time': number;
  'Execution Time': number;
}

/**
 * One line of a plan; answers whether every partition holding data (more than a page: `pages`, pg_class) was read
 * through its member index. A partition of the quarter ahead or the DEFAULT one is empty, and a sequential scan of its page
 * or none is the cheapest read there is.
 */
function summarizePlan(label: string, plan: ExplainedPlan | undefined, pages: ReadonlyMap<string, number>): boolean {
  if (!plan) return false;
  const nodes = nodesOf(plan.Plan);
  const scans = nodes.filter((node) => node['Relation Name']?.startsWith('audit_log'));
  // An index scan names the index itself; a bitmap heap scan through its bitmap index scan.
  const isByMemberIndex = (node: PlanNode) => [node, ...(node.Plans ?? [])].some((scan) => scan['Index Name']?.includes('member_qhid'));
  const blocksOf = (node: PlanNode) => (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);
  const byMemberIndex = scans.filter(isByMemberIndex);
  const others = scans.filter((node) => !isByMemberIndex(node));
  const othersOnData = others.filter((node) => (pages.get(node['Relation Name'] ?? '') ?? 0) > 1);
  const shape = [...new Set(nodes.filter((node) => !node['Relation Name'] && !node['Index Name']).map((node) => node['Node Type']))].join(' → ');
  console.log(
    `EXPLAIN member history, ${label}: ${shape}; ${scans.length} partitions, ${byMemberIndex.length} through the member index` +
      `${others.length ? `, ${others.length} otherwise (${othersOnData.length} of them more than a page)` : ''}; ` +
      `${nodes.reduce((sum, node) => sum + (node['Relation Name'] ? blocksOf(node) : 0), 0)} blocks; ` +
      `planning ${plan['Planning Time'].toFixed(2)} ms, execution ${plan['Execution Time'].toFixed(2)} ms`,
  );
  return scans.length > 0 && othersOnData.length === 0;
}

/**
 * The member history's plans on one connection, as the repository's prepared statement runs them: the first call's
 * (a custom plan, planned for its member) and the sixth's (PostgreSQL's generic plan, what a warm pool runs).
 */
async function explainMemberHistory(db: Database, memberQhid: string): Promise<boolean> {
  const client = postgresClientOf(db);
  if (!client) return false;
  const connection = await client.reserve();
  const call = `execute member_history('${memberQhid}', ${historyLimit})`;
  const explain = async () => ((await connection.unsafe(`explain (analyze, buffers, format json) ${call}`)) as unknown as ExplainRow[])[0]?.['QUERY PLAN'][0];
  const pages = new Map(
    (
      await selectRows<{ name: string; pages: number }>(
        db,
        sql`select relname as name, relpages as pages from pg_class join pg_inherits on inhrelid = pg_class.oid where inhparent = 'audit_log'::regclass`,
      )
    ).map((row) => [row.name, row.pages]),
  );
  try {
    await connection.unsafe(`prepare member_history(text, int) as ${new PgDialect().sqlToQuery(memberHistoryQuery('', 0)).sql}`);
    const first = await explain();
    for (let index = 0; index < 5; index += 1) await connection.unsafe(call);
    const warm = await explain();
    const isFirstIndexed = summarizePlan('first call', first, pages);
    return summarizePlan('sixth call (prepared)', warm, pages) && isFirstIndexed;
  } finally {
    await connection.unsafe('deallocate member_history');
    connection.release();
  }
}

interface ExplainRow {
  'QUERY PLAN': [ExplainedPlan];
}

/** `connections` loops reading random members' histories for `durationSeconds`; every call's time kept. */
async function loadMemberHistory(db: Database, durationSeconds: number): Promise<{ times: number[]; failures: number }> {
  const repository = createAuditRepository(db);
  const times: number[] = [];
  let failures = 0;
  let n = 1;
  // Every connection's statement prepared and past its first (custom-planned) calls, as in a pool that has served.
  await Promise.all(
    Array.from({ length: benchConnections }, async () => {
      for (let index = 0; index < warmUpCalls; index += 1) await repository.findMemberHistory(memberOf((n += 104_729)), historyLimit);
    }),
  );
  const until = performance.now() + durationSeconds * 1000;
  const loop = async () => {
    while (performance.now() < until) {
      const startedAt = performance.now();
      try {
        await repository.findMemberHistory(memberOf((n += 104_729)), historyLimit);
        times.push(performance.now() - startedAt);
      } catch {
        failures += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: benchConnections }, loop));
  return { times: times.sort((a, b) => a - b), failures };
}

export async function benchAuditLog(databaseUrl: string | undefined, durationSeconds: number): Promise<void> {
  console.log('\nAudit log');
  if (!databaseUrl) {
    console.log('Member access history over 50,000,000 audit rows: skipped (the embedded database has one user; set DATABASE_URL)');
    return;
  }
  const handle = openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: benchConnections });
  try {
    const rows = await topUp(handle.db);
    const [size] = await selectRows<{ partitions: number; bytes: string }>(
      handle.db,
      sql`select count(*)::int as partitions, sum(pg_total_relation_size(inhrelid))::bigint as bytes from pg_inherits where inhparent = 'audit_log'::regclass`,
    );
    const dataSet = `${rows.toLocaleString('en-US')} audit rows in ${size?.partitions} partitions (${(Number(size?.bytes ?? 0) / 1024 ** 3).toFixed(1)} GB)`;
    console.log(`Member access history (PostgreSQL): ${dataSet}; newest ${historyLimit}; ${benchConnections} connections, ${durationSeconds} s`);
    const isIndexed = await explainMemberHistory(handle.db, memberOf(42));
    const { times, failures } = await loadMemberHistory(handle.db, durationSeconds);
    const p95 = percentile(times, 0.95);
    console.log(
      `${'member history (repository)'.padEnd(34)} ${(times.length / durationSeconds).toFixed(0).padStart(8)} reads/s   p50 ${formatMs(percentile(times, 0.5))} ms   ` +
        `p95 ${formatMs(p95)} ms   p99 ${formatMs(percentile(times, 0.99))} ms${failures ? `   (${failures} failed)` : ''}`,
    );
    console.log(`Check: every partition read through its member index: ${isIndexed ? 'met' : 'MISSED'}`);
    console.log(
      `Target: member access history p95 ≤ ${targetP95Ms} ms at ${benchConnections} connections over ${dataSet}: ${p95 <= targetP95Ms && failures === 0 ? 'met' : 'MISSED'} (${p95.toFixed(1)} ms)`,
    );
  } finally {
    await handle.close();
  }
}
