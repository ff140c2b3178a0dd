import type {
  AuthorizationEvent,
  AuthorizationEventActor,
  AuthorizationEventData,
  AuthorizationEventKind,
  MetricFacts,
  MetricFactsChange,
} from '@portal/contracts';

export interface EventBase {
  authorizationId: number;
  occurredAt: Date;
  actor: AuthorizationEventActor;
  statusBefore: string;
  status: string;
}

/** One event of a review command, with the metric facts' change when any fact moved. */
export function reviewEvent<K extends AuthorizationEventKind>(
  kind: K,
  base: EventBase,
  data: AuthorizationEventData[K],
  facts?: { before: MetricFacts; after: MetricFacts },
): AuthorizationEvent {
  const metricFacts: MetricFactsChange | undefined = facts && JSON.stringify(facts.before) !== JSON.stringify(facts.after) ? facts : undefined;
  return { kind, ...base, occurredAt: base.occurredAt.toISOString(), data, ...(metricFacts ? { metricFacts } : {}) } as AuthorizationEvent;
}
