import type { Extension, Reference, Resource } from '@medplum/fhirtypes';
import { crdMessages, type IsoDate, type PolicyDocumentation, policyDocumentationLabels } from '@portal/contracts';
import { documentationFor, type PolicyContext, type PolicyRuleRow, requiresAuthorization } from '../../payer/prior-authorization-policy.js';
import { coverageInformationUrl } from '../../fhir/fhir-systems.js';
import type { BillingCode, CrdOrder } from './crd-orders.js';

/**
 * The plan's answer for one order in the terms of the guide's coverage-information extension (CRD 2.0.1
 * ext-coverage-information): covered, pa-needed, doc-needed and the rest, decided by the one policy engine. Codes
 * of an order that get the same answer share one extension (its billingCodes); different answers get their own, under
 * the order's one coverage-assertion-id and at most one satisfied-pa-id (CRD 2.2 §Coverage Information: repetitions
 * for the same coverage SHALL have the same ids).
 */

export { coverageInformationUrl };

export type Covered = 'covered' | 'not-covered' | 'conditional';
export type PaNeeded = 'no-auth' | 'auth-needed' | 'satisfied' | 'conditional';

export interface CoverageAnswer {
  covered: Covered;
  /** Absent when not covered (the extension's crd-ci-q2). */
  paNeeded: PaNeeded | null;
  /** Documentation the prior authorization request needs (the policy's), when it is needed. */
  documentation: readonly PolicyDocumentation[];
  /** The authorization that already covers the order (pa-needed "satisfied"). */
  satisfiedBy: string | null;
  /** Why the plan cannot tell more: the order has no code the policy is written in, or it is approved under another authorization. */
  infoNeeded: boolean;
  billingCodes: BillingCode[];
  /** Why the answer is what it is, in words (the extension's reason): a conditional or not-covered answer says why. */
  reasons: string[];
}

/** An approved line of one of the member's authorizations that the client's providers may see. */
export interface ApprovedService {
  authorizationNumber: string;
  code: string;
  from: IsoDate;
  to: IsoDate;
}

export interface MemberCoverageFacts {
  /** Why the member is not covered on the date (the plan's periods, the EHR's Coverage), or null when covered. */
  notCoveredReason: (date: IsoDate) => string | null;
  approved: readonly ApprovedService[];
  rules: readonly PolicyRuleRow[];
  policyContext: (date: IsoDate, placeOfService: string | null) => PolicyContext;
}

/**
 * The authorization whose approvals the order's codes rest on: the one that approves the most of them (one claim
 * carries one satisfied-pa-id), or none.
 */
