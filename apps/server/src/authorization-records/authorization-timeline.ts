import { authorizationStatusStage, decisionDueWords, isGrantingStatus, type ServiceLineUnits, type TimelineEvent, wordsOfEvent } from '@portal/contracts';
import type { StoredAuthorizationEvent } from '../authorization-core/authorization-events.repository.js';
import type { AuthorizationDetailRows, AuthorizationHeader } from './authorization-record.repository.js';

type TimelineHeader = Pick<AuthorizationHeader, 'receivedAt' | 'decisionDueAt' | 'priority' | 'status' | 'extensionDays'>;

function toTimelineEvent(event: StoredAuthorizationEvent): TimelineEvent {
  return {
    kind: event.kind,
    at: event.occurredAt,
    ...wordsOfEvent(event),
    by: event.actor.name,
    dueAt: event.kind === 'extended' ? event.data.dueAt : null,
  };
}

/** The marker of the federal clock: which one, and whether it still runs, is overdue, or was met. */
function decisionDue(header: TimelineHeader, now: Date): TimelineEvent {
  const clock =
    header.priority === 'expedited'
      ? decisionDueWords.expeditedClock
      : header.extensionDays
        ? decisionDueWords.extendedClock(header.extensionDays)
        : decisionDueWords.standardClock;
  const title =
    authorizationStatusStage(header.status) !== 'pending'
      ? decisionDueWords.wasDue(clock)
      : header.decisionDueAt < now
        ? decisionDueWords.overdue(clock)
        : decisionDueWords.due(clock);
  const at = header.decisionDueAt.toISOString();
  return { kind: 'decision-due', at, title, details: [], by: null, dueAt: at };
}

/**
 * The overview's timeline (issue 31 §5), oldest first, told from the authorization's events (the outbox the core
 * appends to), with the decision-due marker in its place. An authorization received before the outbox existed has
 * no 'received' event: its receipt is told from its row, so every story starts where the request did.
 */
export function toTimeline(header: TimelineHeader, events: readonly StoredAuthorizationEvent[], now: Date): TimelineEvent[] {
  const told = events.map(toTimelineEvent);
  const received: TimelineEvent[] = events.some((event) => event.kind === 'received')
    ? []
    : [
        {
          kind: 'received',
          at: header.receivedAt.toISOString(),
          ...wordsOfEvent({
            kind: 'received',
            status: header.status,
            data: { priority: header.priority, dueAt: header.decisionDueAt.toISOString(), door: 'portal' },
          }),
          by: null,
          dueAt: null,
        },
      ];
  const due = decisionDue(header, now);
  // Stable: events keep their stored order; the marker goes after every event of the same instant.
  const timeline = [...received, ...told];
  const index = timeline.findIndex((event) => event.at > due.at);
  return index === -1 ? [...timeline, due] : [...timeline.slice(0, index), due, ...timeline.slice(index)];
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
        endDate: granted
          .map((outcome) => outcome.endDate)
          .sort()
          .at(-1) as string,
      },
    ];
  });
}
