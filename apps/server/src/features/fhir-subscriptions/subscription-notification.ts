import { randomUUID } from 'node:crypto';
import type { Bundle } from '@medplum/fhirtypes';
import { pasTopicUrl } from './subscription-resource.js';

/**
 * The notification bundles of the R4 backport (1.1.0): a Bundle of type history whose first entry is the
 * SubscriptionStatus, in R4 a Parameters resource (backport-subscription-status-r4). A PAS event carries the full
 * PAS Response Bundle as the next entry and points at it from `notification-event.focus`, as the guide's
 * Bundle-PASSubscriptionNotification does (the Inferno PAS test kit resolves the focus to that Bundle and checks it
 * holds the ClaimResponse).
 */
interface StatusFacts {
  subscriptionUrl: string;
  status: 'requested' | 'active' | 'error' | 'off';
  eventsSinceSubscriptionStart: number;
}

function subscriptionStatus(facts: StatusFacts, type: 'handshake' | 'event-notification', events: Array<Record<string, unknown>>) {
  return {
    resourceType: 'Parameters',
    id: randomUUID(),
    meta: { profile: ['http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-status-r4'] },
    parameter: [
      { name: 'subscription', valueReference: { reference: facts.subscriptionUrl } },
      { name: 'topic', valueCanonical: pasTopicUrl },
      { name: 'status', valueCode: facts.status },
      { name: 'type', valueCode: type },
      { name: 'events-since-subscription-start', valueString: String(facts.eventsSinceSubscriptionStart) },
      ...events,
    ],
  };
}

function notificationBundle(now: Date, status: ReturnType<typeof subscriptionStatus>, subscriptionUrl: string, more: Array<Record<string, unknown>> = []) {
  return {
    resourceType: 'Bundle',
    id: randomUUID(),
    meta: { profile: ['http://hl7.org/fhir/uv/subscriptions-backport/StructureDefinition/backport-subscription-notification-r4'] },
    type: 'history',
    timestamp: now.toISOString(),
    entry: [
      {
        fullUrl: `urn:uuid:${status.id}`,
        resource: status,
        request: { method: 'GET', url: `${subscriptionUrl}/$status` },
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
    { fullUrl: focusUrl, resource: { ...facts.responseBundle, id: bundleId }, response: { status: '200' } },
  ]);
}
