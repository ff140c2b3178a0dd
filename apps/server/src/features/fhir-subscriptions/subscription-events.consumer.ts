import { authorizationStatusStage } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import type { AuthorizationEventConsumer } from '../../authorization-core/event-consumers.js';
import type { StoredAuthorizationEvent } from '../../authorization-core/authorization-events.repository.js';
import type { Transaction } from '../../db/client.js';
import { selectRows } from '../../db/client.js';
import { subscriptionEventsChannel } from './fhir-subscription-delivery.plugin.js';

export const subscriptionEventsConsumerName = 'fhir-subscription-events';

/** The PAS topic's event: a pended request has its result (whatever the command: a decision, an appeal, a cancellation). */
export const isPendedRequestResult = (event: Pick<StoredAuthorizationEvent, 'statusBefore' | 'status'>): boolean =>
  authorizationStatusStage(event.statusBefore) === 'pending' && authorizationStatusStage(event.status) !== 'pending';

/**
 * Queues one notification per matching active subscription with the subscription's next event number. A
 * subscription matches when its client system (not revoked) has an active association with the authorization's
 * provider or facility location, and its filter names the client's organization or the NPI of one of those
 * locations; it must not have ended when the event happened. The UPDATE's row lock numbers one subscription's events
 * one after the other. Answers how many were queued.
 */
async function queueNotifications(tx: Transaction, event: StoredAuthorizationEvent): Promise<number> {
  const occurredAt = sql`${event.occurredAt}::timestamptz`;
  const rows = await selectRows<{ id: number }>(
    tx,
    sql`
    with "authorization" as (
      select provider_location_id, facility_location_id from authorizations where id = ${event.authorizationId}
    ), matching as (
      select s.id
      from fhir_subscriptions s
      join client_systems c on c.id = s.client_system_id
      cross join "authorization" au
      where s.status = 'active'
        and c.revoked_at is null
        and (s.ends_at is null or s.ends_at > ${occurredAt})
        and exists (
          select 1
          from provider_associations a
          join provider_locations l on l.location_id = a.location_id
          where a.account_id = c.account_id
            and a.association_status = 'active'
            and a.location_id in (au.provider_location_id, au.facility_location_id)
            and s.filter_organization_identifier in (c.organization_identifier, l.npi)
        )
    ), numbered as (
      update fhir_subscriptions s set events_since_start = s.events_since_start + 1
      from matching m where s.id = m.id
      returning s.id, s.events_since_start
    )
    insert into fhir_subscription_notifications (subscription_id, kind, event_number, authorization_id, occurred_at, next_attempt_at)
    select n.id, 'event-notification', n.events_since_start, ${event.authorizationId}, ${occurredAt}, ${occurredAt} from numbered n
    returning id`,
  );
  return rows.length;
}

/**
 * FHIR Subscription notifications (PAS topic) from the events, in event order; NOTIFY (sent at the batch's commit)
 * wakes the delivery workers of every instance, as the trigger this replaces did (migration 0023).
 */
export const subscriptionEventsConsumer: AuthorizationEventConsumer = {
  name: subscriptionEventsConsumerName,
  async handle(tx: Transaction, events: readonly StoredAuthorizationEvent[]) {
    let queued = 0;
    for (const event of events) if (isPendedRequestResult(event)) queued += await queueNotifications(tx, event);
    if (queued > 0) await tx.execute(sql`select pg_notify(${subscriptionEventsChannel}, '')`);
    return false;
  },
};
