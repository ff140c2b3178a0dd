import { addDays, addDaysToTimestamp, determinationOfStatus, isoDateOf } from '@portal/contracts';
import type { authorizationExtensions, authorizationNotes, authorizationOutcomes, authorizationProcedures, authorizationStatusChanges } from '../db/schema.js';
import { scenarios } from './authorization-scenarios.js';
import type { AuthorizationRow, AuthorizationSpec, AuthorizationStatus } from './demo-authorizations.js';
import { femaleFirstNames, lastNames, maleFirstNames } from './demo-names.js';
import { createRandom, demoSeed, type Random } from './random.js';

export type ProcedureRow = typeof authorizationProcedures.$inferInsert & { id: number };
export type ExtensionRow = typeof authorizationExtensions.$inferInsert & { id: number };
export type OutcomeRow = typeof authorizationOutcomes.$inferInsert;
export type NoteRow = typeof authorizationNotes.$inferInsert;
export type StatusChangeRow = typeof authorizationStatusChanges.$inferInsert;

export interface AuthorizationDetails {
  procedures: ProcedureRow[];
  extensions: ExtensionRow[];
  outcomes: OutcomeRow[];
  notes: NoteRow[];
  statusChanges: StatusChangeRow[];
}

/** Running ids of the detail rows: children refer to their parents' ids, so the seed assigns them itself. */
export interface DetailSequences {
  procedure: number;
  extension: number;
}

/** The core system writes its own status words; the portal normalises them (spec 2 §4: 'Approve', 'Pend'…). */
const statusWords: Record<AuthorizationStatus, readonly string[]> = {
  Approved: ['Approved', 'Approved', 'Approve'],
  Pending: ['Pending', 'Pend'],
  Pended: ['Pended', 'Pend'],
  Denied: ['Denied'],
  'Partially Approved': ['Partially Approved'],
  Cancelled: ['Cancelled'],
};

/** Reasons outside the editable list (spec 2 §4), so the data has decisions whose dates cannot be edited. */
const fixedDecisionReasons: Partial<Record<AuthorizationStatus, readonly string[]>> = {
  Denied: ['Not Medically Necessary', 'Not a Covered Benefit'],
  Cancelled: ['Duplicate Request', 'Cancelled by Provider'],
};

const noteTexts = [
  'Clinical notes received by fax; forwarded to nurse review.',
  'Called the provider office to request the most recent imaging report.',
  'Reviewed against InterQual criteria; criteria met.',
  'Medical director review requested for the number of visits.',
  'Member eligibility verified for the dates of service.',
  'Peer-to-peer review offered to the requesting provider.',
];
const noteAuthors = ['UM Nurse Reviewer', 'Care Coordinator', 'Medical Director', 'Intake Specialist'];

const phone = (random: Random) => `916-555-${String(random.int(1000, 9999))}`;

/**
 * The procedures, decisions, extensions and notes behind one demo authorization (issue 6): inpatient stays have
 * admission decisions (days) and sometimes an extension; outpatient services one or two procedures with unit
 * decisions, partly approved or still undecided. Draws from its own stream per authorization, so adding detail
 * changes no other demo row. Fills in the header's requestor, network statuses and, where the plan gave none, a
 * reason outside the editable list for some denials and cancellations.
 */
