CREATE TABLE "authorization_event_consumers" (
	"name" text PRIMARY KEY NOT NULL,
	"last_transaction_id" bigint DEFAULT 0 NOT NULL,
	"last_event_id" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"transaction_id" bigint DEFAULT (pg_current_xact_id()::text::bigint) NOT NULL,
	"authorization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor" jsonb NOT NULL,
	"status_before" text NOT NULL,
	"status" text NOT NULL,
	"data" jsonb NOT NULL,
	"metric_facts" jsonb
);
--> statement-breakpoint
ALTER TABLE "authorization_events" ADD CONSTRAINT "authorization_events_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_events_authorization_idx" ON "authorization_events" USING btree ("authorization_id","occurred_at");--> statement-breakpoint
CREATE INDEX "authorization_events_order_idx" ON "authorization_events" USING btree ("transaction_id","id");--> statement-breakpoint
CREATE INDEX "authorizations_service_to_idx" ON "authorizations" USING btree ("service_to");--> statement-breakpoint
CREATE INDEX "code_set_entries_code_upper_idx" ON "code_set_entries" USING btree ("code_set",upper("code"));
--> statement-breakpoint
-- Issue 31: the notices, the FHIR Subscription notifications, the metrics and the first determination are kept by
-- TypeScript (the consumers of authorization_events and the deciding command), no longer by triggers. Kept in SQL:
-- prior_authorization_metrics_of and prior_authorization_metrics_rebuild (the sums recomputed from the rows: the bench's
-- bulk load, and the test that a rebuild from the events gives the same sums), and the session-change NOTIFY.
DROP TRIGGER IF EXISTS "authorizations_metrics" ON "authorizations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "authorizations_metrics_truncate" ON "authorizations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "authorizations_determination" ON "authorizations";--> statement-breakpoint
DROP TRIGGER IF EXISTS "authorizations_subscription_events" ON "authorizations";--> statement-breakpoint
DROP FUNCTION IF EXISTS "authorizations_update_metrics"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "authorizations_truncate_metrics"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "prior_authorization_metrics_add"(record, integer);--> statement-breakpoint
DROP FUNCTION IF EXISTS "authorizations_set_determination"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "authorization_determination_of"(text);--> statement-breakpoint
DROP FUNCTION IF EXISTS "authorizations_subscription_events"();--> statement-breakpoint
DROP FUNCTION IF EXISTS "authorization_status_is_pending"(text);--> statement-breakpoint
-- Backfill: an authorization written before the events gets one 'received' event with its facts as they stand
-- (authorization-core/recorded-history.ts writes the same for bulk loads), so a rebuild from the events counts it.
INSERT INTO "authorization_events" ("authorization_id", "kind", "occurred_at", "actor", "status_before", "status", "data", "metric_facts")
SELECT a."id", 'received', a."received_at", '{"accountId": null, "name": null, "clientSystemId": null}'::jsonb, a."status", a."status",
  jsonb_build_object('priority', a."priority", 'dueAt', to_char(a."decision_due_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'), 'door', 'portal'),
  jsonb_build_object('before', null, 'after', jsonb_build_object(
    'receivedAt', to_char(a."received_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'priority', a."priority",
    'decidedAt', to_char(a."decided_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'determination', a."determination",
    'extendedAt', to_char(a."extended_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'),
    'approvedAfterAppealAt', to_char(a."approved_after_appeal_at" AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')))
FROM "authorizations" a
WHERE NOT EXISTS (SELECT 1 FROM "authorization_events" e WHERE e."authorization_id" = a."id" AND e."kind" = 'received')
ORDER BY a."id";--> statement-breakpoint
-- The triggers' sums already hold these authorizations and nobody is to be told of them again: every consumer starts
-- past the backfill (the names of event consumers' positions: notices, fhir-subscription-events, metrics).
INSERT INTO "authorization_event_consumers" ("name", "last_transaction_id", "last_event_id")
SELECT c."name", pg_current_xact_id()::text::bigint, coalesce((SELECT max("id") FROM "authorization_events"), 0)
FROM (VALUES ('notices'), ('fhir-subscription-events'), ('metrics')) AS c("name")
ON CONFLICT ("name") DO UPDATE SET "last_transaction_id" = excluded."last_transaction_id", "last_event_id" = excluded."last_event_id", "updated_at" = now();--> statement-breakpoint
-- Issue 31 §4, one status vocabulary (hand-written): 'Pended' and 'Pend' were the request's Pending under the core
-- system's older words; the portal now stores and shows Pending only (a request waiting for the provider's answer is
-- told by its open question, not by its status). Line outcomes keep their words: the spec's normalisation of outcome
-- words shows them. Pending to Pending fires none of the status triggers (the FHIR subscription event fires only when
-- a request leaves pending).
UPDATE "authorizations" SET "status" = 'Pending' WHERE "status" IN ('Pended', 'Pend');--> statement-breakpoint
UPDATE "authorization_status_changes" SET "status" = 'Pending' WHERE "status" IN ('Pended', 'Pend');--> statement-breakpoint
UPDATE "notices" SET "status" = 'Pending' WHERE "status" IN ('Pended', 'Pend');
