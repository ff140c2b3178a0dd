import { randomUUID } from 'node:crypto';
import { clientSystemLimits, clientSystemMessages } from '@portal/contracts';
import type { Clock } from '../../clock.js';
import { type ClientSystemActor, isRegisteredEndpoint } from '../../client-system-auth/client-system-auth.js';
import { FhirError } from '../../fhir/operation-outcome.js';
import { effectiveStatus, readSubscription, type SubscriptionRequest, subscriptionResource } from './subscription-resource.js';
import type { StoredSubscription, SubscriptionsRepository } from './subscriptions.repository.js';
import { statusBundle, statusUrlOf } from './subscription-notification.js';

const notFound = () => new FhirError(404, 'not-found', 'No such Subscription.');
const maxOn = clientSystemLimits.maxActiveSubscriptions;
/** A business rule of the server, not a conflict with the resource's state: FHIR's 422. */
const tooMany = () =>
  FhirError.of(422, [{ code: 'business-rule', diagnostics: clientSystemMessages.fhir.tooManySubscriptions(maxOn), expression: 'Subscription.status' }]);

/**
 * A client system's subscriptions to the PAS topic (R4 backport): each client sees and changes only its own (another
 * client's id is not found), subscribes only for its own organization, and is notified only at an endpoint the plan
 * registered for it. A new endpoint is checked by a handshake before any event goes there: the subscription is
 * `requested` until the handshake's 2xx makes it `active` (the backport IG's workflow), `error` if it fails.
 */
export function createSubscriptionsService(deps: { repository: SubscriptionsRepository; clock: Clock; deliverSoon: () => void }) {
  const { repository, clock, deliverSoon } = deps;

  function requestOf(client: ClientSystemActor, body: unknown): SubscriptionRequest {
    const { request, problems } = readSubscription(body, clock.now());
    if (!request) throw FhirError.of(400, problems);
    const organizations = [client.organizationIdentifier, ...client.npis];
    if (!organizations.includes(request.filterOrganizationIdentifier)) {
      throw FhirError.of(403, [
        {
          code: 'forbidden',
          diagnostics: `A client system subscribes for its own organization only: the filter may name ${organizations.join(', ')}.`,
          expression: 'Subscription.criteria.extension',
        },
      ]);
    }
    // No call is ever made to a host the caller names at will: only to the URLs the plan registered for this client.
    if (!isRegisteredEndpoint(client, request.endpoint)) {
      throw FhirError.of(400, [
        {
          code: 'value',
          diagnostics: 'Subscription.channel.endpoint is not one of this client system\u2019s registered endpoint URLs.',
          expression: 'Subscription.channel.endpoint',
        },
      ]);
    }
    return request;
  }

  const fieldsOf = (request: SubscriptionRequest, status: StoredSubscription['status']) => ({
    status,
    filterOrganizationIdentifier: request.filterOrganizationIdentifier,
    endpoint: request.endpoint,
    headers: request.headers,
    endsAt: request.endsAt,
    resource: request.resource,
  });
  const answer = (stored: StoredSubscription) => subscriptionResource(stored, clock.now());
  const statusFactsOf = (stored: StoredSubscription, urlOf: (id: string) => string) => ({
    subscriptionUrl: urlOf(stored.id),
    status: effectiveStatus(stored, clock.now()),
    eventsSinceSubscriptionStart: stored.eventsSinceStart,
    error: stored.lastError,
  });

  return {
    async create(client: ClientSystemActor, body: unknown) {
      const request = requestOf(client, body);
      const isHandshakeNeeded = !request.isOffRequested;
      const stored = await repository.create(
        { id: randomUUID(), clientSystemId: client.clientSystemId, ...fieldsOf(request, isHandshakeNeeded ? 'requested' : 'off') },
        { isHandshakeNeeded, maxOn, now: clock.now() },
      );
      if (stored === 'limit') throw tooMany();
      if (isHandshakeNeeded) deliverSoon();
      return { id: stored.id, resource: answer(stored) };
    },

    async read(client: ClientSystemActor, id: string) {
      const stored = await repository.findOwn(id, client.clientSystemId);
      if (!stored) throw notFound();
      return answer(stored);
    },

    /**
     * The subscription's status ($status), to the client that owns it only: another client's id is not found, as an
     * id that names nothing, so the answer tells no one whether it exists.
     */
    async status(client: ClientSystemActor, id: string, urlOf: (id: string) => string) {
      const stored = await repository.findOwn(id, client.clientSystemId);
      if (!stored) throw notFound();
      return statusBundle([statusFactsOf(stored, urlOf)], statusUrlOf(urlOf(id)), clock.now());
    },

    /** The status of each of the client's own subscriptions, those with one of `ids` and of `statuses` when given. */
    async statuses(client: ClientSystemActor, filter: { ids: string[]; statuses: string[] }, urlOf: (id: string) => string, selfUrl: string) {
      const facts = (await repository.listOwn(client.clientSystemId))
        .filter((stored) => filter.ids.length === 0 || filter.ids.includes(stored.id))
        .map((stored) => statusFactsOf(stored, urlOf))
        .filter((facts) => filter.statuses.length === 0 || filter.statuses.includes(facts.status));
      return statusBundle(facts, selfUrl, clock.now());
    },

    async search(client: ClientSystemActor) {
      return (await repository.listOwn(client.clientSystemId)).map(answer);
    },

    /**
     * Replaces the subscription. status off turns it off; a new endpoint, or a subscription in error or off, shakes
     * hands again (requested until it answers). The event count goes on: an event number is never reused.
     */
    async update(client: ClientSystemActor, id: string, body: unknown) {
      if (typeof body === 'object' && body !== null && 'id' in body && body.id !== id) {
        throw FhirError.of(400, [{ code: 'value', diagnostics: 'The Subscription\u2019s id differs from the id in the URL.', expression: 'Subscription.id' }]);
      }
      const request = requestOf(client, body);
      const existing = await repository.findOwn(id, client.clientSystemId);
      if (!existing) throw notFound();
      const isHandshakeNeeded = !request.isOffRequested && (request.endpoint !== existing.endpoint || existing.status === 'error' || existing.status === 'off');
      const status = request.isOffRequested ? 'off' : isHandshakeNeeded ? 'requested' : existing.status;
      const stored = await repository.update(id, client.clientSystemId, fieldsOf(request, status), { isHandshakeNeeded, maxOn, now: clock.now() });
      if (stored === 'limit') throw tooMany();
      if (!stored) throw notFound();
      if (isHandshakeNeeded) deliverSoon();
      return answer(stored);
    },

    async remove(client: ClientSystemActor, id: string): Promise<void> {
      if (!(await repository.delete(id, client.clientSystemId))) throw notFound();
    },
  };
}
export type SubscriptionsService = ReturnType<typeof createSubscriptionsService>;
