import { and, eq, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  authorizations,
  clientSystems,
  fhirSubscriptionNotifications,
  fhirSubscriptions,
  type FhirNotificationKind,
  type FhirSubscriptionStatus,
} from '../../db/schema.js';

export interface ClaimedNotification {
  id: number;
  subscriptionId: string;
  kind: FhirNotificationKind;
  eventNumber: number | null;
  authorizationId: number | null;
  /** The endpoint a handshake was queued for. */
  endpoint: string | null;
  occurredAt: Date;
  /** Including the attempt just claimed. */
  attempts: number;
}

/** What a delivery needs to know at the moment it is made, read fresh (the registration may have changed since). */
export interface DeliveryContext {
  subscription: { status: FhirSubscriptionStatus; endpoint: string; headers: string[]; eventsSinceStart: number };
  client: { clientId: string; accountId: number; endpointUrls: string[]; isRevoked: boolean };
  authorization: { qhid: number; locationIds: number[] } | null;
}

/** The durable queue of subscription notifications (db/schema/fhir-subscriptions.ts); no rules here. */
export function createSubscriptionNotificationsRepository(db: Executor) {
  const n = fhirSubscriptionNotifications;
  const held = (id: number, workerId: string) => and(eq(n.id, id), eq(n.claimedBy, workerId), eq(n.state, 'queued'));

  return {
    /**
     * Up to `limit` due notifications for `workerId` until `lockedUntil`, counting the attempt: rows another worker
     * is claiming at this moment are skipped (SKIP LOCKED), rows it holds are not due until its claim runs out.
     */
    async claimDue(options: { now: Date; lockedUntil: Date; workerId: string; limit: number }): Promise<ClaimedNotification[]> {
      const { now, lockedUntil, workerId, limit } = options;
      const due = db
        .select({ id: n.id })
        .from(n)
        .where(and(eq(n.state, 'queued'), lte(n.nextAttemptAt, now), or(isNull(n.lockedUntil), lte(n.lockedUntil, now))))
        .orderBy(n.nextAttemptAt, n.id)
        .limit(limit)
        .for('update', { skipLocked: true });
      const claimed = await db
        .update(n)
        .set({ lockedUntil, claimedBy: workerId, attempts: sql`${n.attempts} + 1` })
        .where(and(inArray(n.id, due), eq(n.state, 'queued')))
        .returning({
          id: n.id,
          subscriptionId: n.subscriptionId,
          kind: n.kind,
          eventNumber: n.eventNumber,
          authorizationId: n.authorizationId,
          endpoint: n.endpoint,
          occurredAt: n.occurredAt,
          attempts: n.attempts,
        });
      return claimed.sort((a, b) => a.id - b.id);
    },

    async findDeliveryContext(notification: Pick<ClaimedNotification, 'subscriptionId' | 'authorizationId'>): Promise<DeliveryContext | null> {
      const [row] = await db
        .select({
          status: fhirSubscriptions.status,
          endpoint: fhirSubscriptions.endpoint,
          headers: fhirSubscriptions.headers,
          eventsSinceStart: fhirSubscriptions.eventsSinceStart,
          clientId: clientSystems.clientId,
          accountId: clientSystems.accountId,
          endpointUrls: clientSystems.endpointUrls,
          revokedAt: clientSystems.revokedAt,
        })
        .from(fhirSubscriptions)
        .innerJoin(clientSystems, eq(clientSystems.id, fhirSubscriptions.clientSystemId))
        .where(eq(fhirSubscriptions.id, notification.subscriptionId));
      if (!row) return null;
      let authorization: DeliveryContext['authorization'] = null;
      if (notification.authorizationId !== null) {
        const [found] = await db
          .select({ qhid: authorizations.qhid, providerLocationId: authorizations.providerLocationId, facilityLocationId: authorizations.facilityLocationId })
          .from(authorizations)
          .where(eq(authorizations.id, notification.authorizationId));
        if (found)
          authorization = { qhid: found.qhid, locationIds: [found.providerLocationId, found.facilityLocationId].filter((id): id is number => id !== null) };
      }
      return {
        subscription: { status: row.status, endpoint: row.endpoint, headers: row.headers, eventsSinceStart: row.eventsSinceStart },
        client: { clientId: row.clientId, accountId: row.accountId, endpointUrls: row.endpointUrls, isRevoked: row.revokedAt !== null },
        authorization,
      };
    },

    /** Only the worker holding the claim records the outcome (a worker whose claim ran out records nothing). */
    async markDelivered(id: number, workerId: string, deliveredAt: Date): Promise<boolean> {
      const done = await db
        .update(n)
        .set({ state: 'delivered', deliveredAt, lockedUntil: null, lastError: null })
        .where(held(id, workerId))
        .returning({ id: n.id });
      return done.length > 0;
    },

    /** A failed attempt: tried again at `nextAttemptAt`, or given up ('failed') when it is null. */
    async markFailed(id: number, workerId: string, error: string, nextAttemptAt: Date | null): Promise<boolean> {
      const done = await db
        .update(n)
        .set(nextAttemptAt ? { lockedUntil: null, lastError: error, nextAttemptAt } : { state: 'failed', lockedUntil: null, lastError: error })
        .where(held(id, workerId))
        .returning({ id: n.id });
      return done.length > 0;
    },

    /** Gives a claim back untried (the instance is stopping): due again at once, the attempt not counted. */
    async release(id: number, workerId: string, now: Date): Promise<void> {
      await db
        .update(n)
        .set({ lockedUntil: null, claimedBy: null, nextAttemptAt: now, attempts: sql`greatest(0, ${n.attempts} - 1)` })
        .where(held(id, workerId));
    },

    /**
     * The subscription's status after a handshake or a failed delivery. `onlyIf` guards against a change made in the
     * meantime (a handshake of an endpoint since replaced activates nothing).
     */
    async setSubscriptionStatus(
      subscriptionId: string,
      status: FhirSubscriptionStatus,
      lastError: string | null,
      onlyIf: { status?: FhirSubscriptionStatus; endpoint?: string } = {},
    ): Promise<void> {
      await db
        .update(fhirSubscriptions)
        .set({ status, lastError })
        .where(
          and(
            eq(fhirSubscriptions.id, subscriptionId),
            onlyIf.status ? eq(fhirSubscriptions.status, onlyIf.status) : undefined,
            onlyIf.endpoint ? eq(fhirSubscriptions.endpoint, onlyIf.endpoint) : undefined,
          ),
        );
    },
  };
}
export type SubscriptionNotificationsRepository = ReturnType<typeof createSubscriptionNotificationsRepository>;
