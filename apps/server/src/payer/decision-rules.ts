import { type DeliveryType, type MaternityType, standardStayDays, workflowIds } from '@portal/contracts';
import { areApprovedOnSubmission, type PolicyContext, type PolicyProcedure, type PolicyRuleRow } from './prior-authorization-policy.js';

/**
 * The plan's utilization-management decision rules for requests submitted online (issue 7): some requests are
 * approved on submission, every other one is pended for a reviewer. Only automated workflows decide at once;
 * without automation the plan waits for the clinicals. Which procedures are approved on submission is the plan's
 * policy (prior-authorization-policy.ts, rows in the database); the workflow rules below are not per code and stay
 * here as named constants: an unplanned admission through the ER or a direct admission of at most 3 days, and
 * maternity's standard stays.
 */

/** Unplanned admissions approved on notification: through these sources, for at most this many days. */
const autoApprovedAdmissionSources: ReadonlySet<string> = new Set(['ER', 'Direct']);
export const autoApprovedAdmissionDays = 3;

export const decisionStatuses = { approved: 'Approved', pending: 'Pending' } as const;

export interface DecisionInput {
  workflowId: number;
  isAutomation: boolean;
  procedures: readonly PolicyProcedure[];
  admission: { source: string; days: number | null } | null;
  /** The policy's rules and where they are asked from (date of service, group, place of service). */
  rules: readonly PolicyRuleRow[];
  context: PolicyContext;
}

export interface Decision {
  status: string;
  reason: string;
}

const approved: Decision = { status: decisionStatuses.approved, reason: 'Automated Approval' };

export function decide(input: DecisionInput): Decision {
  if (!input.isAutomation) return { status: decisionStatuses.pending, reason: 'Pending Clinical Information' };
  if (input.workflowId === workflowIds.unplannedAdmission) {
    const admission = input.admission;
    const isShortStay = admission?.days !== null && admission?.days !== undefined && admission.days <= autoApprovedAdmissionDays;
    return admission && autoApprovedAdmissionSources.has(admission.source) && isShortStay
      ? approved
      : { status: decisionStatuses.pending, reason: 'Clinical Review Required' };
  }
  return areApprovedOnSubmission(input.rules, input.procedures, input.context)
    ? approved
    : { status: decisionStatuses.pending, reason: 'Clinical Review Required' };
}

/**
 * isAuthAutoApproved: would a standard request for this code alone be approved on submission? Its place, units and
 * days are not known yet: an outpatient place, within the rule's limits.
 */
export const isCodeAutoApproved = (code: string, isAutomation: boolean, rules: readonly PolicyRuleRow[], context: PolicyContext): boolean =>
  decide({ workflowId: workflowIds.standard, isAutomation, procedures: [{ code, units: null, days: null }], admission: null, rules, context }).status ===
  decisionStatuses.approved;

/** A maternity request as the plan decides it (issue 8): the stay counted by maternityStayOf. */
export interface MaternityDecisionInput {
  isAutomation: boolean;
  type: MaternityType;
  deliveryType: DeliveryType;
  stayDays: number;
}

export interface MaternityDecision {
  mother: Decision;
  /** The baby's own NICU authorization (Newborn in NICU). */
  baby: Decision | null;
  /** A second authorization the request needs: the newborn's routine stay after a cesarean ("two authorizations"). */
  newbornStay: Decision | null;
}

const pendedForReview: Decision = { status: decisionStatuses.pending, reason: 'Clinical Review Required' };

/**
 * Maternity: a future OB admission is approved as a future admission; a stay after delivery within the plan's
 * standard stay (2 days vaginal, 4 cesarean) is approved and a longer one reviewed; a NICU stay is always reviewed.
 * A cesarean delivery also needs the newborn's own stay authorized, decided like the mother's. Without automation
 * every part waits for the clinicals.
 */
export function decideMaternity(input: MaternityDecisionInput): MaternityDecision {
  const waiting: Decision = { status: decisionStatuses.pending, reason: 'Pending Clinical Information' };
  const isDelivered = input.type !== 'Future OB Admission';
  const isCesarean = input.deliveryType === 'Cesarean Section';
  const baby = input.type === 'Newborn in NICU' ? (input.isAutomation ? pendedForReview : waiting) : null;
  // A NICU baby's stay is the baby's own authorization, not a routine newborn stay.
  const needsNewbornStay = input.type === 'Post-delivery' && isCesarean;
  if (!input.isAutomation) return { mother: waiting, baby, newbornStay: needsNewbornStay ? waiting : null };
  if (!isDelivered) return { mother: { status: decisionStatuses.approved, reason: 'Future Admission-OB' }, baby, newbornStay: null };
  const withinStandardStay = input.stayDays <= standardStayDays(input.deliveryType) ? approved : pendedForReview;
  return { mother: withinStandardStay, baby, newbornStay: needsNewbornStay ? withinStandardStay : null };
}
