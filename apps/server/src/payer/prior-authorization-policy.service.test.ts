import { describe, expect, it } from 'vitest';
import type { PolicyRuleRow } from './prior-authorization-policy.js';
import { createTestClock } from '../test/test-clock.js';
import { createPriorAuthorizationPolicy, policyRulesMaxAgeMs } from './prior-authorization-policy.service.js';

const ruleOf = (code: string, isAuthorizationRequired: boolean): PolicyRuleRow => ({
  id: Number(code.replace(/\D/g, '')),
  codeFrom: code,
  codeTo: code,
  description: code,
  groupLists: [],
  placesOfService: [],
  isAuthorizationRequired,
  approval: 'never',
  approvalMaxUnits: null,
  approvalMaxDays: null,
  approvalPlacesOfService: [],
  documentation: [],
  effectiveFrom: '2000-01-01',
  effectiveTo: null,
});

describe('each instance’s copy of the policy', () => {
  it('is read again once it is a minute old, and at once after a change through this instance', async () => {
    const clock = createTestClock();
    let stored = [ruleOf('99213', false)];
    let reads = 0;
    const policy = createPriorAuthorizationPolicy({
      findRules: async () => {
        reads += 1;
        return stored;
      },
      clock,
    });
    expect(await policy.codesNotRequiringAuthorization()).toEqual(['99213']);
    // Another instance changes the table: this one answers its copy for up to a minute.
    stored = [ruleOf('99213', false), ruleOf('99214', false)];
    clock.advance(policyRulesMaxAgeMs - 1);
    expect(await policy.codesNotRequiringAuthorization()).toEqual(['99213']);
    clock.advance(1);
    expect(await policy.codesNotRequiringAuthorization()).toEqual(['99213', '99214']);
    expect(reads).toBe(2);
    // A change through this instance: read again at the next question.
    stored = [];
    policy.forget();
    expect(await policy.rules()).toEqual([]);
    expect(reads).toBe(3);
  });

  it('reads the table once for questions asked together', async () => {
    let reads = 0;
    const findRules = async () => {
      reads += 1;
      return [ruleOf('99213', false)];
    };
    const policy = createPriorAuthorizationPolicy({ findRules, clock: createTestClock() });
    await Promise.all([policy.rules(), policy.rules(), policy.codesNotRequiringAuthorization()]);
    expect(reads).toBe(1);
  });
});
