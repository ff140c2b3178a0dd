import { randomUUID } from 'node:crypto';
import type { Clock } from '../../clock.js';
import { isRegisteredEndpoint } from '../../client-system-auth/client-system-auth.js';
import { clientSystemReader } from '../../client-system-auth/client-system-reader.js';
import { OutboundRefusal, outboundRequest, privateResolutionOf } from '../../fhir/outbound-address.js';
import { type MemberReadAudit, memberReads } from '../../access/member-reader.js';
import type { ProviderAccess } from '../../access/provider-access.service.js';
import type { ClaimedNotification, DeliveryContext, SubscriptionNotificationsRepository } from './subscription-notifications.repository.js';
import { eventNotification, handshakeNotification } from './subscription-notification.js';
import { headerEntry } from './subscription-resource.js';
import type { ClaimResponseBundleOf } from './claim-response-bundle.js';

/** How the queue retries an event: `firstRetryMs`, then twice as long each time (at most `maxRetryMs`), `maxAttempts` in all. */
export interface SubscriptionDeliveryOptions {
  maxAttempts: number;
  firstRetryMs: number;
  maxRetryMs: number;
  /** How long a claimed notification is this worker's; longer than a request may take, so two never overlap. */
  claimMs: number;
  /** How long the subscriber has to answer one notification. */
  requestTimeoutMs: number;
  batchSize: number;
}

export const defaultSubscriptionDeliveryOptions: SubscriptionDeliveryOptions = {
  maxAttempts: 6,
  firstRetryMs: 30_000,
  maxRetryMs: 3_600_000,
  claimMs: 60_000,
  requestTimeoutMs: 5_000,
  batchSize: 10,
};

/** The delay before the attempt after the `attempts`-th failed one. */
export function subscriptionRetryDelayMs(attempts: number, options: Pick<SubscriptionDeliveryOptions, 'firstRetryMs' | 'maxRetryMs'>): number {
  return Math.min(options.maxRetryMs, options.firstRetryMs * 2 ** Math.max(0, attempts - 1));
}

/** A notification that must not be sent at all (no call is made): given up at once, never retried. */
class Refusal extends Error {}

/** A registered endpoint whose host name resolves into a private network is not called (outbound-address.ts). */
async function refusePrivateResolution(endpoint: string): Promise<void> {
  const reason = await privateResolutionOf(endpoint);
  if (reason) throw new Refusal(reason);
}

/**
 * Posts the due notifications of the subscription queue, on any number of instances: each worker claims its own
 * (SKIP LOCKED plus a claim longer than a request may take), so no notification is posted by two workers at once.
 * Delivery is at least once: an instance that dies between the post and the mark leaves it to be posted again after
 * its claim. Everything is read fresh at delivery: the client's registered endpoints (nothing is sent to a URL that
 * is not one of them now), its access to the authorization, and the PAS response bundle as the decision left it.
 */
