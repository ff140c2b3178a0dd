import { randomUUID } from 'node:crypto';
import type { Bundle } from '@medplum/fhirtypes';
import { pasTopicUrl } from './subscription-resource.js';

/**
 * The SubscriptionStatus of the R4 backport (1.1.0), in R4 a Parameters resource (backport-subscription-status-r4),
 * and the bundles that carry it: the notifications (type history, the status first) and the answer of
 * Subscription/{id}/$status (type searchset). Each entry has what its bundle type needs: in a history bundle a
 * request and a response (bdl-3, bdl-4), in a searchset neither; the resources nested inside (a PAS Response
 * Bundle, type collection) keep their own entries without them. An entry without an address of its own on this
 * server is named by a urn:uuid, as the backport's R4 examples name the status; the status entry's request is the
 * $status call that answers it now.
 */
interface StatusFacts {
  subscriptionUrl: string;
  status: 'requested' | 'active' | 'error' | 'off';
  eventsSinceSubscriptionStart: number;
}
type StatusType = 'handshake' | 'event-notification' | 'query-status';

export const subscriptionStatusProfile = 'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-status-r4';
const notificationProfile = 'http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-notification-r4';

function subscriptionStatus(facts: StatusFacts, type: StatusType, more: Array<Record<string, unknown>>) {
  return {
    resourceType: 'Parameters',
    id: randomUUID(),
    meta: { profile: [subscriptionStatusProfile] },
    parameter: [
      { name: 'subscription', valueReference: { reference: facts.subscriptionUrl } },
      { name: 'topic', valueCanonical: pasTopicUrl },
      { name: 'status', valueCode: facts.status },
      { name: 'type', valueCode: type },
      { name: 'events-since-subscription-start', valueString: String(facts.eventsSinceSubscriptionStart) },
      ...more,
    ],
  };
}

/** The $status call of a subscription: where its status is read (Subscription/{id}/$status). */
export const statusUrlOf = (subscriptionUrl: string) => `${subscriptionUrl}/$status`;

function notificationBundle(now: Date, status: ReturnType<typeof subscriptionStatus>, subscriptionUrl: string, more: Array<Record<string, unknown>> = []) {
  return {
    resourceType: 'Bundle',
    id: randomUUID(),
    meta: { profile: [notificationProfile] },
    type: 'history',
    timestamp: now.toISOString(),
    entry: [
      {
        fullUrl: `urn:uuid:${status.id}`,
        resource: status,
        request: { method: 'GET', url: statusUrlOf(subscriptionUrl) },
        response: { status: '200' },
      },
      ...more,
    ],
  };
}

/** The handshake: the subscription is still `requested`; a 2xx answer makes it active. */
export function handshakeNotification(facts: Omit<StatusFacts, 'status'>, now: Date) {
  return notificationBundle(now, subscriptionStatus({ ...facts, status: 'requested' }, 'handshake', []), facts.subscriptionUrl);
}

/** One event: a pended request decided, with the PAS Response Bundle as it stands now. */
export function eventNotification(
  facts: Omit<StatusFacts, 'status' | 'eventsSinceSubscriptionStart'> & { eventNumber: number; occurredAt: Date; responseBundle: Bundle },
  now: Date,
) {
  // The response bundle has no id of its own (it is built from the stored state): this notification's copy gets one.
  const bundleId = facts.responseBundle.id ?? randomUUID();
  const focusUrl = `urn:uuid:${bundleId}`;
  const event = {
    name: 'notification-event',
    part: [
      { name: 'event-number', valueString: String(facts.eventNumber) },
      { name: 'timestamp', valueInstant: facts.occurredAt.toISOString() },
      { name: 'focus', valueReference: { reference: focusUrl } },
    ],
  };
  const status = subscriptionStatus(
    { subscriptionUrl: facts.subscriptionUrl, status: 'active', eventsSinceSubscriptionStart: facts.eventNumber },
    'event-notification',
    [event],
  );
  return notificationBundle(now, status, facts.subscriptionUrl, [
    {
      fullUrl: focusUrl,
      resource: { ...facts.responseBundle, id: bundleId },
      // The history entry's request (bdl-3): the bundle is the answer to the pended Claim/$submit, now decided.
      request: { method: 'POST', url: 'Claim/$submit' },
      response: { status: '200' },
    },
  ]);
}

/**
 * The answer of $status (Subscription/{id}/$status, or Subscription/$status for several): a searchset Bundle holding
 * each subscription's status (type query-status), with the reason of an error when it is in error.
 */
export function statusBundle(subscriptions: ReadonlyArray<StatusFacts & { error: string | null }>, selfUrl: string, now: Date) {
  const statuses = subscriptions.map((facts) =>
    subscriptionStatus(facts, 'query-status', facts.status === 'error' && facts.error ? [{ name: 'error', valueCodeableConcept: { text: facts.error } }] : []),
  );
  return {
    resourceType: 'Bundle',
    id: randomUUID(),
    type: 'searchset',
    timestamp: now.toISOString(),
    total: statuses.length,
    link: [{ relation: 'self', url: selfUrl }],
    entry: statuses.map((status) => ({ fullUrl: `urn:uuid:${status.id}`, resource: status, search: { mode: 'match' } })),
  };
}
