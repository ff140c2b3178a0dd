CREATE TABLE "review_queue_due_tallies" (
	"due_hour" integer NOT NULL,
	"priority" text NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_queue_due_tallies_due_hour_priority_pk" PRIMARY KEY("due_hour","priority")
);
--> statement-breakpoint
CREATE TABLE "review_queue_entries" (
	"item_id" integer PRIMARY KEY NOT NULL,
	"request_type" text NOT NULL,
	"state" text NOT NULL,
	"priority" text NOT NULL,
	"claimed_by_account_id" integer,
	"group_id" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"authorization_number" text NOT NULL,
	"member_id" text NOT NULL,
	"last_name" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_queue_tallies" (
	"group_id" text NOT NULL,
	"request_type" text NOT NULL,
	"priority" text NOT NULL,
	"state" text NOT NULL,
	"claimed_by_account_id" integer,
	"count" integer NOT NULL,
	CONSTRAINT "review_queue_tallies_facts_key" UNIQUE NULLS NOT DISTINCT("group_id","request_type","priority","state","claimed_by_account_id")
);
--> statement-breakpoint
ALTER TABLE "review_queue_entries" ADD CONSTRAINT "review_queue_entries_item_id_review_items_id_fk" FOREIGN KEY ("item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_queue_entries" ADD CONSTRAINT "review_queue_entries_claimed_by_account_id_accounts_id_fk" FOREIGN KEY ("claimed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "review_queue_entries_due_idx" ON "review_queue_entries" USING btree ("due_at","item_id");--> statement-breakpoint
CREATE INDEX "review_queue_entries_received_idx" ON "review_queue_entries" USING btree ("received_at","item_id");--> statement-breakpoint
CREATE INDEX "review_queue_entries_priority_idx" ON "review_queue_entries" USING btree ("priority","due_at","item_id");--> statement-breakpoint
CREATE INDEX "review_queue_entries_group_idx" ON "review_queue_entries" USING btree ("group_id","due_at","item_id");--> statement-breakpoint
CREATE INDEX "review_queue_entries_type_idx" ON "review_queue_entries" USING btree ("request_type","due_at","item_id");--> statement-breakpoint
CREATE INDEX "review_queue_entries_claimed_idx" ON "review_queue_entries" USING btree ("claimed_by_account_id","due_at","item_id");--> statement-breakpoint
CREATE INDEX "review_queue_entries_number_idx" ON "review_queue_entries" USING btree ("authorization_number" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "review_queue_entries_member_id_idx" ON "review_queue_entries" USING btree ("member_id" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "review_queue_entries_last_name_idx" ON "review_queue_entries" USING btree ("last_name" text_pattern_ops);--> statement-breakpoint
-- The waiting items of a database that has some (authorization-core/review/review-queue-entries.ts rebuildQueueEntries).
INSERT INTO "review_queue_entries" ("item_id", "request_type", "state", "priority", "claimed_by_account_id", "group_id", "received_at", "due_at", "authorization_number", "member_id", "last_name")
SELECT ri.id, CASE WHEN ri.kind = 'request' THEN CASE WHEN a.is_inpatient THEN 'inpatient' ELSE 'outpatient' END ELSE ri.kind END,
  ri.state, ri.priority, ri.claimed_by_account_id, m.group_id, ri.received_at, ri.due_at, a.authorization_number, upper(m.member_id), lower(m.last_name)
FROM "review_items" ri JOIN "authorizations" a ON a.id = ri.authorization_id JOIN "members" m ON m.qhid = a.qhid
WHERE ri.state IN ('open', 'information');--> statement-breakpoint
INSERT INTO "review_queue_tallies" ("group_id", "request_type", "priority", "state", "claimed_by_account_id", "count")
SELECT "group_id", "request_type", "priority", "state", "claimed_by_account_id", count(*)::int FROM "review_queue_entries"
GROUP BY "group_id", "request_type", "priority", "state", "claimed_by_account_id";--> statement-breakpoint
INSERT INTO "review_queue_due_tallies" ("due_hour", "priority", "count")
SELECT floor(extract(epoch FROM "due_at") / 3600)::int, "priority", count(*)::int FROM "review_queue_entries" GROUP BY 1, 2;