function satisfyingAuthorization(order: CrdOrder, approved: readonly ApprovedService[], date: IsoDate): string | null {
  const counts = new Map<string, number>();
  for (const billingCode of order.codes) {
    const numbers = new Set(
      approved
        .filter((service) => service.code === billingCode.code && service.from <= date && date <= service.to)
        .map((service) => service.authorizationNumber),
    );
    for (const number of numbers) counts.set(number, (counts.get(number) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0] ?? null;
}

/** The answers for one order: one per distinct answer of its codes; an order without such codes is "conditional". */
export function coverageAnswersOf(order: CrdOrder, facts: MemberCoverageFacts, today: IsoDate): CoverageAnswer[] {
  const date = order.serviceDate ?? today;
  const none = { documentation: [], satisfiedBy: null, infoNeeded: false, billingCodes: [], reasons: [] };
  const notCovered = facts.notCoveredReason(date);
  if (notCovered !== null) return [{ ...none, covered: 'not-covered', paNeeded: null, billingCodes: order.codes, reasons: [notCovered] }];
  if (order.codes.length === 0) return [{ ...none, covered: 'covered', paNeeded: 'conditional', infoNeeded: true, reasons: [crdMessages.reasons.noCodes] }];

  const context = facts.policyContext(date, order.placeOfService);
  const satisfiedBy = satisfyingAuthorization(order, facts.approved, date);
  const answers = new Map<string, CoverageAnswer>();
  for (const billingCode of order.codes) {
    const approvals = facts.approved.filter((service) => service.code === billingCode.code && service.from <= date && date <= service.to);
    const elsewhere = approvals.find((service) => service.authorizationNumber !== satisfiedBy);
    const answer: CoverageAnswer = approvals.some((service) => service.authorizationNumber === satisfiedBy)
      ? { ...none, covered: 'covered', paNeeded: 'satisfied', satisfiedBy }
      : elsewhere
        ? {
            ...none,
            covered: 'covered',
            paNeeded: 'conditional',
            infoNeeded: true,
            reasons: [crdMessages.reasons.approvedUnderOtherAuthorization(elsewhere.authorizationNumber)],
          }
        : requiresAuthorization(facts.rules, billingCode.code, context)
          ? { ...none, covered: 'covered', paNeeded: 'auth-needed', documentation: documentationFor(facts.rules, billingCode.code, context) }
          : { ...none, covered: 'covered', paNeeded: 'no-auth' };
    const key = JSON.stringify([answer.paNeeded, answer.satisfiedBy, answer.documentation, answer.reasons]);
    const same = answers.get(key);
    if (same) same.billingCodes.push(billingCode);
    else answers.set(key, { ...answer, billingCodes: [billingCode] });
  }
  return [...answers.values()];
}

export interface AssertionContext {
  coverage: Reference;
  date: IsoDate;
  /** The canonical URL of the Questionnaire a kind of documentation is, when the plan publishes one. */
  questionnaireOf: (documentation: PolicyDocumentation) => string | null;
}

const part = (url: string, value: Omit<Extension, 'url'>): Extension => ({ url, ...value });

/**
 * The extension itself, its parts in the order the profile lists them. A doc-purpose comes with the reason that
 * names the documentation (CRD 2.2 crd-ci-q8), an info-needed OTH with the reason that says what (crd-ci-q6).
 */
export function coverageInformationExtension(answer: CoverageAnswer, assertionId: string, context: AssertionContext): Extension {
  const parts: Extension[] = [part('coverage', { valueReference: context.coverage }), part('covered', { valueCode: answer.covered })];
  if (answer.paNeeded) parts.push(part('pa-needed', { valueCode: answer.paNeeded }));
  const needsDocumentation = answer.paNeeded === 'auth-needed' && answer.documentation.length > 0;
  if (needsDocumentation) parts.push(part('doc-needed', { valueCode: 'clinical' }), part('doc-purpose', { valueCode: 'withpa' }));
  if (answer.infoNeeded) parts.push(part('info-needed', { valueCode: 'OTH' }));
  for (const code of answer.billingCodes) parts.push(part('billingCode', { valueCoding: { system: code.system, code: code.code } }));
  const reasons = needsDocumentation
    ? [...answer.reasons, crdMessages.reasons.documentation(answer.documentation.map((kind) => policyDocumentationLabels[kind]).join('; '))]
    : answer.reasons;
  for (const reason of reasons) parts.push(part('reason', { valueCodeableConcept: { text: reason } }));
  if (answer.paNeeded === 'auth-needed') {
    for (const documentation of answer.documentation) {
      const questionnaire = context.questionnaireOf(documentation);
      if (questionnaire) parts.push(part('questionnaire', { valueCanonical: questionnaire }));
    }
  }
  parts.push(part('date', { valueDate: context.date }), part('coverage-assertion-id', { valueString: assertionId }));
  if (answer.satisfiedBy) parts.push(part('satisfied-pa-id', { valueString: answer.satisfiedBy }));
  return { url: coverageInformationUrl, extension: parts };
}

/**
 * The order as the EHR sent it with the plan's coverage information: what a system action "update" carries. Any
 * coverage information an earlier call added is replaced, not repeated.
 */
export function annotatedOrder(resource: Resource, extensions: readonly Extension[]): Resource {
  const kept = ((resource as { extension?: Extension[] }).extension ?? []).filter((extension) => extension.url !== coverageInformationUrl);
  return { ...resource, extension: [...extensions, ...kept] } as Resource;
}
