import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { clientSystems, fhirSubscriptionNotifications, fhirSubscriptions, type FhirSubscriptionStatus } from '../../db/schema.js';

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

/** The statuses of a subscription that is on: it is handshaken and notified. */
const onStatuses: FhirSubscriptionStatus[] = ['requested', 'active'];
const isOn = (status: FhirSubscriptionStatus) => onStatuses.includes(status);

/**
 * Whether the client may have one more subscription on (`except` the one being changed), counted in the transaction
 * that writes it after locking the client system's row: two instances writing for one client wait for each other, so
 * neither can pass the limit with the other's subscription uncounted.
 */
async function hasRoomForOneMore(tx: Executor, clientSystemId: number, maxOn: number, except?: string): Promise<boolean> {
  await tx.select({ id: clientSystems.id }).from(clientSystems).where(eq(clientSystems.id, clientSystemId)).for('update');
  const [on] = await tx
    .select({ total: count() })
    .from(fhirSubscriptions)
    .where(
      and(
        eq(fhirSubscriptions.clientSystemId, clientSystemId),
        inArray(fhirSubscriptions.status, onStatuses),
        except ? ne(fhirSubscriptions.id, except) : undefined,
      ),
    );
  return (on?.total ?? 0) < maxOn;
}

/** The client systems' subscriptions (db/schema/fhir-subscriptions.ts): each read and change is of one client's own. */
export function createSubscriptionsRepository(db: Database) {
  const own = (id: string, clientSystemId: number) => and(eq(fhirSubscriptions.id, id), eq(fhirSubscriptions.clientSystemId, clientSystemId));
  /** A handshake of the subscription's endpoint, queued in the same transaction as the change that asks for it. */
  const queueHandshake = (executor: Pick<Database, 'insert'>, subscriptionId: string, endpoint: string, now: Date) =>
    executor.insert(fhirSubscriptionNotifications).values({ subscriptionId, kind: 'handshake', endpoint, occurredAt: now, nextAttemptAt: now });

  return {
    /** The new subscription, or 'limit' when it would be on and the client already has `maxOn` on. */
    async create(
      values: SubscriptionFields & { id: string; clientSystemId: number },
      options: { isHandshakeNeeded: boolean; maxOn: number; now: Date },
    ): Promise<StoredSubscription | 'limit'> {
      return db.transaction(async (tx) => {
        if (isOn(values.status) && !(await hasRoomForOneMore(tx, values.clientSystemId, options.maxOn))) return 'limit';
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
      return db
        .select(columns)
        .from(fhirSubscriptions)
        .where(eq(fhirSubscriptions.clientSystemId, clientSystemId))
        .orderBy(asc(fhirSubscriptions.createdAt), asc(fhirSubscriptions.id));
    },

    /** Replaces the client's fields; the event count stays (a number is never reused). 'limit' as for create. */
    async update(
      id: string,
      clientSystemId: number,
      values: SubscriptionFields,
      options: { isHandshakeNeeded: boolean; maxOn: number; now: Date },
    ): Promise<StoredSubscription | null | 'limit'> {
      return db.transaction(async (tx) => {
        if (isOn(values.status) && !(await hasRoomForOneMore(tx, clientSystemId, options.maxOn, id))) return 'limit';
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
