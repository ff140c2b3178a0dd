import { afterEach, describe, expect, it, vi } from 'vitest';
import { absoluteTargets, compareRoundsOf, compareSizesOf, medianFigures, printGrowth, proportionalTargets, sizedDatabaseUrl } from './bench-compare.js';
import type { RouteFigure } from './latency-load.js';

afterEach(() => {
  vi.restoreAllMocks();
});

const figure = (label: string, kind: RouteFigure['kind'], p95Ms: number, failures = 0): RouteFigure => ({ label, kind, p95Ms, failures });

/** What printGrowth printed, line by line, and its answer. */
function growth(smaller: RouteFigure[], bigger: RouteFigure[]) {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  const isMet = printGrowth([2_000, 6_000], smaller, bigger);
  return { isMet, lines };
}

describe('the growth comparison', () => {
  it('reads the two sizes of --compare, smaller first, in either spelling', () => {
    expect(compareSizesOf(['--compare', '100000,1000000'])).toEqual([100_000, 1_000_000]);
    expect(compareSizesOf(['--compare=1000000,100000'])).toEqual([100_000, 1_000_000]);
    expect(compareSizesOf([])).toBeUndefined();
    expect(() => compareSizesOf(['--compare', '100000'])).toThrow(/two member counts/);
    expect(() => compareSizesOf(['--compare', '100000,lots'])).toThrow(/two member counts/);
  });

  it('gives each size its own database on the same server', () => {
    expect(sizedDatabaseUrl('postgres://postgres@127.0.0.1:5432/portal_bench', 100_000)).toBe('postgres://postgres@127.0.0.1:5432/portal_bench_100000');
  });

  it('scales the top-ups with the members, from the 100,000-member counts', () => {
    expect(proportionalTargets(100_000)).toEqual(absoluteTargets);
    expect(proportionalTargets(1_000_000)).toEqual({
      review: { authorizations: 1_000_000, waiting: 50_000 },
      metricsRequests: 10_000_000,
      decisionsPerMonth: 80_000,
    });
    expect(proportionalTargets(2_000).review).toEqual({ authorizations: 2_000, waiting: 100 });
  });

  it('holds reads to 1.2× and writes to 1.3×, and prints both p95 and the ratio', () => {
    const met = growth(
      [figure('claims list', 'read', 10), figure('$submit', 'write', 100)],
      [figure('claims list', 'read', 11.9), figure('$submit', 'write', 129)],
    );
    expect(met.isMet).toBe(true);
    expect(met.lines.find((line) => line.startsWith('claims list'))).toMatch(/10\.0\s+11\.9\s+1\.19×\s+read ≤ 1\.2×: met/);
    const missed = growth(
      [figure('claims list', 'read', 10), figure('$submit', 'write', 100)],
      [figure('claims list', 'read', 12.5), figure('$submit', 'write', 125)],
    );
    expect(missed.isMet).toBe(false);
    expect(missed.lines.find((line) => line.startsWith('claims list'))).toMatch(/1\.25×\s+read ≤ 1\.2×: MISSED/);
    expect(missed.lines.find((line) => line.startsWith('$submit'))).toMatch(/1\.25×\s+write ≤ 1\.3×: met/);
    expect(missed.lines.at(-1)).toMatch(/^Target: .*: MISSED$/);
  });

  it('misses a route that failed calls or was not measured at the bigger size', () => {
    expect(growth([figure('review queue', 'read', 10)], [figure('review queue', 'read', 10, 3)]).isMet).toBe(false);
    const absent = growth([figure('review queue', 'read', 10)], []);
    expect(absent.isMet).toBe(false);
    expect(absent.lines.find((line) => line.startsWith('review queue'))).toMatch(/not measured at 6,000: MISSED/);
  });

  it('reads --rounds, one round without it', () => {
    expect(compareRoundsOf(['--compare', '1,2'])).toBe(1);
    expect(compareRoundsOf(['--compare', '1,2', '--rounds', '3'])).toBe(3);
    expect(compareRoundsOf(['--rounds=5'])).toBe(5);
    for (const bad of [['--rounds', '0'], ['--rounds', 'x'], ['--rounds=2.5'], ['--rounds', '10']])
      expect(() => compareRoundsOf(bad)).toThrow(/--rounds takes/);
  });

  it("takes each route's median p95 over the rounds, with every round's failures", () => {
    const rounds = [
      [figure('claims list', 'read', 18.3), figure('$submit', 'write', 205, 1)],
      [figure('claims list', 'read', 22.4), figure('$submit', 'write', 271)],
      [figure('claims list', 'read', 15.7), figure('$submit', 'write', 200, 2)],
    ];
    expect(medianFigures(rounds)).toEqual([figure('claims list', 'read', 18.3), figure('$submit', 'write', 205, 3)]);
    expect(medianFigures(rounds.slice(0, 2))[0]?.p95Ms).toBeCloseTo(20.35);
    // Not measured in every round: left out, so the comparison names it not measured.
    expect(medianFigures([[figure('metrics', 'read', 7)], []])).toEqual([]);
    expect(medianFigures([[figure('metrics', 'read', Number.NaN)], [figure('metrics', 'read', 7)]])[0]?.p95Ms).toBeNaN();
  });
});
