import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { fhirSubscriptionNotifications, fhirSubscriptions, type FhirSubscriptionStatus } from '../../db/schema.js';

export interface StoredSubscription {
  id: string;
  clientSystemId: number;
  status: FhirSubscriptionStatus;
  filterOrganizationIdentifier: string;
  endpoint: string;
  headers: string[];
  endsAt: Date | null;
  resource: Record<string, unknown>;
  eventsSinceStart: number;
  lastError: string | null;
  updatedAt: Date;
}

export type SubscriptionFields = Pick<StoredSubscription, 'status' | 'filterOrganizationIdentifier' | 'endpoint' | 'headers' | 'endsAt' | 'resource'>;

const columns = {
  id: fhirSubscriptions.id,
  clientSystemId: fhirSubscriptions.clientSystemId,
  status: fhirSubscriptions.status,
  filterOrganizationIdentifier: fhirSubscriptions.filterOrganizationIdentifier,
  endpoint: fhirSubscriptions.endpoint,
  headers: fhirSubscriptions.headers,
  endsAt: fhirSubscriptions.endsAt,
  resource: fhirSubscriptions.resource,
  eventsSinceStart: fhirSubscriptions.eventsSinceStart,
  lastError: fhirSubscriptions.lastError,
  updatedAt: fhirSubscriptions.updatedAt,
};

/** The client systems' subscriptions (db/schema/fhir-subscriptions.ts): each read and change is of one client's own. */
export function createSubscriptionsRepository(db: Database) {
  const own = (id: string, clientSystemId: number) => and(eq(fhirSubscriptions.id, id), eq(fhirSubscriptions.clientSystemId, clientSystemId));
  /** A handshake of the subscription's endpoint, queued in the same transaction as the change that asks for it. */
  const queueHandshake = (executor: Pick<Database, 'insert'>, subscriptionId: string, endpoint: string, now: Date) =>
    executor.insert(fhirSubscriptionNotifications).values({ subscriptionId, kind: 'handshake', endpoint, occurredAt: now, nextAttemptAt: now });

  return {
    async create(values: SubscriptionFields & { id: string; clientSystemId: number }, options: { isHandshakeNeeded: boolean; now: Date }): Promise<StoredSubscription> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(fhirSubscriptions)
          .values({ ...values, createdAt: options.now, updatedAt: options.now })
          .returning(columns);
        if (options.isHandshakeNeeded) await queueHandshake(tx, values.id, values.endpoint, options.now);
        if (!row) throw new Error('The subscription was not stored.');
        return row;
      });
    },

    async findOwn(id: string, clientSystemId: number): Promise<StoredSubscription | null> {
      const [row] = await db.select(columns).from(fhirSubscriptions).where(own(id, clientSystemId));
      return row ?? null;
    },

    listOwn(clientSystemId: number): Promise<StoredSubscription[]> {
      return db.select(columns).from(fhirSubscriptions).where(eq(fhirSubscriptions.clientSystemId, clientSystemId)).orderBy(asc(fhirSubscriptions.createdAt), asc(fhirSubscriptions.id));
    },

    /** Replaces the client's fields; the event count stays (a number is never reused). */
    async update(id: string, clientSystemId: number, values: SubscriptionFields, options: { isHandshakeNeeded: boolean; now: Date }): Promise<StoredSubscription | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .update(fhirSubscriptions)
          .set({ ...values, lastError: null, updatedAt: options.now })
          .where(own(id, clientSystemId))
          .returning(columns);
        if (row && options.isHandshakeNeeded) await queueHandshake(tx, id, values.endpoint, options.now);
        return row ?? null;
      });
    },

    /** Removes the subscription and, with it, its notifications not yet delivered. */
    async delete(id: string, clientSystemId: number): Promise<boolean> {
      const removed = await db.delete(fhirSubscriptions).where(own(id, clientSystemId)).returning({ id: fhirSubscriptions.id });
      return removed.length > 0;
    },
  };
}
export type SubscriptionsRepository = ReturnType<typeof createSubscriptionsRepository>;
