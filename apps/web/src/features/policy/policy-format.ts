import {
  formatPolicyCode,
  isoToUsDate,
  type PolicyRule,
  policyDocumentationLabels,
  policyGroupListLabels,
  policyMessages as text,
  placeOfServiceByCode,
} from '@portal/contracts';

const placeName = (code: string) => `${code} ${placeOfServiceByCode(code)?.description ?? ''}`.trim();

/** Where a rule applies, in words: its group lists and places, or everywhere. */
export function appliesToText(rule: Pick<PolicyRule, 'groupLists' | 'placesOfService'>): string {
  const parts = [...rule.groupLists.map((name) => policyGroupListLabels[name]), ...rule.placesOfService.map(placeName)];
  return parts.length ? parts.join('; ') : text.everywhere;
}

/** When a rule is approved on submission, in words. */
export function approvalText(
  rule: Pick<PolicyRule, 'isAuthorizationRequired' | 'approval' | 'approvalMaxUnits' | 'approvalMaxDays' | 'approvalPlacesOfService'>,
): string {
  if (!rule.isAuthorizationRequired || rule.approval === 'never') return text.approvals.never;
  const limits = [
    rule.approvalMaxUnits === null ? null : text.withinUnits(rule.approvalMaxUnits),
    rule.approvalMaxDays === null ? null : text.withinDays(rule.approvalMaxDays),
    rule.approvalPlacesOfService.length ? text.atPlaces(rule.approvalPlacesOfService.map(placeName).join(', ')) : null,
  ].filter((part): part is string => part !== null);
  return text.approvalWithin(limits);
}

export const documentationText = (rule: Pick<PolicyRule, 'documentation'>) =>
  rule.documentation.length ? rule.documentation.map((kind) => policyDocumentationLabels[kind]).join('; ') : text.none;

export const effectiveText = (rule: { effectiveFrom: string; effectiveTo: string | null }) =>
  text.effectiveRange(isoToUsDate(rule.effectiveFrom), rule.effectiveTo === null ? null : isoToUsDate(rule.effectiveTo));

/** Whether a rule matches a search: its code or range holds the typed code, or its words contain the typed words. */
export function matchesSearch(rule: { codeFrom: string; codeTo: string; description: string }, search: string): boolean {
  const term = search.trim().toUpperCase();
  if (term === '') return true;
  if (term.length === rule.codeFrom.length && rule.codeFrom <= term && term <= rule.codeTo) return true;
  const haystack = `${formatPolicyCode(rule)} ${rule.codeFrom}-${rule.codeTo} ${rule.description}`.toUpperCase();
  return term.split(/\s+/).every((word) => haystack.includes(word));
}
