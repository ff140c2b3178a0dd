import type { Settings } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { decide } from './decision-rules.js';
import {
  areApprovedOnSubmission,
  codesWhere,
  documentationFor,
  isInForce,
  isNotRequiringAuthorization,
  type PolicyContext,
  type PolicyRuleRow,
  requiresAuthorization,
  ruleFor,
} from './prior-authorization-policy.js';

const groupLists: Settings['groupLists'] = {
  standardWorkflowGroups: ['3200'],
  unplannedWorkflowGroups: [],
  maternityWorkflowGroups: [],
  dmeExclusionGroups: ['4100'],
  disableAuthEditsGroups: [],
  postSubmissionExclusionGroups: [],
};

let nextId = 1;
const rule = (values: Partial<PolicyRuleRow>): PolicyRuleRow => ({
  id: nextId++,
  codeFrom: '97110',
  codeTo: '97110',
  description: 'Therapy',
  groupLists: [],
  placesOfService: [],
  isAuthorizationRequired: true,
  approval: 'never',
  approvalMaxUnits: null,
  approvalMaxDays: null,
  approvalPlacesOfService: [],
  documentation: [],
  effectiveFrom: '2000-01-01',
  effectiveTo: null,
  ...values,
});

const at = (values: Partial<PolicyContext> = {}): PolicyContext => ({ date: '2026-03-10', groupId: '3200', groupLists, placeOfService: '11', ...values });

describe('effective dates', () => {
  it('apply a rule from its first day up to, not including, its end date', () => {
    const rules = [rule({ codeFrom: '99213', codeTo: '99213', isAuthorizationRequired: false, effectiveFrom: '2026-03-01', effectiveTo: '2026-04-01' })];
    expect(requiresAuthorization(rules, '99213', at({ date: '2026-02-28' }))).toBe(true);
    expect(requiresAuthorization(rules, '99213', at({ date: '2026-03-01' }))).toBe(false);
    expect(requiresAuthorization(rules, '99213', at({ date: '2026-03-31' }))).toBe(false);
    expect(requiresAuthorization(rules, '99213', at({ date: '2026-04-01' }))).toBe(true);
    expect(isInForce({ effectiveFrom: '2026-03-01', effectiveTo: null }, '2099-01-01')).toBe(true);
  });

  it('let a new rule take over from a retired one on the day it starts', () => {
    const rules = [
      rule({ approval: 'onSubmission', effectiveTo: '2026-06-01' }),
      rule({ approval: 'never', documentation: ['clinicalNotes'], effectiveFrom: '2026-06-01' }),
    ];
    expect(areApprovedOnSubmission(rules, [{ code: '97110', units: 4, days: 1 }], at({ date: '2026-05-31' }))).toBe(true);
    expect(areApprovedOnSubmission(rules, [{ code: '97110', units: 4, days: 1 }], at({ date: '2026-06-01' }))).toBe(false);
    expect(documentationFor(rules, '97110', at({ date: '2026-06-01' }))).toEqual(['clinicalNotes']);
  });
});

describe('which rule decides', () => {
  it('needs authorization for a code no rule names', () => {
    expect(requiresAuthorization([], '27447', at())).toBe(true);
    expect(ruleFor([], '27447', at())).toBeNull();
  });

  it('matches ranges of the same kind of code, case-insensitively', () => {
    const rules = [
      rule({ codeFrom: 'E0100', codeTo: 'E0199', isAuthorizationRequired: false }),
      rule({ codeFrom: '0001T', codeTo: '0099T', isAuthorizationRequired: false }),
    ];
    expect(requiresAuthorization(rules, 'e0114', at())).toBe(false);
    expect(requiresAuthorization(rules, 'E0200', at())).toBe(true);
    expect(requiresAuthorization(rules, '0042T', at())).toBe(false);
    expect(requiresAuthorization(rules, '00420', at())).toBe(true);
  });

  it('prefers a narrowed rule, then a narrower range', () => {
    const wide = rule({ codeFrom: '97000', codeTo: '97999', approval: 'never' });
    const single = rule({ approval: 'onSubmission' });
    const forDmeGroups = rule({ groupLists: ['dmeExclusionGroups'], approval: 'never', documentation: ['clinicalNotes'] });
    const rules = [wide, single, forDmeGroups];
    expect(ruleFor(rules, '97110', at())?.id).toBe(single.id);
    expect(ruleFor(rules, '97112', at())?.id).toBe(wide.id);
    expect(ruleFor(rules, '97110', at({ groupId: '4100' }))?.id).toBe(forDmeGroups.id);
    // An unknown group is not in any list: the narrowed rule does not apply.
    expect(ruleFor(rules, '97110', at({ groupId: null }))?.id).toBe(single.id);
  });

  it('applies a rule narrowed to places of service only at those places', () => {
    const rules = [rule({ codeFrom: '45378', codeTo: '45378', placesOfService: ['24'], isAuthorizationRequired: false })];
    expect(requiresAuthorization(rules, '45378', at({ placeOfService: '24' }))).toBe(false);
    expect(requiresAuthorization(rules, '45378', at({ placeOfService: '22' }))).toBe(true);
    expect(requiresAuthorization(rules, '45378', at({ placeOfService: null }))).toBe(true);
  });
});

