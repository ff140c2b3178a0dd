/**
 * Growth measured (issue 36 §2): `npm run bench -- --compare 100000,1000000` runs the read and write sections on a
 * database of each size, back to back, and prints each route's p95 at both sizes with their ratio against the
 * targets (reads at most 1.2×, writes at most 1.3×). Each size has its own database, `portal_bench_<N>` on the
 * server of DATABASE_URL: created when absent, seeded with N members (`npm run seed -- --members N`, resumable) when
 * empty, reused as it is otherwise. The top-ups grow with the members, in the proportions of the 100,000-member bench.
 */
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import postgres from 'postgres';
import { formatMs, type RouteFigure } from './latency-load.js';
import { benchMetricsRequestCount } from './metrics-bench-data.js';
import { benchDecisionsPerMonth } from './operations-bench-data.js';
import { benchAuthorizationCount, benchWaitingCount, type ReviewBenchTarget } from './review-bench-data.js';

/** The members the bench's absolute counts are meant for. */
const referenceMembers = 100_000;
export const growthTargets = { read: 1.2, write: 1.3 } as const;

/** What the top-ups bring a database to. */
export interface BenchDataTargets {
  review: ReviewBenchTarget;
  metricsRequests: number;
  decisionsPerMonth: number;
}

/** `npm run bench` alone: the counts of the 100,000-member bench, whatever the database's size. */
export const absoluteTargets: BenchDataTargets = {
  review: { authorizations: benchAuthorizationCount, waiting: benchWaitingCount },
  metricsRequests: benchMetricsRequestCount,
  decisionsPerMonth: benchDecisionsPerMonth,
};

/**
 * `--compare`: the same counts per member (1 authorization, 0.05 waiting, 10 requests a year, 0.08 decisions a
 * month), so a bigger data set is a bigger plan, not the same plan with more members.
 */
export function proportionalTargets(members: number): BenchDataTargets {
  const scaled = (count: number) => Math.max(1, Math.round((count * members) / referenceMembers));
  return {
    review: { authorizations: scaled(benchAuthorizationCount), waiting: scaled(benchWaitingCount) },
    metricsRequests: scaled(benchMetricsRequestCount),
    decisionsPerMonth: scaled(benchDecisionsPerMonth),
  };
}

/** The two sizes of `--compare A,B` (or `--compare=A,B`), smaller first; undefined without the flag. */
export function compareSizesOf(argv: readonly string[]): [number, number] | undefined {
  const index = argv.findIndex((arg) => arg === '--compare' || arg.startsWith('--compare='));
  if (index < 0) return undefined;
  const flag = argv[index] ?? '';
  const value = flag.includes('=') ? flag.slice('--compare='.length) : argv[index + 1];
  const sizes = (value ?? '').split(',').map((size) => Number(size.trim().replace(/_/g, '')));
  if (sizes.length !== 2 || sizes.some((size) => !Number.isInteger(size) || size < 1)) {
    throw new Error('--compare takes two member counts, as in --compare 100000,1000000');
  }
  const [a, b] = sizes as [number, number];
  return a <= b ? [a, b] : [b, a];
}

/**
 * `--rounds N` (or `--rounds=N`) with `--compare`: the sizes measured in turn N times (A, B, A, B…), so that a
 * machine's drift between two runs falls on both sizes; 1 without the flag.
 */
export function compareRoundsOf(argv: readonly string[]): number {
  const index = argv.findIndex((arg) => arg === '--rounds' || arg.startsWith('--rounds='));
  if (index < 0) return 1;
  const flag = argv[index] ?? '';
  const rounds = Number(flag.includes('=') ? flag.slice('--rounds='.length) : argv[index + 1]);
  if (!Number.isInteger(rounds) || rounds < 1 || rounds > 9) throw new Error('--rounds takes a number of rounds from 1 to 9, as in --rounds 3');
  return rounds;
}

/**
 * Each route's figure over the rounds: the median of its p95s (the middle one of an odd count), and every failure of
 * every round. A route measured in some rounds only is left out (printGrowth then names it not measured).
 */
export function medianFigures(rounds: readonly (readonly RouteFigure[])[]): RouteFigure[] {
  const [first = []] = rounds;
  return first.flatMap((figure) => {
    const measured = rounds.map((round) => round.find((other) => other.label === figure.label));
    if (measured.some((other) => other === undefined)) return [];
    const figures = measured as RouteFigure[];
    const p95s = figures.map((other) => other.p95Ms).sort((a, b) => a - b);
    const middle = Math.floor(p95s.length / 2);
    const p95Ms = p95s.some(Number.isNaN)
      ? Number.NaN
      : p95s.length % 2 === 1
        ? (p95s[middle] as number)
        : ((p95s[middle - 1] as number) + (p95s[middle] as number)) / 2;
    return [{ ...figure, p95Ms, failures: figures.reduce((total, other) => total + other.failures, 0) }];
  });
}

