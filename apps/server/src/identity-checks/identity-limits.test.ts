import { identityCheckLimits } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { limitsOf, refusalOf, scopeReachedByMiss } from './identity-limits.js';

const now = new Date('2026-03-02T15:00:00.000Z');
const minutesAgo = (minutes: number) => now.getTime() - minutes * 60_000;
const person = limitsOf(false);

describe('refusalOf', () => {
  it('lets a look-up through below every limit', () => {
    expect(refusalOf([{ scope: 'actor-member', misses: 4, limitingAtMs: null }], person, now)).toBeNull();
  });

  it('refuses until the limit-th newest miss leaves the window, rounding up to a second', () => {
    expect(refusalOf([{ scope: 'actor-member', misses: 5, limitingAtMs: minutesAgo(59) + 500 }], person, now)).toEqual({
      scope: 'actor-member',
      retryAfterSeconds: 61,
    });
  });

  it('waits for the last of several reached limits to free, and names the narrowest', () => {
    const refusal = refusalOf(
      [
        { scope: 'actor', misses: 30, limitingAtMs: minutesAgo(10) },
        { scope: 'member', misses: 20, limitingAtMs: minutesAgo(50) },
      ],
      person,
      now,
    );
    expect(refusal).toEqual({ scope: 'member', retryAfterSeconds: 50 * 60 });
  });

  it('gives a client system a larger budget over member ids than a person', () => {
    const standing = [{ scope: 'actor' as const, misses: identityCheckLimits.missesPerAccount, limitingAtMs: minutesAgo(1) }];
    expect(refusalOf(standing, person, now)).not.toBeNull();
    expect(refusalOf(standing, limitsOf(true), now)).toBeNull();
  });
});

describe('scopeReachedByMiss', () => {
  it('tells the miss that reaches a limit, the narrowest first', () => {
    expect(scopeReachedByMiss([{ scope: 'actor-member', misses: 3, limitingAtMs: null }], person, 1)).toBeNull();
    expect(
      scopeReachedByMiss(
        [
          { scope: 'actor-member', misses: 4, limitingAtMs: null },
          { scope: 'member', misses: 19, limitingAtMs: null },
        ],
        person,
        1,
      ),
    ).toBe('actor-member');
    expect(scopeReachedByMiss([{ scope: 'member', misses: 19, limitingAtMs: null }], person, 1)).toBe('member');
  });

  it('counts each member id a miss names toward the actor’s limit', () => {
    expect(scopeReachedByMiss([{ scope: 'actor', misses: 27, limitingAtMs: null }], person, 2)).toBeNull();
    expect(scopeReachedByMiss([{ scope: 'actor', misses: 27, limitingAtMs: null }], person, 3)).toBe('actor');
  });
});