export function buildAuthorizationDetails(
  authorization: AuthorizationRow & { id: number },
  spec: AuthorizationSpec,
  now: Date,
  sequences: DetailSequences,
): AuthorizationDetails {
  const random = createRandom(demoSeed).fork(`authorization:${authorization.id}`);
  const details: AuthorizationDetails = { procedures: [], extensions: [], outcomes: [], notes: [], statusChanges: [] };
  const today = isoDateOf(now, 'UTC');
  const decidedAt = addDaysToTimestamp(authorization.receivedAt as Date, random.int(0, 2));
  const firstNames = random.chance(0.5) ? femaleFirstNames : maleFirstNames;
  authorization.requestedBy = `${random.pick(firstNames)} ${random.pick(lastNames)}`;
  authorization.requestorPhone = phone(random);
  authorization.requestorFax = phone(random);
  authorization.providerNetworkStatusId = random.weighted([
    [1, 80],
    [7, 10],
    [4, 10],
  ] as const);
  authorization.facilityNetworkStatusId =
    authorization.facilityLocationId === null
      ? null
      : random.weighted([
          [1, 70],
          [2, 10],
          [3, 8],
          [5, 7],
          [6, 5],
        ] as const);
  const fixedReasons = fixedDecisionReasons[spec.status];
  if (spec.outcomeReason === undefined && fixedReasons && random.chance(0.5)) authorization.outcomeReason = random.pick(fixedReasons);

  const isUndecided = (spec.status === 'Pending' || spec.status === 'Pended') && random.chance(0.3);
  const decide = (line: Omit<OutcomeRow, 'authorizationId' | 'status' | 'reason' | 'decidedAt'>, status = random.pick(statusWords[spec.status])) =>
    details.outcomes.push({ ...line, authorizationId: authorization.id, status, reason: authorization.outcomeReason, decidedAt });

  const addProcedure = (code: string, description: string, quantity: number, startDate: string, endDate: string): ProcedureRow => {
    sequences.procedure += 1;
    const procedure = {
      id: sequences.procedure,
      authorizationId: authorization.id,
      position: details.procedures.length,
      cptCode: code,
      description,
      quantity,
      startDate,
      endDate,
    };
    details.procedures.push(procedure);
    return procedure;
  };

  const from = authorization.serviceFrom as string;
  const to = authorization.serviceTo as string;
  const primary = addProcedure(authorization.procedureCode, authorization.procedureDescription, authorization.isInpatient ? 1 : authorization.units, from, to);

  if (authorization.isInpatient) {
    if (!isUndecided) {
      decide({ procedureId: null, extensionId: null, startDate: from, endDate: to, units: authorization.units });
      decide({ procedureId: primary.id, extensionId: null, startDate: from, endDate: to, units: 1 });
    }
    // A stay under way or over, approved: sometimes extended by concurrent review.
    if (spec.status === 'Approved' && from <= today && !spec.outcomeReason?.startsWith('Future Admission') && random.chance(0.35)) {
      sequences.extension += 1;
      const end = addDays(to, random.int(2, 4));
      details.extensions.push({
        id: sequences.extension,
        authorizationId: authorization.id,
        procedureId: null,
        startDate: to,
        endDate: end,
        units: null,
        requestedAt: decidedAt,
      });
      const extensionStatus = end < today ? 'Approved' : random.pick(['Approved', 'Pending']);
      details.outcomes.push({
        authorizationId: authorization.id,
        procedureId: null,
        extensionId: sequences.extension,
        status: extensionStatus,
        reason: extensionStatus === 'Approved' ? 'Concurrent Review Approved' : 'Clinical Review Required',
        startDate: to,
        endDate: end,
        units: random.int(2, 4),
        decidedAt,
      });
    }
  } else {
    const companions = scenarios[spec.kind ?? 'outpatient'].filter((scenario) => scenario.procedure.code !== primary.cptCode);
    const second = companions.length > 0 && random.chance(0.3) ? random.pick(companions).procedure : null;
    const secondary = second ? addProcedure(second.code, second.description, random.int(1, 6), from, to) : null;
    if (!isUndecided) {
      if (spec.status === 'Partially Approved') {
        decide({ procedureId: primary.id, extensionId: null, startDate: from, endDate: to, units: Math.max(1, Math.ceil(primary.quantity / 2)) }, 'Approved');
        if (secondary) decide({ procedureId: secondary.id, extensionId: null, startDate: from, endDate: to, units: 0 }, 'Denied');
      } else {
        for (const procedure of [primary, secondary]) {
          if (procedure) decide({ procedureId: procedure.id, extensionId: null, startDate: from, endDate: to, units: procedure.quantity });
        }
      }
    }
    // Therapy and similar series: an approved extension of units after the first period.
    if (spec.status === 'Approved' && primary.quantity > 4 && random.chance(0.3)) {
      sequences.extension += 1;
      const start = addDays(to, 1);
      const end = addDays(start, 60);
      const units = random.int(4, 12);
      details.extensions.push({
        id: sequences.extension,
        authorizationId: authorization.id,
        procedureId: primary.id,
        startDate: start,
        endDate: end,
        units,
        requestedAt: decidedAt,
      });
      decide({ procedureId: primary.id, extensionId: sequences.extension, startDate: start, endDate: end, units }, 'Approved');
    }
  }

  details.statusChanges = statusHistory(authorization, decidedAt, now);
  // A request no longer waiting was decided when its status last changed (the history is in order), with the first determination its status
  // reads as (contracts' rule, the deciding command's): known here, so no pass over the whole table sets it later.
  if (authorization.status !== 'Pending') {
    authorization.decidedAt = details.statusChanges.at(-1)?.changedAt ?? null;
    authorization.determination = determinationOfStatus(authorization.status);
  }

  const noteCount = random.weighted([
    [0, 40],
    [1, 40],
    [2, 20],
  ] as const);
  for (const text of random.sample(noteTexts, noteCount)) {
    details.notes.push({
      authorizationId: authorization.id,
      text,
      author: random.pick(noteAuthors),
      createdAt: addDaysToTimestamp(decidedAt, random.int(0, 3)),
    });
  }
  return details;
}

/**
 * The statuses a demo authorization went through: automated approvals are decided on receipt; everything else
 * waits in review (Pending) from receipt until its decision, or is still waiting.
 */
function statusHistory(authorization: AuthorizationRow, decidedAt: Date, now: Date): StatusChangeRow[] {
  const receivedAt = authorization.receivedAt as Date;
  const status = authorization.status;
  const authorizationId = authorization.id;
  if (authorization.outcomeReason === 'Automated Approval') return [{ authorizationId, status, changedAt: receivedAt }];
  const received = { authorizationId, status: 'Pending', changedAt: receivedAt };
  if (status === 'Pending') return [received];
  // Decided some hours after receipt, and never after now.
  const changedAt = new Date(Math.min(now.getTime(), Math.max(decidedAt.getTime(), receivedAt.getTime() + 3_600_000)));
  return [received, { authorizationId, status, changedAt }];
}
