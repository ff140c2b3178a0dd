import { escapeHtml } from '@portal/contracts';
import { type BenefitDesign, describeCostShare, precertCategoryNames, precertRulesFor, serviceCategoryLabels } from './benefit-design.js';
import { serviceCategoriesOfCode } from './procedure-categories.js';

/** What the plan pays for the code's benefit categories, one list item each (HTML). */
function costShareList(design: BenefitDesign, code: string): string {
  const items = serviceCategoriesOfCode(code).map((category) => {
    const share = design.costShares[category];
    return (
      `<li><strong>${escapeHtml(serviceCategoryLabels[category])}</strong>: in network ${escapeHtml(describeCostShare(share.inNetwork))}; ` +
      `out of network ${escapeHtml(describeCostShare(share.outOfNetwork))}.</li>`
    );
  });
  return `<ul>${items.join('')}</ul>`;
}

function referralNote(design: BenefitDesign): string {
  return design.isReferralRequired
    ? '<p>This plan also needs a referral from the member’s primary care physician for specialist care; a referral is not a precertification.</p>'
    : '';
}

/**
 * The CPT lookup's answer for (plan, code) (spec 2 §2.10): category name → HTML. A code that needs
 * precertification gets its rules' texts; any other code gets a 'Precertification' entry saying none is needed
 * under this plan and which benefit category it falls under. 'Benefit Notes' always carries what the plan pays.
 */
export function precertTextFor(design: BenefitDesign, code: string): Record<string, string> {
  const normalized = code.toUpperCase();
  const rules = precertRulesFor(design, normalized);
  const plan = escapeHtml(design.planOptionName);
  const costShares = `<p>What the plan pays for ${normalized}:</p>${costShareList(design, normalized)}`;

  if (rules.length === 0) {
    const categories = serviceCategoriesOfCode(normalized).map((category) => `<strong>${escapeHtml(serviceCategoryLabels[category])}</strong>`);
    return {
      [precertCategoryNames.precertification]:
        `<p>No precertification is required for <strong>${normalized}</strong> under the ${plan} plan. ` +
        `It falls under the benefit category ${categories.join(' / ')}.</p>`,
      [precertCategoryNames.benefitNotes]: costShares + referralNote(design),
    };
  }

  // Several rules may cover one code (a drug that is both specialty and chemotherapy): their texts are joined per category.
  const texts = new Map<string, string[]>();
  for (const rule of rules) {
    for (const [category, text] of Object.entries(rule.categoryTexts)) texts.set(category, [...(texts.get(category) ?? []), text]);
  }
  const answer: Record<string, string> = {
    [precertCategoryNames.precertification]:
      `<p><strong>${normalized}</strong> requires precertification under the ${plan} plan ` +
      `(${rules.map((rule) => escapeHtml(rule.label)).join('; ')}).</p>` +
      (texts.get(precertCategoryNames.precertification) ?? []).join(''),
  };
  for (const [category, parts] of texts) {
    if (category !== precertCategoryNames.precertification && category !== precertCategoryNames.benefitNotes) answer[category] = parts.join('');
  }
  answer[precertCategoryNames.benefitNotes] = (texts.get(precertCategoryNames.benefitNotes) ?? []).join('') + costShares + referralNote(design);
  return answer;
}
