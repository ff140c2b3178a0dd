import { describe, expect, it } from 'vitest';
import { buildMemberBlock, newPopulationState } from '../demo/demo-population.js';
import { createRandom, demoSeed } from '../demo/random.js';
import { benchMembers } from './member-search-bench.js';

describe('benchMembers', () => {
  it('rebuilds members exactly as the seed generates them (id, date of birth, names), whatever the year', () => {
    const seeded = buildMemberBlock(0, 400, new Date('2026-03-02T15:00:00Z'), createRandom(demoSeed).fork('members'), newPopulationState());
    const byQhid = new Map(seeded.members.map((member) => [member.qhid, member]));
    const chosen = benchMembers(20, 400);
    expect(chosen).toHaveLength(20);
    expect(new Set(chosen.map((member) => member.qhid)).size).toBe(20);
    for (const member of chosen) {
      expect(byQhid.get(member.qhid)).toMatchObject({ memberId: member.memberId, dob: member.dob, firstName: member.firstName, lastName: member.lastName });
    }
  });

  it('spreads the members over the whole population', () => {
    const chosen = benchMembers(2_000, 100_000);
    expect(chosen[0]?.qhid).toBeLessThan(1_000_100);
    expect(chosen.at(-1)?.qhid).toBeGreaterThan(1_095_000);
  });
});