/** `portal_bench_<N>`, or `<BENCH_DATABASE_PREFIX>_<N>` (a shared server's naming rule, a test's own databases). */
const sizedDatabaseName = (members: number) => `${process.env.BENCH_DATABASE_PREFIX ?? 'portal_bench'}_${members}`;

/** The URL of the size's database on the server of `serverUrl`. */
export function sizedDatabaseUrl(serverUrl: string, members: number): string {
  const url = new URL(serverUrl);
  url.pathname = `/${sizedDatabaseName(members)}`;
  return url.toString();
}

const seedCommand = fileURLToPath(new URL('../demo/seed-command.js', import.meta.url));

/**
 * The size's database, created when absent and seeded with `members` members when not seeded yet (the seed command
 * itself leaves a seeded database alone and finishes an interrupted one); answers its URL.
 */
export async function prepareSizedDatabase(serverUrl: string, members: number): Promise<string> {
  const url = sizedDatabaseUrl(serverUrl, members);
  const name = sizedDatabaseName(members);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`${name} is not a plain database name.`);
  const admin = postgres(serverUrl, { max: 1, onnotice: () => undefined });
  try {
    const [present] = await admin<{ count: number }[]>`select count(*)::int as count from pg_database where datname = ${name}`;
    if (!present?.count) await admin.unsafe(`create database ${name}`);
  } finally {
    await admin.end({ timeout: 5 });
  }
  console.log(`\n${name}: seeding ${members.toLocaleString('en-US')} members unless it is seeded`);
  const code = await new Promise<number | null>((resolve, reject) => {
    const child = spawn(process.execPath, [seedCommand, '--members', String(members)], {
      env: { ...process.env, DATABASE_URL: url },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', reject);
    child.once('exit', resolve);
  });
  if (code !== 0) throw new Error(`The seed of ${name} ended with code ${code}.`);
  return url;
}

const ratioText = (ratio: number) => (Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : '—');
/** A p95 of no answers (every call outlasted the run) shows as such, and misses. */
const p95Text = (ms: number) => (Number.isNaN(ms) ? 'none' : formatMs(ms));

/**
 * The table of the comparison: each route measured at both sizes, its p95 at each, their ratio and the verdict.
 * A route that failed calls at either size misses, whatever its ratio. Answers whether every route met its target.
 */
export function printGrowth(
  sizes: readonly [number, number],
  smaller: readonly RouteFigure[],
  bigger: readonly RouteFigure[],
  what = 'p95 at each size',
): boolean {
  const [a, b] = sizes.map((size) => size.toLocaleString('en-US')) as [string, string];
  console.log(`\nGrowth from ${a} to ${b} members: ${what}, in ms (reads ≤ ${growthTargets.read}×, writes ≤ ${growthTargets.write}×)`);
  console.log(`${'route'.padEnd(32)} ${a.padStart(10)} ${b.padStart(10)}   ratio   target`);
  let isEveryMet = true;
  for (const before of smaller) {
    const after = bigger.find((figure) => figure.label === before.label);
    if (!after) {
      console.log(`${before.label.padEnd(32)} ${p95Text(before.p95Ms).padStart(10)} ${'—'.padStart(10)}   not measured at ${b}: MISSED`);
      isEveryMet = false;
      continue;
    }
    const ratio = after.p95Ms / before.p95Ms;
    const limit = growthTargets[before.kind];
    const failures = before.failures + after.failures;
    const isMet = failures === 0 && ratio <= limit;
    isEveryMet &&= isMet;
    console.log(
      `${before.label.padEnd(32)} ${p95Text(before.p95Ms).padStart(10)} ${p95Text(after.p95Ms).padStart(10)}   ${ratioText(ratio).padStart(5)}   ` +
        `${before.kind} ≤ ${limit}×: ${isMet ? 'met' : 'MISSED'}${failures ? ` (${failures} calls failed)` : ''}`,
    );
  }
  console.log(
    `Target: every read grows ≤ ${growthTargets.read}×, every write ≤ ${growthTargets.write}× from ${a} to ${b} members: ${isEveryMet ? 'met' : 'MISSED'}`,
  );
  return isEveryMet;
}
