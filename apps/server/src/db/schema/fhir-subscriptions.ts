import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clientSystems } from './client-systems.js';
import { authorizations } from './payer.js';

export type FhirSubscriptionStatus = 'requested' | 'active' | 'error' | 'off';
export type FhirNotificationKind = 'handshake' | 'event-notification';

/**
 * FHIR Subscriptions (R4 backport, rest-hook, full-resource) on the PAS topic, one row per subscription of a client
 * system. The events consumer (subscription-events.consumer.ts) reads it: when a pended authorization is
 * decided, every active subscription whose client may see it and whose filter names its organization gets an event.
 */
export const fhirSubscriptions = pgTable(
  'fhir_subscriptions',
  {
    /** The resource id (a random UUID): a number in a URL is no grant, and this one is not even guessable. */
    id: text('id').primaryKey(),
    clientSystemId: integer('client_system_id')
      .notNull()
      .references(() => clientSystems.id),
    /** requested (handshake pending), active, error (handshake or deliveries failed), off. */
    status: text('status').$type<FhirSubscriptionStatus>().notNull(),
    /** The organization identifier of the filter: the client's organization identifier or one of its NPIs. */
    filterOrganizationIdentifier: text('filter_organization_identifier').notNull(),
    /** A registered endpoint URL of the client (checked on save and again before each call). */
    endpoint: text('endpoint').notNull(),
    /** channel.header as sent ("Authorization: Bearer …"), sent with each notification. */
    headers: text('headers').array().notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** The Subscription as the client last sent it (reason, extensions), answered back with our id and status. */
    resource: jsonb('resource').$type<Record<string, unknown>>().notNull(),
    /** Events generated so far: the events consumer takes the next number from here, so a number is never reused. */
    eventsSinceStart: bigint('events_since_start', { mode: 'number' }).notNull().default(0),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fhir_subscriptions_client_idx').on(table.clientSystemId), index('fhir_subscriptions_status_idx').on(table.status)],
);

/**
 * The durable delivery queue of subscription notifications (handshakes and events), as notice_deliveries is for
 * e-mail: a worker on any instance claims due rows (SKIP LOCKED plus `locked_until`, so a dead instance's claim runs
 * out), posts the notification and marks it delivered, or retries it later, until the attempts run out ('failed').
 * Event rows are written by the trigger in the transaction that decided the authorization.
 */
export const fhirSubscriptionNotifications = pgTable(
  'fhir_subscription_notifications',
  {
    id: serial('id').primaryKey(),
    subscriptionId: text('subscription_id')
      .notNull()
      .references(() => fhirSubscriptions.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<FhirNotificationKind>().notNull(),
    /** The event's number in its subscription (events only). */
    eventNumber: bigint('event_number', { mode: 'number' }),
    /** The authorization whose decision is the event; its PAS response bundle is built when delivered. */
    authorizationId: integer('authorization_id').references(() => authorizations.id, { onDelete: 'cascade' }),
    /** The endpoint a handshake checks: only a handshake of the current endpoint activates the subscription. */
    endpoint: text('endpoint'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    /** queued (waiting or retrying), delivered, failed (gave up). */
    state: text('state').$type<'queued' | 'delivered' | 'failed'>().notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull(),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    claimedBy: text('claimed_by'),
    lastError: text('last_error'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
  },
  (table) => [
    index('fhir_subscription_notifications_due_idx').on(table.state, table.nextAttemptAt),
    uniqueIndex('fhir_subscription_notifications_event_idx').on(table.subscriptionId, table.eventNumber),
  ],
);
