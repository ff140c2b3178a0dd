import {
  addDays,
  addDaysToTimestamp,
  authorizationStatuses as authorizationStatusWords,
  decisionDueAt,
  isoDateOf,
  priorityOfAuthorizationType,
} from '@portal/contracts';
import type { authorizations } from '../db/schema.js';
import { scenarios } from './authorization-scenarios.js';
import { authorizationNumberFor } from '../payer/authorization-numbers.js';
import type { Random } from './random.js';

/** The id is the running sequence number: the seed assigns it, so the detail rows can refer to it. */
export type AuthorizationRow = typeof authorizations.$inferInsert & { id: number };

/** Where outpatient services of an authorization take place (office, outpatient hospital, surgery center). */
const outpatientPlaces = ['11', '11', '19', '22', '24'] as const;

/**
 * The demo's scenarios, by the status each ends in; 'Pended' is a request waiting for the provider's information,
 * stored as Pending (one status vocabulary) with a reason that asks for information.
 */
export const authorizationStatuses = ['Approved', 'Pending', 'Denied', 'Pended', 'Partially Approved', 'Cancelled'] as const;
export type AuthorizationStatus = (typeof authorizationStatuses)[number];

/** Reasons that fit each status (the core system's decision vocabulary). */
const reasonsByStatus: Record<AuthorizationStatus, readonly string[]> = {
  Approved: ['Automated Approval', 'No Review Required', 'QH Policy'],
  Pending: ['Clinical Review Required', 'Pending Clinical Information'],
  Pended: ['Clinical Info Needed', 'Request Additional Information'],
  Denied: ['QH Policy', 'Clinical Review Required'],
  'Partially Approved': ['Clinical Review Required', 'QH Policy'],
  Cancelled: ['Request Additional Information', 'No Review Required'],
};

/** Spec 2 §9 authorization types, weighted towards standard requests. */
const authorizationTypeWeights: readonly (readonly [string, number])[] = [
  ['MEDRRT01', 40],
  ['MEDRRT02', 12],
  ['MEDRRT03', 8],
  ['MEDRRT04', 6],
  ['QHRECSTND', 3],
  ['QHRECCON', 2],
  ['QHRECPRED', 2],
  ['QHRECUR', 2],
  ['QHPRED', 4],
  ['QHCLMRV', 3],
];

export interface AuthorizationSpec {
  qhid: number;
  sex: string;
  status: AuthorizationStatus;
  /** Undefined: pick one that fits the status. */
  outcomeReason?: string;
  isInpatient: boolean;
  providerLocationId: number;
  facilityLocationId: number | null;
  /** Days from today to the start of service (negative: in the past). */
  startOffsetDays: number;
  kind?: 'dme' | 'maternity';
}

export { authorizationNumberFor };

function pickCodes(spec: AuthorizationSpec, random: Random) {
  return random.pick(scenarios[spec.kind ?? (spec.isInpatient ? 'inpatient' : 'outpatient')]);
}

export function buildAuthorization(spec: AuthorizationSpec, sequence: number, now: Date, random: Random): AuthorizationRow {
  const today = isoDateOf(now, 'UTC');
  const serviceFrom = addDays(today, spec.startOffsetDays);
  const isFuture = spec.startOffsetDays > 0;
  // Received before the service starts, and never after now.
  const receivedAt = addDaysToTimestamp(now, -(isFuture ? random.int(1, 10) : random.int(3, 20) - spec.startOffsetDays));
  receivedAt.setUTCHours(random.int(14, 23), random.int(0, 59), random.int(0, 59), 0);
  if (receivedAt > now) receivedAt.setTime(now.getTime() - 3_600_000);
  const stayDays = random.int(1, 6);
  const { diagnosis, procedure } = pickCodes(spec, random);
  const outcomeReason = spec.outcomeReason ?? random.pick(reasonsByStatus[spec.status]);
  const authorizationType = random.weighted(authorizationTypeWeights);
  const priority = priorityOfAuthorizationType(authorizationType);
  return {
    id: sequence,
    authorizationNumber: authorizationNumberFor(receivedAt, sequence),
    qhid: spec.qhid,
    providerLocationId: spec.providerLocationId,
    facilityLocationId: spec.facilityLocationId,
    status: spec.status === 'Pended' ? authorizationStatusWords.pending : spec.status,
    outcomeReason,
    authorizationType,
    priority,
    decisionDueAt: decisionDueAt(receivedAt, priority),
    isInpatient: spec.isInpatient,
    placeOfService: spec.isInpatient ? '21' : spec.kind === 'dme' ? '12' : random.pick(outpatientPlaces),
    serviceFrom,
    serviceTo: addDays(serviceFrom, spec.isInpatient ? stayDays : random.int(30, 180)),
    receivedAt,
    diagnosisCode: diagnosis.code,
    diagnosisDescription: diagnosis.description,
    procedureCode: procedure.code,
    procedureDescription: procedure.description,
    units: spec.isInpatient ? stayDays : spec.kind === 'dme' ? 1 : random.int(1, 12),
  };
}

const isWaiting = (status: AuthorizationStatus) => status === 'Pending' || status === 'Pended';

/** A random authorization of one member; some inpatient stays are future admissions. */
export function randomAuthorizationSpec(
  member: { qhid: number; sex: string },
  providerLocationIds: readonly number[],
  facilityLocationIds: readonly number[],
  random: Random,
): AuthorizationSpec {
  const status = random.weighted<AuthorizationStatus>([
    ['Approved', 50],
    ['Pending', 15],
    ['Pended', 8],
    ['Denied', 10],
    ['Partially Approved', 7],
    ['Cancelled', 10],
  ]);
  const isInpatient = random.chance(0.25);
  const isFutureAdmission = isInpatient && status === 'Approved' && random.chance(0.4);
  const isMaternity = isFutureAdmission && member.sex === 'F' && random.chance(0.35);
  const kind = isMaternity ? 'maternity' : !isInpatient && random.chance(0.1) ? 'dme' : undefined;
  return {
    qhid: member.qhid,
    sex: member.sex,
    status,
    outcomeReason: isFutureAdmission ? (isMaternity ? 'Future Admission-OB' : 'Future Admission') : undefined,
    isInpatient,
    providerLocationId: random.pick(providerLocationIds),
    facilityLocationId: isInpatient || random.chance(0.5) ? random.pick(facilityLocationIds) : null,
    // A request still waiting for a decision was sent lately: the review queue holds days, not years.
    startOffsetDays: isFutureAdmission ? random.int(5, 90) : isWaiting(status) ? random.int(-2, 30) : random.int(-700, 30),
    kind,
  };
}
