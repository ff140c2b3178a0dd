import type { AuthorizationEvent, MetricFacts } from '@portal/contracts';
import { planActor } from '../authorization-core/actors.js';
import { appendAuthorizationEvents } from '../authorization-core/authorization-events.repository.js';
import type { Database } from '../db/client.js';

/**
 * Events as a command of the core appends them, for the consumers' own tests (the commands' tests append them
 * through HTTP): one transaction per call, so each call is one command.
 */
export async function appendEvents(db: Database, events: readonly AuthorizationEvent[]): Promise<void> {
  await db.transaction((tx) => appendAuthorizationEvents(tx, events));
}

/** An event of `kind` for `authorizationId`, with what a test does not care about filled in. */
export function eventOf<K extends AuthorizationEvent['kind']>(
  kind: K,
  authorizationId: number,
  data: Extract<AuthorizationEvent, { kind: K }>['data'],
  change: { statusBefore?: string; status?: string; occurredAt?: string; metricFacts?: AuthorizationEvent['metricFacts'] } = {},
): AuthorizationEvent {
  return {
    kind,
    authorizationId,
    occurredAt: change.occurredAt ?? new Date().toISOString(),
    actor: planActor,
    statusBefore: change.statusBefore ?? 'Pending',
    status: change.status ?? 'Pending',
    data,
    ...(change.metricFacts ? { metricFacts: change.metricFacts } : {}),
  } as AuthorizationEvent;
}

/** A request's metric facts: received at `receivedAt`, standard, not decided unless `change` says. */
export const factsOf = (receivedAt: string, change: Partial<MetricFacts> = {}): MetricFacts => ({
  receivedAt,
  priority: 'standard',
  decidedAt: null,
  determination: null,
  extendedAt: null,
  approvedAfterAppealAt: null,
  ...change,
});
