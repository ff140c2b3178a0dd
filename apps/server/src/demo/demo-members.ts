import { isoDateFromParts } from '@portal/contracts';
import type { coverages, memberNetworks, members } from '../db/schema.js';
import { groupWeights, planOptionNames, primaryNetworkIds, wrapNetworkIds } from './demo-groups.js';
import type { DemoMember } from './demo-member-list.js';
import { femaleFirstNames, lastNames, maleFirstNames, middleInitials } from './demo-names.js';
import type { Random } from './random.js';

export type MemberRow = typeof members.$inferInsert;
export type CoverageRow = typeof coverages.$inferInsert;
export type MemberNetworkRow = typeof memberNetworks.$inferInsert;

export interface GeneratedMember {
  member: MemberRow;
  coverages: CoverageRow[];
  networks: MemberNetworkRow[];
  /** The current (or last) real coverage, for dating claims and authorizations inside it. */
  coveredFrom: string;
  coveredTo: string;
  isCoveredNow: boolean;
}

/** Random member ids: 'M2' + 8 digits, a bijection of the index, so they never collide with the fixed 'M1…' ids. */
export const randomMemberId = (memberIndex: number) => `M2${String((memberIndex * 7_919 + 12_345) % 100_000_000).padStart(8, '0')}`;

function randomDob(random: Random): string {
  // One member in five is a child; the oldest are born in 1940.
  const year = random.chance(0.2) ? random.int(2009, 2024) : random.int(1940, 2007);
  return isoDateFromParts(year, random.int(1, 12), random.int(1, 28));
}

function networksFor(qhid: number, random: Random): MemberNetworkRow[] {
  const rows: MemberNetworkRow[] = [{ qhid, networkId: random.pick(primaryNetworkIds), type: 'P' }];
  if (random.chance(0.3)) rows.push({ qhid, networkId: random.pick(wrapNetworkIds), type: 'W' });
  return rows;
}

/**
 * Coverage relative to `nowYear`: most members are covered through the end of next year, some also had an
 * earlier plan, a few have a "No Plan" period on top, and about one in twelve is no longer covered.
 */
function coveragesFor(qhid: number, nowYear: number, random: Random, isCoveredNow: boolean): GeneratedMember['coverages'] {
  const planOptionName = random.pick(planOptionNames);
  if (!isCoveredNow) {
    const endYear = nowYear - random.int(1, 3);
    return [{ qhid, planOptionName, effectiveDate: `${endYear - random.int(1, 6)}-01-01`, termDate: `${endYear}-12-31` }];
  }
  const startYear = nowYear - random.int(0, 4);
  const rows: CoverageRow[] = [];
  if (random.chance(0.25)) {
    rows.push({
      qhid,
      planOptionName: random.pick(planOptionNames),
      effectiveDate: `${startYear - random.int(2, 5)}-01-01`,
      termDate: `${startYear - 1}-12-31`,
    });
  }
  rows.push({ qhid, planOptionName, effectiveDate: `${startYear}-01-01`, termDate: `${nowYear + 1}-12-31` });
  if (random.chance(0.02)) rows.push({ qhid, planOptionName: 'No Plan', effectiveDate: `${nowYear + 2}-01-01`, termDate: `${nowYear + 2}-12-31` });
  return rows;
}

export function buildRandomMember(memberIndex: number, qhid: number, nowYear: number, random: Random): GeneratedMember {
  const sex = random.chance(0.52) ? 'F' : 'M';
  const isCoveredNow = !random.chance(0.08);
  const memberCoverages = coveragesFor(qhid, nowYear, random, isCoveredNow);
  const current = memberCoverages.find((coverage) => coverage.planOptionName !== 'No Plan' && coverage.termDate >= `${nowYear}-01-01`) ?? memberCoverages[0];
  return {
    member: {
      qhid,
      memberId: randomMemberId(memberIndex),
      groupId: random.weighted(groupWeights),
      firstName: random.pick(sex === 'F' ? femaleFirstNames : maleFirstNames),
      middleInitial: random.chance(0.6) ? middleInitials.charAt(random.int(0, middleInitials.length - 1)) : null,
      lastName: random.pick(lastNames),
      dob: randomDob(random),
      sex,
    },
    coverages: memberCoverages,
    networks: networksFor(qhid, random),
    coveredFrom: current?.effectiveDate ?? `${nowYear}-01-01`,
    coveredTo: current?.termDate ?? `${nowYear}-12-31`,
    isCoveredNow,
  };
}

/** M100000004's plan ended on this fixed date: no coverage whatever `now` is. */
const endedCoverage = { effectiveDate: '2016-01-01', termDate: '2022-12-31' };

export function buildFixedMember(demo: DemoMember, qhid: number, nowYear: number, random: Random): GeneratedMember {
  const isCoveredNow = demo.memberId !== 'M100000004';
  const window = isCoveredNow ? { effectiveDate: `${nowYear - 4}-01-01`, termDate: `${nowYear + 1}-12-31` } : endedCoverage;
  return {
    member: {
      qhid,
      memberId: demo.memberId,
      groupId: demo.groupId,
      firstName: demo.firstName,
      middleInitial: null,
      lastName: demo.lastName,
      dob: demo.dob,
      sex: demo.sex,
    },
    coverages: [{ qhid, planOptionName: 'Evergreen Gold PPO', ...window }],
    networks: [{ qhid, networkId: 1, type: 'P' }, ...(random.chance(0.5) ? [{ qhid, networkId: 7, type: 'W' }] : [])],
    coveredFrom: window.effectiveDate,
    coveredTo: window.termDate,
    isCoveredNow,
  };
}
