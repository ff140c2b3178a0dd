import type { RequestPriority } from './authorization-clock.js';
import { authorizationStatuses, authorizationStatusLabel } from './authorization-statuses.js';
import type { PeerToPeerOutcome } from './peer-to-peer.js';

/**
 * What happened to an authorization, as the authorization core appends it to its outbox (one row per event, in the
 * command's transaction). Consumers (notices, FHIR Subscription notifications, metrics) and the timeline read these
 * and nothing else; the words a person sees for each come from `authorizationEventWords`.
 */
export const authorizationEventKinds = [
  'received',
  'information-requested',
  'information-answered',
  'document-added',
  'extended',
  'lines-decided',
  'appeal-filed',
  'appeal-decided',
  'change-requested',
  'change-decided',
  'lines-updated',
  'withdrawn',
  'expired',
  'peer-to-peer-requested',
  'peer-to-peer-recorded',
] as const;
export type AuthorizationEventKind = (typeof authorizationEventKinds)[number];

/** Who acted: a person (an employee acting as a provider is the employee), a client system (PAS), or the plan's clock. */
export interface AuthorizationEventActor {
  accountId: number | null;
  /** The person's name as the timeline shows it; null for a client system or the clock. */
  name: string | null;
  clientSystemId: number | null;
}

/** One line's decision as the timeline tells it. */
export interface DecidedLineFact {
  subject: string;
  status: string;
  reason: string;
}

/**
 * The facts the prior-authorization metrics (CMS-0057-F) are sums of, as they stood before and after the event: a
 * consumer takes `before`'s contribution out and adds `after`'s, so replaying every event from the first rebuilds
 * the sums exactly. Absent when the event changed none of them.
 */
export interface MetricFacts {
  receivedAt: string;
  priority: RequestPriority;
  decidedAt: string | null;
  determination: Determination | null;
  extendedAt: string | null;
  approvedAfterAppealAt: string | null;
}
export interface MetricFactsChange {
  before: MetricFacts | null;
  after: MetricFacts | null;
}

export const determinations = ['approved', 'partially-approved', 'denied'] as const;
export type Determination = (typeof determinations)[number];

/** Each kind's own data. */
export interface AuthorizationEventData {
  received: { priority: RequestPriority; dueAt: string; door: 'portal' | 'pas' };
  'information-requested': { question: string; reviewItemId: number };
  'information-answered': { reviewItemId: number };
  'document-added': { fileName: string };
  extended: { days: number; reason: string; dueAt: string };
  'lines-decided': { lines: DecidedLineFact[]; isFirstDetermination: boolean };
  'appeal-filed': { appealId: number; lines: string[] };
  'appeal-decided': { appealId: number; appealStatus: 'overturned' | 'partly-overturned' | 'upheld'; lines: DecidedLineFact[] };
  'change-requested': { changes: string[] };
  'change-decided': { lines: DecidedLineFact[] };
  'lines-updated': { added: string[]; changed: string[]; cancelled: string[] };
  withdrawn: { reason: string };
  expired: Record<string, never>;
  'peer-to-peer-requested': { peerToPeerId: number; line: string; dueAt: string };
  /** The call's outcome, its notes (the provider reads them), and the line's new decision when it changed. */
  'peer-to-peer-recorded': { peerToPeerId: number; line: string; outcome: PeerToPeerOutcome; notes: string; lines: DecidedLineFact[] };
}

export type AuthorizationEvent = {
  [K in AuthorizationEventKind]: {
    kind: K;
    authorizationId: number;
    occurredAt: string;
    actor: AuthorizationEventActor;
    /** The request's status before and once the event happened (the stored words; shown through the status vocabulary). */
    statusBefore: string;
    status: string;
    data: AuthorizationEventData[K];
    metricFacts?: MetricFactsChange;
  };
}[AuthorizationEventKind];

/** The determination a decided request's status stands for; none for a pending, cancelled or withdrawn one. */
export function determinationOfStatus(status: string): Determination | null {
  switch (authorizationStatusLabel(status)) {
    case authorizationStatuses.partiallyApproved:
      return 'partially-approved';
    case authorizationStatuses.approved:
      return 'approved';
    case authorizationStatuses.denied:
      return 'denied';
    default:
      return null;
  }
}
