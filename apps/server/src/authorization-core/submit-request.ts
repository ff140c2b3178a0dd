import {
  type AuthorizationEventActor,
  daysBetween,
  decisionDueAt,
  type ProviderEntry,
  type RequestPriority,
  type SaveAuthorizationResponse,
} from '@portal/contracts';
import type { authorizations } from '../db/schema.js';

/**
 * What a door (the wizard, PAS $submit) asks the core to receive: the request as the plan reads it, already checked
 * and decided by the door's rules. The core builds the authorization's row from it (`authorizationRowOf`), once for
 * every door.
 */
export interface RequestedAuthorization {
  qhid: number;
  /**
   * A directory location (or one this account entered before), a provider entered as "not listed" now, or none
   * (an unknown admitting provider: the admission goes on the facility's record).
   */
  provider: RequestedLocation;
  /** Null: no separate facility (the same as the provider, or none). */
  facility: RequestedLocation | null;
  providerNetworkStatusId: number;
  facilityNetworkStatusId: number | null;
  /** The plan's decision on receipt: approved at once, or pending for a reviewer. */
  decision: { status: string; reason: string };
  authorizationType: string;
  placeOfService: { code: string; isInpatient: boolean };
  serviceFrom: string;
  serviceTo: string;
  priority: RequestPriority;
  diagnosis: { code: string; description: string };
  procedures: readonly RequestedProcedure[];
  requestor: { name: string; phone: string; fax: string };
  notes: readonly { text: string; author: string }[];
}

export type RequestedLocation = { locationId: number } | { notListed: ProviderEntry } | null;

export interface RequestedProcedure {
  cptCode: string;
  description: string;
  quantity: number;
  startDate: string;
  endDate: string;
}

/**
 * An authorization one request creates with the first (issue 8): the baby's own NICU authorization, or a linked one
 * the plan's rules ask for. It has no procedure lines; a null provider is the first one's provider and facility.
 */
export interface RequestedLinkedAuthorization {
  role: 'baby' | 'linked';
  request: Omit<RequestedAuthorization, 'provider' | 'facility' | 'procedures' | 'notes'> & {
    provider: { locationId: number } | null;
    facility: { locationId: number } | null;
  };
  /** Notes for the reviewer; they name the first authorization, whose number is known only once it is numbered. */
  notesFor: (firstAuthorizationNumber: string) => { text: string; author: string }[];
}

export interface SubmitCommand {
  door: 'portal' | 'pas';
  request: RequestedAuthorization;
  linked: readonly RequestedLinkedAuthorization[];
  /** Who submitted: the provider account (the one acted for), who clicked, and the account an employee acted for. */
  submittedBy: { accountId: number; filedByAccountId: number; onBehalfOfAccountId: number | null };
  actor: AuthorizationEventActor;
  /** The account's key: a retry with it answers the first response (authorization_submissions). */
  idempotencyKey: string;
  workflowId: number;
  isAutomation: boolean;
  /** The request as the door received it, kept with the submission. */
  sent: unknown;
  receivedAt: Date;
  /**
   * The wizard's draft the request was entered in (issue 34 §4), already checked by the door to be the practice's:
   * deleted in the submission's transaction, so a draft never outlives its request nor is submitted twice.
   */
  draftId?: number | null;
}

type AuthorizationRow = typeof authorizations.$inferInsert;

/** The stay's days of an inpatient request (at least one), the decision's units for its admission. */
export function stayDaysOf(request: Pick<RequestedAuthorization, 'placeOfService' | 'serviceFrom' | 'serviceTo'>): number | null {
  return request.placeOfService.isInpatient ? Math.max(1, daysBetween(request.serviceFrom, request.serviceTo)) : null;
}

/** The one builder of an authorization's row, for every door. */
export function authorizationRowOf(
  request: Omit<RequestedAuthorization, 'provider' | 'facility' | 'notes'>,
  ids: { id: number; authorizationNumber: string; providerLocationId: number; facilityLocationId: number | null },
  command: Pick<SubmitCommand, 'submittedBy' | 'receivedAt'>,
  decided: { decidedAt: Date | null; determination: AuthorizationRow['determination'] },
): AuthorizationRow {
  const first = request.procedures[0];
  return {
    ...ids,
    qhid: request.qhid,
    status: request.decision.status,
    outcomeReason: request.decision.reason,
    authorizationType: request.authorizationType,
    isInpatient: request.placeOfService.isInpatient,
    placeOfService: request.placeOfService.code,
    serviceFrom: request.serviceFrom,
    serviceTo: request.serviceTo,
    receivedAt: command.receivedAt,
    priority: request.priority,
    decisionDueAt: decisionDueAt(command.receivedAt, request.priority),
    decidedAt: decided.decidedAt,
    determination: decided.determination,
    diagnosisCode: request.diagnosis.code,
    diagnosisDescription: request.diagnosis.description,
    procedureCode: first?.cptCode ?? '',
    procedureDescription: first?.description ?? '',
    units: stayDaysOf(request) ?? first?.quantity ?? 1,
    requestedBy: request.requestor.name,
    requestorPhone: request.requestor.phone,
    requestorFax: request.requestor.fax,
    providerNetworkStatusId: request.providerNetworkStatusId,
    facilityNetworkStatusId: request.facilityNetworkStatusId,
    owner: 'UM',
    submittedByLoginId: command.submittedBy.accountId,
    filedByAccountId: command.submittedBy.filedByAccountId,
  };
}

export interface SavedAuthorization {
  role: 'first' | RequestedLinkedAuthorization['role'];
  id: number;
  authorizationNumber: string;
  status: string;
}

/** The answer of a submission (spec 3 §3 Save response), the same for every door. */
export function submissionResponseOf(saved: readonly SavedAuthorization[], qhid: number): SaveAuthorizationResponse {
  const first = saved.find((entry) => entry.role === 'first') as SavedAuthorization;
  const baby = saved.find((entry) => entry.role === 'baby');
  return {
    status: 'success',
    error: '',
    authId: first.id,
    authStatus: first.status,
    authorizationId: first.authorizationNumber,
    owner: 'UM',
    linkedAuths: saved.filter((entry) => entry.role === 'linked').map((entry) => ({ authIdentifier: entry.authorizationNumber, requestStatus: entry.status })),
    babyAuthorizationIdentifier: baby?.authorizationNumber ?? null,
    babyAuthorizationStatus: baby?.status ?? null,
    babyQhid: baby ? qhid : null,
  };
}
