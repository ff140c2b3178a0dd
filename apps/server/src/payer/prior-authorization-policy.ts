import {
  codeRangeSize,
  codesOfRange,
  type IsoDate,
  isCodeInPolicyRange,
  type PolicyDocumentation,
  type PolicyGroupList,
  policyGroupLists,
  type PolicyRuleValues,
  placeOfServiceByCode,
  type Settings,
} from '@portal/contracts';

/**
 * The one prior-authorization policy engine (issue 18): pure functions over the plan's rule rows. Every answer to
 * "is authorization needed, is it approved on submission, what documentation" comes from here, whoever asks (the
 * decision on submission, isAuthAutoApproved, the CPT boxes, the MRI questionnaire, Add CPT, the public list).
 *
 * A rule applies to a request on the request's date of service: effectiveFrom ≤ date < effectiveTo. When several
 * rules cover a code, the most specific one decides: one narrowed to group lists or places of service before one
 * that is not, a narrower code range before a wider one, then the one that took effect last.
 */

export interface PolicyRuleRow extends PolicyRuleValues {
  id: number;
}

/** A code with no rule needs authorization: the plan lists the exceptions, not every code that exists. */
export const unlistedCodeRequiresAuthorization = true;

/** Where a question is asked from. A null group or place means "not known": rules narrowed to them do not apply. */
export interface PolicyContext {
  date: IsoDate;
  groupId: string | null;
  groupLists: Settings['groupLists'];
  placeOfService: string | null;
}

export const isInForce = (rule: Pick<PolicyRuleValues, 'effectiveFrom' | 'effectiveTo'>, date: IsoDate): boolean =>
  rule.effectiveFrom <= date && (rule.effectiveTo === null || date < rule.effectiveTo);

/** The settings' group lists that name the group. */
export function groupListsOf(groupId: string, groupLists: Settings['groupLists']): PolicyGroupList[] {
  return policyGroupLists.filter((name) => groupLists[name].includes(groupId));
}

function appliesTo(rule: PolicyRuleRow, code: string, context: PolicyContext, memberLists: readonly PolicyGroupList[]): boolean {
  if (!isInForce(rule, context.date) || !isCodeInPolicyRange(code, rule.codeFrom, rule.codeTo)) return false;
  if (rule.groupLists.length > 0 && !rule.groupLists.some((name) => memberLists.includes(name))) return false;
  if (rule.placesOfService.length > 0 && (context.placeOfService === null || !rule.placesOfService.includes(context.placeOfService))) return false;
  return true;
}

/** Higher first: narrowed by group and place, then the narrower range, then the later start, then the later row. */
function compareSpecificity(a: PolicyRuleRow, b: PolicyRuleRow): number {
  const narrowing = (rule: PolicyRuleRow) => (rule.groupLists.length > 0 ? 1 : 0) + (rule.placesOfService.length > 0 ? 1 : 0);
  return (
    narrowing(b) - narrowing(a) ||
    codeRangeSize(a.codeFrom, a.codeTo) - codeRangeSize(b.codeFrom, b.codeTo) ||
    b.effectiveFrom.localeCompare(a.effectiveFrom) ||
    b.id - a.id
  );
}

/** The rule that decides for a code in a context, or null when none does. */
export function ruleFor(rules: readonly PolicyRuleRow[], code: string, context: PolicyContext): PolicyRuleRow | null {
  const normalized = code.trim().toUpperCase();
  const memberLists = context.groupId === null ? [] : groupListsOf(context.groupId, context.groupLists);
  const candidates = rules.filter((rule) => appliesTo(rule, normalized, context, memberLists));
  return candidates.sort(compareSpecificity)[0] ?? null;
}

export function requiresAuthorization(rules: readonly PolicyRuleRow[], code: string, context: PolicyContext): boolean {
  return ruleFor(rules, code, context)?.isAuthorizationRequired ?? unlistedCodeRequiresAuthorization;
}

export function documentationFor(rules: readonly PolicyRuleRow[], code: string, context: PolicyContext): readonly PolicyDocumentation[] {
  return ruleFor(rules, code, context)?.documentation ?? [];
}

/** One procedure line of a request; units and days null when not known yet (the wizard's first step). */
export interface PolicyProcedure {
  code: string;
  units: number | null;
  days: number | null;
}

/**
 * Whether the rule approves the procedure on submission: within its units, days and places. A rule naming no place
 * approves at outpatient places only; an inpatient stay is approved on submission only at a place a rule names.
 */
export function isApprovedByRule(rule: PolicyRuleRow | null, procedure: PolicyProcedure, placeOfService: string | null): boolean {
  if (!rule || !rule.isAuthorizationRequired || rule.approval !== 'onSubmission') return false;
  if (rule.approvalMaxUnits !== null && procedure.units !== null && procedure.units > rule.approvalMaxUnits) return false;
  if (rule.approvalMaxDays !== null && procedure.days !== null && procedure.days > rule.approvalMaxDays) return false;
  if (rule.approvalPlacesOfService.length > 0) return placeOfService !== null && rule.approvalPlacesOfService.includes(placeOfService);
  return placeOfService === null || !(placeOfServiceByCode(placeOfService)?.isInpatient ?? false);
}

/** Every procedure of the request is approved on submission by its rule (a request without procedures is not). */
export function areApprovedOnSubmission(rules: readonly PolicyRuleRow[], procedures: readonly PolicyProcedure[], context: PolicyContext): boolean {
  return procedures.length > 0 && procedures.every((procedure) => isApprovedByRule(ruleFor(rules, procedure.code, context), procedure, context.placeOfService));
}

/**
 * The codes for which the policy answers `predicate` wherever and for whomever the question is asked on `date`
 * (rules not narrowed to groups or places), ranges written out: the lists the browser checks codes against.
 */
export function codesWhere(rules: readonly PolicyRuleRow[], date: IsoDate, predicate: (rule: PolicyRuleRow) => boolean): string[] {
  const everywhere = rules.filter((rule) => rule.groupLists.length === 0 && rule.placesOfService.length === 0 && isInForce(rule, date));
  const context: PolicyContext = { date, groupId: null, placeOfService: null, groupLists: emptyGroupLists };
  const candidates = new Set(everywhere.filter(predicate).flatMap((rule) => codesOfRange(rule.codeFrom, rule.codeTo)));
  return [...candidates].filter((code) => {
    const rule = ruleFor(everywhere, code, context);
    return rule !== null && predicate(rule);
  });
}

const emptyGroupLists = Object.fromEntries(policyGroupLists.map((name) => [name, []])) as unknown as Settings['groupLists'];

export const isNotRequiringAuthorization = (rule: PolicyRuleRow) => !rule.isAuthorizationRequired;
export const needsDocumentation = (kind: PolicyDocumentation) => (rule: PolicyRuleRow) => rule.documentation.includes(kind);