export function createSubscriptionDelivery(deps: {
  repository: SubscriptionNotificationsRepository;
  pasService: { responseBundleOf: ClaimResponseBundleOf };
  providerAccess: Pick<ProviderAccess, 'activeLocationIds'>;
  memberReadAudit: MemberReadAudit;
  /** The FHIR base of fullUrls and of the subscription's reference (https://portal.example.com/fhir). */
  fhirBaseUrl: string;
  clock: Clock;
  options?: Partial<SubscriptionDeliveryOptions>;
  workerId?: string;
}) {
  const { repository, pasService, providerAccess, memberReadAudit, fhirBaseUrl, clock } = deps;
  const options = { ...defaultSubscriptionDeliveryOptions, ...deps.options };
  const workerId = deps.workerId ?? randomUUID();
  // Aborted when the instance stops: requests in flight end, and their claims are given back untried.
  const stopping = new AbortController();

  async function notificationOf(job: ClaimedNotification, context: DeliveryContext): Promise<unknown> {
    const subscriptionUrl = `${fhirBaseUrl}/Subscription/${job.subscriptionId}`;
    if (job.kind === 'handshake') {
      if (job.endpoint !== context.subscription.endpoint) throw new Refusal('The endpoint changed before its handshake: the new endpoint has its own.');
      return handshakeNotification({ subscriptionUrl, eventsSinceSubscriptionStart: context.subscription.eventsSinceStart }, clock.now());
    }
    // Events go only to a subscription whose endpoint answered its handshake and has not failed since.
    if (context.subscription.status !== 'active') throw new Refusal(`The subscription is ${context.subscription.status}.`);
    const { authorization } = context;
    const allowed = new Set(await providerAccess.activeLocationIds(context.client.accountId));
    if (!authorization || job.authorizationId === null || !authorization.locationIds.some((id) => allowed.has(id))) {
      throw new Refusal('The client system may no longer see this authorization.');
    }
    const responseBundle = await pasService.responseBundleOf(job.authorizationId, fhirBaseUrl);
    await memberReadAudit.record(
      clientSystemReader(context.client, new URL(context.subscription.endpoint).host),
      memberReads.authorization,
      authorization.qhid,
      'success',
      { via: 'fhir-subscription', subscriptionId: job.subscriptionId, eventNumber: job.eventNumber, authorizationId: job.authorizationId },
    );
    return eventNotification({ subscriptionUrl, eventNumber: job.eventNumber ?? 0, occurredAt: job.occurredAt, responseBundle }, clock.now());
  }

  async function post(context: DeliveryContext, body: unknown): Promise<void> {
    await refusePrivateResolution(context.subscription.endpoint);
    const headers = new Headers(context.subscription.headers.map(headerEntry));
    headers.set('content-type', 'application/fhir+json');
    const response = await outboundRequest(context.subscription.endpoint, {
      method: 'POST',
      headers: Object.fromEntries(headers),
      body: JSON.stringify(body),
      timeoutMs: options.requestTimeoutMs,
      // The subscriber's answer is not read: a status is all it says.
      maxBytes: 0,
      signal: stopping.signal,
    }).catch((error: unknown) => {
      if (error instanceof OutboundRefusal) throw new Refusal(error.message);
      throw error;
    });
    if (response.status < 200 || response.status > 299) throw new Error(`The endpoint answered HTTP ${response.status}.`);
  }

  async function deliver(job: ClaimedNotification): Promise<'sent' | 'failed' | 'gone'> {
    const context = await repository.findDeliveryContext(job);
    // The subscription was deleted (its notifications with it) after the claim.
    if (!context) return 'gone';
    try {
      if (context.client.isRevoked) throw new Refusal('The client system is revoked.');
      if (!isRegisteredEndpoint(context.client, context.subscription.endpoint))
        throw new Refusal('The endpoint is no longer one of the client system\u2019s registered endpoint URLs.');
      await post(context, await notificationOf(job, context));
      if (await repository.markDelivered(job.id, workerId, clock.now())) {
        if (job.kind === 'handshake' && job.endpoint)
          await repository.setSubscriptionStatus(job.subscriptionId, 'active', null, { status: 'requested', endpoint: job.endpoint });
      }
      return 'sent';
    } catch (error) {
      if (stopping.signal.aborted) {
        await repository.release(job.id, workerId, clock.now());
        return 'gone';
      }
      const message = error instanceof Error ? error.message.slice(0, 500) : 'Delivery failed.';
      // A handshake is tried once: the client fixes its endpoint and updates the subscription, which shakes hands again.
      const isGivenUp = error instanceof Refusal || job.kind === 'handshake' || job.attempts >= options.maxAttempts;
      const next = isGivenUp ? null : new Date(clock.now().getTime() + subscriptionRetryDelayMs(job.attempts, options));
      if ((await repository.markFailed(job.id, workerId, message, next)) && isGivenUp) {
        await repository.setSubscriptionStatus(
          job.subscriptionId,
          'error',
          job.kind === 'handshake' ? `The handshake failed: ${message}` : `Event ${job.eventNumber} could not be delivered: ${message}`,
          job.kind === 'handshake' && job.endpoint ? { status: 'requested', endpoint: job.endpoint } : { status: 'active' },
        );
      }
      return 'failed';
    }
  }

  return {
    workerId,
    /** Posts every notification due now, batch after batch (a batch at once); answers how many were sent and failed. */
    async deliverDue(): Promise<{ sent: number; failed: number }> {
      let sent = 0;
      let failed = 0;
      while (!stopping.signal.aborted) {
        const now = clock.now();
        const jobs = await repository.claimDue({ now, lockedUntil: new Date(now.getTime() + options.claimMs), workerId, limit: options.batchSize });
        const outcomes = await Promise.all(jobs.map(deliver));
        sent += outcomes.filter((outcome) => outcome === 'sent').length;
        failed += outcomes.filter((outcome) => outcome === 'failed').length;
        if (jobs.length < options.batchSize) break;
      }
      return { sent, failed };
    },
    /** Ends the requests in flight (their claims given back) and claims nothing more. */
    stop(): void {
      stopping.abort();
    },
  };
}
export type SubscriptionDelivery = ReturnType<typeof createSubscriptionDelivery>;
