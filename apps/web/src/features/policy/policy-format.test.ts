import { describe, expect, it } from 'vitest';
import { approvalText, appliesToText, effectiveText, matchesSearch } from './policy-format';

const rule = { codeFrom: '73218', codeTo: '73223', description: 'MRI of the arm and arm joints (shoulder, elbow, wrist)' };

describe('the policy in words', () => {
  it('finds a rule by a code inside its range, by its range or by words in any order', () => {
    expect(matchesSearch(rule, '73220')).toBe(true);
    expect(matchesSearch(rule, '73224')).toBe(false);
    expect(matchesSearch(rule, '73218-73223')).toBe(true);
    expect(matchesSearch(rule, 'elbow mri')).toBe(true);
    expect(matchesSearch(rule, 'knee')).toBe(false);
    expect(matchesSearch(rule, '  ')).toBe(true);
  });

  it('says where a rule applies and when it is approved on submission', () => {
    expect(appliesToText({ groupLists: [], placesOfService: [] })).toBe('All groups and places of service');
    expect(appliesToText({ groupLists: ['dmeExclusionGroups'], placesOfService: ['11'] })).toBe('DME exclusion groups; 11 Office');
    const approval = {
      isAuthorizationRequired: true,
      approval: 'onSubmission' as const,
      approvalMaxUnits: 12,
      approvalMaxDays: null,
      approvalPlacesOfService: ['22'],
    };
    expect(approvalText(approval)).toBe('On submission, up to 12 units, at 22 On Campus - Outpatient Hospital');
    expect(approvalText({ ...approval, approval: 'never' })).toBe('Never');
    expect(effectiveText({ effectiveFrom: '2026-01-01', effectiveTo: '2027-01-01' })).toBe('01/01/2026 to 01/01/2027');
  });
});
