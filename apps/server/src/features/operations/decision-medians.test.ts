import { describe, expect, it } from 'vitest';
import { type Bucket, bucketOf, medianRanks, totalOf } from './decision-medians.js';

/** The median of the values the buckets count, found through the buckets as the dashboard finds it. */
function medianThroughBuckets(buckets: readonly Bucket[]): number | null {
  const ranks = medianRanks(totalOf(buckets));
  if (ranks.length === 0) return null;
  const values = ranks.map((rank) => bucketOf(buckets, rank)?.value ?? Number.NaN);
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

function bucketsOf(values: readonly number[]): Bucket[] {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].sort(([a], [b]) => a - b).map(([value, count]) => ({ value, count }));
}

function medianOf(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

describe('medians through counted buckets', () => {
  it('gives no median of nothing', () => {
    expect(medianRanks(0)).toEqual([]);
    expect(medianThroughBuckets([])).toBeNull();
  });

  it('takes the middle value of an odd count and the mean of the two middle ones of an even count', () => {
    expect(medianRanks(5)).toEqual([2]);
    expect(medianRanks(4)).toEqual([1, 2]);
    expect(medianThroughBuckets(bucketsOf([0, 0, 7, 9, 30]))).toBe(7);
    expect(medianThroughBuckets(bucketsOf([0, 0, 7, 9]))).toBe(3.5);
  });

  it('finds a rank within its bucket, and nothing past the last', () => {
    const buckets = [
      { value: 0, count: 3 },
      { value: 4, count: 2 },
    ];
    expect(bucketOf(buckets, 2)).toEqual({ value: 0, rank: 2 });
    expect(bucketOf(buckets, 3)).toEqual({ value: 4, rank: 0 });
    expect(bucketOf(buckets, 5)).toBeUndefined();
  });

  it('agrees with the median of the values themselves', () => {
    let seed = 7;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 200; run += 1) {
      const values = Array.from({ length: 1 + Math.floor(random() * 60) }, () => Math.floor(random() * random() * 500));
      expect(medianThroughBuckets(bucketsOf(values))).toBe(medianOf(values));
    }
  });
});