describe('approval on submission', () => {
  const limited = rule({ approval: 'onSubmission', approvalMaxUnits: 12, approvalMaxDays: 30 });

  it('approves within the units and days, and pends beyond them', () => {
    expect(areApprovedOnSubmission([limited], [{ code: '97110', units: 12, days: 30 }], at())).toBe(true);
    expect(areApprovedOnSubmission([limited], [{ code: '97110', units: 13, days: 30 }], at())).toBe(false);
    expect(areApprovedOnSubmission([limited], [{ code: '97110', units: 12, days: 31 }], at())).toBe(false);
    // Not known yet (the wizard's first step): within the limits.
    expect(areApprovedOnSubmission([limited], [{ code: '97110', units: null, days: null }], at())).toBe(true);
  });

  it('approves outpatient places only, unless the rule names the places', () => {
    const anyOutpatient = rule({ approval: 'onSubmission' });
    expect(areApprovedOnSubmission([anyOutpatient], [{ code: '97110', units: 1, days: 1 }], at({ placeOfService: '21' }))).toBe(false);
    const atHospital = rule({ approval: 'onSubmission', approvalPlacesOfService: ['21'] });
    expect(areApprovedOnSubmission([atHospital], [{ code: '97110', units: 1, days: 1 }], at({ placeOfService: '21' }))).toBe(true);
    expect(areApprovedOnSubmission([atHospital], [{ code: '97110', units: 1, days: 1 }], at({ placeOfService: '11' }))).toBe(false);
  });

  it('needs every code of the request approved', () => {
    const rules = [rule({ approval: 'onSubmission' })];
    expect(
      areApprovedOnSubmission(
        rules,
        [
          { code: '97110', units: 1, days: 1 },
          { code: '27447', units: 1, days: 1 },
        ],
        at(),
      ),
    ).toBe(false);
    expect(areApprovedOnSubmission(rules, [], at())).toBe(false);
  });

  it('decides an automated standard request by the rules, and waits for clinicals without automation', () => {
    const rules = [rule({ approval: 'onSubmission' })];
    const request = { workflowId: 1, procedures: [{ code: '97110', units: 2, days: 1 }], admission: null, rules, context: at() };
    expect(decide({ ...request, isAutomation: true })).toEqual({ status: 'Approved', reason: 'Automated Approval' });
    expect(decide({ ...request, isAutomation: false })).toEqual({ status: 'Pending', reason: 'Pending Clinical Information' });
    expect(decide({ ...request, isAutomation: true, rules: [] })).toEqual({ status: 'Pending', reason: 'Clinical Review Required' });
  });
});

describe('the lists for everyone', () => {
  it('write ranges out and leave out codes a more specific rule requires', () => {
    const rules = [
      rule({ codeFrom: '99211', codeTo: '99215', isAuthorizationRequired: false }),
      rule({ codeFrom: '99214', codeTo: '99214', isAuthorizationRequired: true }),
      rule({ codeFrom: '93000', codeTo: '93000', isAuthorizationRequired: false, groupLists: ['standardWorkflowGroups'] }),
      rule({ codeFrom: '80053', codeTo: '80053', isAuthorizationRequired: false, effectiveFrom: '2027-01-01' }),
    ];
    expect(codesWhere(rules, '2026-03-10', isNotRequiringAuthorization).sort()).toEqual(['99211', '99212', '99213', '99215']);
    expect(codesWhere(rules, '2027-01-01', isNotRequiringAuthorization)).toContain('80053');
  });
});
