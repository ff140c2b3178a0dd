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
CREATE INDEX "authorization_events_order_idx" ON "authorization_events" USING btree ("transaction_id","id");