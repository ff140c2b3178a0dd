import { type DeliveryType, type MaternityType, standardStayDays, workflowIds } from '@portal/contracts';

/**
 * The plan's utilization-management decision rules for requests submitted online (issue 7): some requests are
 * approved on submission, every other one is pended for a reviewer. Only automated workflows decide at once;
 * without automation the plan waits for the clinicals.
 */

/** Procedures approved on submission when every code of an automated outpatient request is on the list. */
export const autoApprovedProcedureCodes: ReadonlySet<string> = new Set([
  // Physical and occupational therapy evaluations and treatment.
  '97110', '97112', '97140', '97161', '97162', '97163', '97165', '97530',
  // Advanced imaging of the head, spine and knee.
  '70551', '70553', '72141', '72148', '73721', '74177',
  // Colonoscopy, sleep study.
  '45378', '95810',
  // Home equipment: CPAP, crutches, walker, standard wheelchair, hospital bed.
  'E0601', 'E0114', 'E0143', 'K0001', 'E0250',
]);

/** Unplanned admissions approved on notification: through these sources, for at most this many days. */
const autoApprovedAdmissionSources: ReadonlySet<string> = new Set(['ER', 'Direct']);
export const autoApprovedAdmissionDays = 3;

export const decisionStatuses = { approved: 'Approved', pending: 'Pending' } as const;

export interface DecisionInput {
  workflowId: number;
  isAutomation: boolean;
  isInpatient: boolean;
  procedureCodes: readonly string[];
  admission: { source: string; days: number | null } | null;
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
    return admission && autoApprovedAdmissionSources.has(admission.source) && isShortStay ? approved : { status: decisionStatuses.pending, reason: 'Clinical Review Required' };
  }
  const everyCodeApproved = input.procedureCodes.length > 0 && input.procedureCodes.every((code) => autoApprovedProcedureCodes.has(code.toUpperCase()));
  return !input.isInpatient && everyCodeApproved ? approved : { status: decisionStatuses.pending, reason: 'Clinical Review Required' };
}

/** isAuthAutoApproved: would a standard request for this code alone be approved on submission? */
export const isCodeAutoApproved = (code: string, isAutomation: boolean): boolean =>
  decide({ workflowId: workflowIds.standard, isAutomation, isInpatient: false, procedureCodes: [code], admission: null }).status === decisionStatuses.approved;

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
