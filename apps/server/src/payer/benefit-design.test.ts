import { describe, expect, it } from 'vitest';
import { buildDemoBenefitPlans } from '../demo/demo-benefit-plans.js';
import { planOptionNames } from '../demo/demo-groups.js';
import { BenefitDesignSchema, describeAmounts, describeCostShare, isCodeInRange, precertRulesFor, serviceCategories } from './benefit-design.js';
import { serviceCategoriesOfCode } from './procedure-categories.js';

const plans = buildDemoBenefitPlans();
const designOf = (name: string) => {
  const plan = plans.find((candidate) => candidate.planOptionName === name);
  if (!plan) throw new Error(`no design for ${name}`);
  return plan.design;
};

describe('demo benefit designs', () => {
  it('has one valid design for every plan option members are enrolled in', () => {
    expect(plans.map((plan) => plan.planOptionName).sort()).toEqual([...planOptionNames].sort());
    for (const plan of plans) {
      expect(BenefitDesignSchema.parse(plan.design)).toEqual(plan.design);
      expect(Object.keys(plan.design.costShares).sort()).toEqual([...serviceCategories].sort());
    }
  });

  it('gives each plan its own deductibles and out-of-pocket maximums, within the out-of-pocket limit', () => {
    const deductibles = new Set(plans.map((plan) => plan.design.deductible.inNetwork.individual));
    expect(deductibles.size).toBe(plans.length);
    for (const { design } of plans) {
      const { inNetwork } = design.outOfPocketMaximum;
      expect(inNetwork.individual).toBeGreaterThanOrEqual(design.deductible.inNetwork.individual);
      expect(inNetwork.family).toBe(inNetwork.individual * 2);
      expect(inNetwork.individual).toBeLessThanOrEqual(10_150);
    }
  });

  it('covers out-of-network care only in the PPO and POS plans, emergencies in every plan', () => {
    for (const { design } of plans) {
      const hasOutOfNetwork = design.planType === 'PPO' || design.planType === 'POS';
      expect(design.deductible.outOfNetwork !== null).toBe(hasOutOfNetwork);
      expect(design.costShares.specialistVisit.outOfNetwork.isCovered).toBe(hasOutOfNetwork);
      expect(design.costShares.emergencyRoom.outOfNetwork).toEqual(design.costShares.emergencyRoom.inNetwork);
    }
  });

  it('asks more precertification of the managed-care plans than of the Gold PPO', () => {
    const gold = designOf('Evergreen Gold PPO');
    const silver = designOf('Evergreen Silver HMO');
    expect(silver.precertRules.length).toBeGreaterThan(gold.precertRules.length);
    expect(precertRulesFor(gold, '29881')).toEqual([]);
    expect(precertRulesFor(silver, '29881').map((rule) => rule.id)).toEqual(['arthroscopy']);
    expect(precertRulesFor(gold, '73721').map((rule) => rule.id)).toEqual(['advanced-imaging']);
    expect(precertRulesFor(gold, 'J9271').map((rule) => rule.id)).toEqual(['chemotherapy-radiation']);
  });
});

describe('cost share and amount texts', () => {
  const base = { isCovered: true, copay: null, coinsurancePercent: null, isDeductibleApplied: false };
  it('reads like a summary of benefits', () => {
    expect(describeCostShare({ ...base, copay: 20 })).toBe('$20 copay');
    expect(describeCostShare({ ...base, coinsurancePercent: 30, isDeductibleApplied: true })).toBe('30% coinsurance after deductible');
    expect(describeCostShare({ ...base, copay: 250, coinsurancePercent: 10, note: 'waived if admitted' })).toBe(
      '$250 copay, then 10% coinsurance (waived if admitted)',
    );
    expect(describeCostShare({ ...base, copay: 0 })).toBe('No charge');
    expect(describeCostShare({ ...base, copay: 1500, isDeductibleApplied: true })).toBe('$1,500 copay after deductible');
    expect(describeCostShare({ ...base, isCovered: false, copay: 20 })).toBe('Not covered');
    expect(describeAmounts({ individual: 7000, family: 14000 })).toEqual({ individual: '$7,000', family: '$14,000' });
    expect(describeAmounts(null)).toEqual({ individual: 'Not covered', family: 'Not covered' });
  });
});

describe('code ranges and benefit categories', () => {
  it('compares codes of the same length as text', () => {
    expect(isCodeInRange('70551', { from: '70540', to: '70559' })).toBe(true);
    expect(isCodeInRange('70560', { from: '70540', to: '70559' })).toBe(false);
    expect(isCodeInRange('e0601', { from: 'E0600', to: 'E0601' })).toBe(true);
    expect(isCodeInRange('7055', { from: '70540', to: '70559' })).toBe(false);
  });

  it('puts codes under the category they are paid by, narrow ranges first', () => {
    expect(serviceCategoriesOfCode('99213')).toEqual(['primaryCareVisit', 'specialistVisit']);
    expect(serviceCategoriesOfCode('73721')).toEqual(['advancedImaging']);
    expect(serviceCategoriesOfCode('71046')).toEqual(['labAndXray']);
    expect(serviceCategoriesOfCode('59400')).toEqual(['maternity']);
    expect(serviceCategoriesOfCode('76805')).toEqual(['maternity']);
    expect(serviceCategoriesOfCode('27447')).toEqual(['outpatientSurgery']);
    expect(serviceCategoriesOfCode('77385')).toEqual(['chemotherapyRadiation']);
    expect(serviceCategoriesOfCode('90837')).toEqual(['mentalHealthOutpatient']);
    expect(serviceCategoriesOfCode('E0601')).toEqual(['durableMedicalEquipment']);
    expect(serviceCategoriesOfCode('J1885')).toEqual(['officeAdministeredDrugs']);
    expect(serviceCategoriesOfCode('0001U')).toEqual(['otherServices']);
  });
});
