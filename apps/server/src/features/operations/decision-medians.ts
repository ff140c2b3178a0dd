/** A count of decisions that took `value` (whole hours or minutes) to decide. */
export interface Bucket {
  value: number;
  count: number;
}

/** The 0-based ranks, in ascending order of `total` values, whose mean is their median (as percentile_cont(0.5)). */
export function medianRanks(total: number): number[] {
  if (total <= 0) return [];
  return total % 2 === 1 ? [(total - 1) / 2] : [total / 2 - 1, total / 2];
}

/** The bucket (of buckets in ascending order) the value of 0-based `rank` falls in, and its rank within that bucket. */
export function bucketOf(buckets: readonly Bucket[], rank: number): { value: number; rank: number } | undefined {
  let before = 0;
  for (const bucket of buckets) {
    if (rank < before + bucket.count) return { value: bucket.value, rank: rank - before };
    before += bucket.count;
  }
  return undefined;
}

export const totalOf = (buckets: readonly Bucket[]) => buckets.reduce((total, bucket) => total + bucket.count, 0);

/** The decisions of one request type (reviewer null) or of one reviewer (request type null), as the tallies count them. */
export interface TallyGroup {
  requestType: string | null;
  reviewerId: number | null;
}
export const groupKeyOf = (group: TallyGroup) => `${group.requestType ?? ''}|${group.reviewerId ?? ''}`;

/** Tallies (hours or minutes) by group, each group's buckets in ascending order. */
export function bucketsByGroup<Tally extends TallyGroup & Bucket>(tallies: readonly Tally[]): Map<string, TallyGroup & { buckets: Bucket[] }> {
  const groups = new Map<string, TallyGroup & { buckets: Bucket[] }>();
  for (const tally of [...tallies].sort((a, b) => a.value - b.value)) {
    const key = groupKeyOf(tally);
    const group = groups.get(key) ?? { requestType: tally.requestType, reviewerId: tally.reviewerId, buckets: [] };
    group.buckets.push({ value: tally.value, count: tally.count });
    groups.set(key, group);
  }
  return groups;
}

/** Where each group's median lies: the hour of each of its middle ranks, and the rank within that hour. */
export function medianHoursOf(groups: Iterable<TallyGroup & { buckets: Bucket[] }>): (TallyGroup & { hours: number; rank: number })[] {
  return [...groups].flatMap((group) =>
    medianRanks(totalOf(group.buckets)).flatMap((rank) => {
      const hour = bucketOf(group.buckets, rank);
      return hour ? [{ requestType: group.requestType, reviewerId: group.reviewerId, hours: hour.value, rank: hour.rank }] : [];
    }),
  );
}

/** Each group's median in whole minutes: the middle ranks found among the minutes of their hours. */
export function medianMinutesOf(
  medianHours: readonly (TallyGroup & { hours: number; rank: number })[],
  minuteTallies: readonly (TallyGroup & Bucket)[],
): Map<string, number> {
  const hourKey = (group: TallyGroup, hours: number) => `${groupKeyOf(group)}|${hours}`;
  const minutesOfHour = new Map<string, Bucket[]>();
  for (const tally of [...minuteTallies].sort((a, b) => a.value - b.value)) {
    const key = hourKey(tally, Math.floor(tally.value / 60));
    minutesOfHour.set(key, [...(minutesOfHour.get(key) ?? []), { value: tally.value, count: tally.count }]);
  }
  const middles = new Map<string, number[]>();
  for (const median of medianHours) {
    const minute = bucketOf(minutesOfHour.get(hourKey(median, median.hours)) ?? [], median.rank);
    if (minute) middles.set(groupKeyOf(median), [...(middles.get(groupKeyOf(median)) ?? []), minute.value]);
  }
  return new Map([...middles].map(([key, values]) => [key, values.reduce((sum, value) => sum + value, 0) / values.length]));
}
