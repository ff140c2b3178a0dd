CREATE TABLE "fhir_subscription_notifications" (
	"id" serial PRIMARY KEY NOT NULL,
	"subscription_id" text NOT NULL,
	"kind" text NOT NULL,
	"event_number" bigint,
	"authorization_id" integer,
	"endpoint" text,
	"occurred_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"claimed_by" text,
	"last_error" text,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "fhir_subscriptions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_system_id" integer NOT NULL,
	"status" text NOT NULL,
	"filter_organization_identifier" text NOT NULL,
	"endpoint" text NOT NULL,
	"headers" text[] NOT NULL,
	"ends_at" timestamp with time zone,
	"resource" jsonb NOT NULL,
	"events_since_start" bigint DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "fhir_subscription_notifications" ADD CONSTRAINT "fhir_subscription_notifications_subscription_id_fhir_subscriptions_id_fk" FOREIGN KEY ("subscription_id") REFERENCES "public"."fhir_subscriptions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_subscription_notifications" ADD CONSTRAINT "fhir_subscription_notifications_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fhir_subscriptions" ADD CONSTRAINT "fhir_subscriptions_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "fhir_subscription_notifications_due_idx" ON "fhir_subscription_notifications" USING btree ("state","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "fhir_subscription_notifications_event_idx" ON "fhir_subscription_notifications" USING btree ("subscription_id","event_number");--> statement-breakpoint
CREATE INDEX "fhir_subscriptions_client_idx" ON "fhir_subscriptions" USING btree ("client_system_id");--> statement-breakpoint
CREATE INDEX "fhir_subscriptions_status_idx" ON "fhir_subscriptions" USING btree ("status");--> statement-breakpoint
-- Where a status word stands, as authorizationStatusStage (contracts) reads it: pending while the plan has not
-- decided ('Pending', 'Pended', 'Pend'); an approval word never counts as pending.
CREATE FUNCTION "authorization_status_is_pending"("status" text) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT lower($1) NOT LIKE '%approv%' AND lower($1) LIKE '%pend%'
$$;--> statement-breakpoint
-- The PAS topic's event (a pended request has a result): in the transaction that changes the status, whichever code
-- path writes it (a reviewer, an appeal, a cancellation, a person at a SQL prompt), each matching active subscription
-- gets its next event number and a queued notification. A subscription matches when its client system (not revoked)
-- has an active association with the authorization's provider or facility location, and its filter names the
-- client's organization or the NPI of one of those locations. The row lock taken by the UPDATE numbers one
-- subscription's events one after the other. NOTIFY (sent at commit) nudges the delivery workers of every instance.
CREATE FUNCTION "authorizations_subscription_events"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "queued" integer;
BEGIN
  WITH "matching" AS (
    SELECT s."id"
    FROM "fhir_subscriptions" s
    JOIN "client_systems" c ON c."id" = s."client_system_id"
    WHERE s."status" = 'active'
      AND c."revoked_at" IS NULL
      AND (s."ends_at" IS NULL OR s."ends_at" > now())
      AND EXISTS (
        SELECT 1
        FROM "provider_associations" a
        JOIN "provider_locations" l ON l."location_id" = a."location_id"
        WHERE a."account_id" = c."account_id"
          AND a."association_status" = 'active'
          AND a."location_id" IN (NEW."provider_location_id", NEW."facility_location_id")
          AND s."filter_organization_identifier" IN (c."organization_identifier", l."npi")
      )
  ), "numbered" AS (
    UPDATE "fhir_subscriptions" s SET "events_since_start" = s."events_since_start" + 1
    FROM "matching" m WHERE s."id" = m."id"
    RETURNING s."id", s."events_since_start"
  )
  INSERT INTO "fhir_subscription_notifications" ("subscription_id", "kind", "event_number", "authorization_id", "occurred_at", "next_attempt_at")
  SELECT n."id", 'event-notification', n."events_since_start", NEW."id", now(), now() FROM "numbered" n;
  GET DIAGNOSTICS "queued" = ROW_COUNT;
  IF "queued" > 0 THEN
    PERFORM pg_notify('fhir_subscription_events', '');
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "authorizations_subscription_events" AFTER UPDATE OF "status" ON "authorizations"
  FOR EACH ROW
  WHEN ("authorization_status_is_pending"(OLD."status") AND NOT "authorization_status_is_pending"(NEW."status"))
  EXECUTE FUNCTION "authorizations_subscription_events"();
