import { describe, expect, it } from 'vitest';
import { buildDemoBenefitPlans } from '../demo/demo-benefit-plans.js';
import type { BenefitDesign } from './benefit-design.js';
import { escapeHtml } from '@portal/contracts';
import { precertTextFor } from './precert.js';

const designOf = (name: string): BenefitDesign => {
  const plan = buildDemoBenefitPlans().find((candidate) => candidate.planOptionName === name);
  if (!plan) throw new Error(`no design for ${name}`);
  return plan.design;
};
const gold = designOf('Evergreen Gold PPO');
const selectHmo = designOf('Evergreen Select HMO');

describe('precertTextFor', () => {
  it('answers a code that needs precertification with its rule texts by category and the plan’s cost share', () => {
    const answer = precertTextFor(gold, '72148');
    expect(Object.keys(answer)).toEqual(['Precertification', 'Site of Care', 'Clinical Criteria', 'Benefit Notes']);
    expect(answer.Precertification).toMatch(/^<p><strong>72148<\/strong> requires precertification under the Evergreen Gold PPO plan \(Advanced imaging/);
    expect(answer['Site of Care']).toContain('freestanding imaging center');
    expect(answer['Benefit Notes']).toContain('in network $150 copay (per scan); out of network 30% coinsurance after deductible');
  });

  it('answers any other code with a Precertification entry saying none is needed, naming the benefit category', () => {
    const answer = precertTextFor(gold, '90837');
    expect(answer.Precertification).toBe(
      '<p>No precertification is required for <strong>90837</strong> under the Evergreen Gold PPO plan. It falls under the benefit category <strong>Mental health and substance use, outpatient</strong>.</p>',
    );
    expect(answer['Benefit Notes']).toContain('in network $20 copay');
  });

  it('follows the plan: referral note for HMOs, their own cost shares, their own rules', () => {
    const answer = precertTextFor(selectHmo, '99214');
    expect(answer['Benefit Notes']).toContain('referral from the member’s primary care physician');
    expect(answer['Benefit Notes']).toContain('<strong>Specialist visit</strong>: in network $35 copay (referral required); out of network Not covered');
    expect(precertTextFor(gold, '99214')['Benefit Notes']).not.toContain('referral from');
    expect(precertTextFor(selectHmo, '58571').Precertification).toContain('requires precertification');
    expect(precertTextFor(gold, '58571').Precertification).toContain('No precertification is required');
  });

  it('joins the texts of every rule covering the code', () => {
    const withOverlap: BenefitDesign = {
      ...gold,
      precertRules: [
        ...gold.precertRules,
        { id: 'extra', label: 'Extra review', codeRanges: [{ from: '73721', to: '73721' }], categoryTexts: { 'Site of Care': '<p>Extra.</p>' } },
      ],
    };
    const answer = precertTextFor(withOverlap, '73721');
    expect(answer.Precertification).toContain('Advanced imaging (MRI, MRA, CT, CTA, PET, nuclear cardiology); Extra review');
    expect(answer['Site of Care']).toMatch(/freestanding imaging center.*<p>Extra\.<\/p>$/);
  });

  it('escapes text that is not ours to write as HTML', () => {
    expect(escapeHtml('<b>"A&B"</b>')).toBe('&lt;b&gt;&quot;A&amp;B&quot;&lt;/b&gt;');
    expect(precertTextFor({ ...gold, planOptionName: 'Gold <script>' }, '99213').Precertification).toContain('Gold &lt;script&gt; plan');
  });
});
