import { isGrantingStatus, type ServiceLineUnits, type TimelineEvent } from '@portal/contracts';
import type { AuthorizationDetailRows, AuthorizationHeader } from './authorization-record.repository.js';
import type { AuthorizationHistoryRows } from './authorization-history.repository.js';

/**
 * The overview's timeline (issue 17), oldest first: received, each status change, each saved document, each change
 * request, and the decision due time on the federal clock.
 */
export function toTimeline(header: Pick<AuthorizationHeader, 'receivedAt' | 'decisionDueAt'>, history: AuthorizationHistoryRows): TimelineEvent[] {
  const events: (TimelineEvent & { order: number })[] = [
    { kind: 'received', at: header.receivedAt.toISOString(), detail: '', order: 0 },
    ...history.statusChanges.map((change) => ({ kind: 'status-change' as const, at: change.changedAt.toISOString(), detail: change.status, order: 1 })),
    ...history.documents.map((document) => ({ kind: 'document' as const, at: (document.addedAt ?? document.createdAt).toISOString(), detail: document.fileName, order: 2 })),
    ...history.changeRequests.map((request) => ({ kind: 'change-request' as const, at: request.requestedAt.toISOString(), detail: request.kind, order: 3 })),
    { kind: 'decision-due', at: header.decisionDueAt.toISOString(), detail: '', order: 4 },
  ];
  return events.sort((a, b) => a.at.localeCompare(b.at) || a.order - b.order).map(({ order: _order, ...event }) => event);
}

/**
 * The service lines with units the plan granted: each procedure's approved decisions (its extensions' included),
 * summed, over the dates they span. Inpatient stays count days, which claims do not bill as units: none.
 */
export function grantedServiceLines(header: Pick<AuthorizationHeader, 'isInpatient'>, details: AuthorizationDetailRows): Omit<ServiceLineUnits, 'used'>[] {
  if (header.isInpatient) return [];
  return details.procedures.flatMap((procedure) => {
    const granted = details.outcomes.filter((outcome) => outcome.procedureId === procedure.id && isGrantingStatus(outcome.status) && (outcome.units ?? 0) > 0);
    if (granted.length === 0) return [];
    return [
      {
        procedureId: procedure.id,
        cptCode: procedure.cptCode,
        authorized: granted.reduce((sum, outcome) => sum + (outcome.units ?? 0), 0),
        startDate: granted.map((outcome) => outcome.startDate).sort()[0] as string,
        endDate: granted.map((outcome) => outcome.endDate).sort().at(-1) as string,
      },
    ];
  });
}
