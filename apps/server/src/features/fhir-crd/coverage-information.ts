import type { Extension, Reference, Resource } from '@medplum/fhirtypes';
import type { IsoDate, PolicyDocumentation } from '@portal/contracts';
import { documentationFor, type PolicyContext, type PolicyRuleRow, requiresAuthorization } from '../../payer/prior-authorization-policy.js';
import { coverageInformationUrl } from '../../fhir/fhir-systems.js';
import type { BillingCode, CrdOrder } from './crd-orders.js';

/**
 * The plan's answer for one order in the terms of the guide's coverage-information extension (CRD 2.0.1
 * ext-coverage-information): covered, pa-needed, doc-needed and the rest, decided by the one policy engine. Codes
 * of an order that get the same answer share one extension (its billingCodes); different answers get their own.
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
  /** Why the plan cannot tell more: the order has no code the policy is written in. */
  infoNeeded: boolean;
  billingCodes: BillingCode[];
}

/** An approved line of one of the member's authorizations that the client's providers may see. */
export interface ApprovedService {
  authorizationNumber: string;
  code: string;
  from: IsoDate;
  to: IsoDate;
}

export interface MemberCoverageFacts {
  isCovered: (date: IsoDate) => boolean;
  approved: readonly ApprovedService[];
  rules: readonly PolicyRuleRow[];
  policyContext: (date: IsoDate, placeOfService: string | null) => PolicyContext;
}

/** The answers for one order: one per distinct answer of its codes; an order without such codes is "conditional". */
export function coverageAnswersOf(order: CrdOrder, facts: MemberCoverageFacts, today: IsoDate): CoverageAnswer[] {
  const date = order.serviceDate ?? today;
  const none = { documentation: [], satisfiedBy: null, infoNeeded: false, billingCodes: [] };
  if (!facts.isCovered(date)) return [{ ...none, covered: 'not-covered', paNeeded: null, billingCodes: order.codes }];
  if (order.codes.length === 0) return [{ ...none, covered: 'covered', paNeeded: 'conditional', infoNeeded: true }];

  const context = facts.policyContext(date, order.placeOfService);
  const answers = new Map<string, CoverageAnswer>();
  for (const billingCode of order.codes) {
    const approved = facts.approved.find((service) => service.code === billingCode.code && service.from <= date && date <= service.to);
    const isRequired = requiresAuthorization(facts.rules, billingCode.code, context);
    const answer: CoverageAnswer = approved
      ? { ...none, covered: 'covered', paNeeded: 'satisfied', satisfiedBy: approved.authorizationNumber }
      : isRequired
        ? { ...none, covered: 'covered', paNeeded: 'auth-needed', documentation: documentationFor(facts.rules, billingCode.code, context) }
        : { ...none, covered: 'covered', paNeeded: 'no-auth' };
    const key = JSON.stringify([answer.paNeeded, answer.satisfiedBy, answer.documentation]);
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

/** The extension itself, its parts in the order the profile lists them. */
export function coverageInformationExtension(answer: CoverageAnswer, assertionId: string, context: AssertionContext): Extension {
  const parts: Extension[] = [part('coverage', { valueReference: context.coverage }), part('covered', { valueCode: answer.covered })];
  if (answer.paNeeded) parts.push(part('pa-needed', { valueCode: answer.paNeeded }));
  if (answer.paNeeded === 'auth-needed' && answer.documentation.length > 0) {
    parts.push(part('doc-needed', { valueCode: 'clinical' }), part('doc-purpose', { valueCode: 'withpa' }));
  }
  if (answer.infoNeeded) parts.push(part('info-needed', { valueCode: 'OTH' }));
  for (const code of answer.billingCodes) parts.push(part('billingCode', { valueCoding: { system: code.system, code: code.code } }));
  if (answer.infoNeeded)
    parts.push(part('reason', { valueCodeableConcept: { text: 'The order names no CPT or HCPCS code: the plan’s requirements are set per code.' } }));
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
