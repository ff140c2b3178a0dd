CREATE TABLE "determination_letters" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"review_item_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"issued_by_account_id" integer
);
--> statement-breakpoint
CREATE TABLE "review_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"kind" text NOT NULL,
	"state" text NOT NULL,
	"priority" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_by_account_id" integer,
	"claimed_at" timestamp with time zone,
	"decided_at" timestamp with time zone,
	"decided_by_account_id" integer
);
--> statement-breakpoint
CREATE TABLE "review_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_item_id" integer NOT NULL,
	"question" text NOT NULL,
	"asked_by_account_id" integer NOT NULL,
	"asked_at" timestamp with time zone NOT NULL,
	"answer" text,
	"answered_by_account_id" integer,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "priority" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "decision_due_at" timestamp with time zone;--> statement-breakpoint
-- Authorizations stored before the clock: expedited by their type (MEDRRT02, QHRECUR), due 72 hours or 7 days after receipt.
UPDATE "authorizations" SET "priority" = 'expedited' WHERE "authorization_type" IN ('MEDRRT02', 'QHRECUR');--> statement-breakpoint
UPDATE "authorizations" SET "decision_due_at" = "received_at" + CASE WHEN "priority" = 'expedited' THEN interval '72 hours' ELSE interval '7 days' END;--> statement-breakpoint
ALTER TABLE "authorizations" ALTER COLUMN "decision_due_at" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "decided_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_change_requests" ADD COLUMN "review_item_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_change_requests" ADD COLUMN "decision_reason" text;--> statement-breakpoint
ALTER TABLE "authorization_change_requests" ADD COLUMN "decided_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authorization_outcomes" ADD COLUMN "decided_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_outcomes" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "authorization_outcomes" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "determination_letters" ADD CONSTRAINT "determination_letters_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "determination_letters" ADD CONSTRAINT "determination_letters_review_item_id_review_items_id_fk" FOREIGN KEY ("review_item_id") REFERENCES "public"."review_items"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "determination_letters" ADD CONSTRAINT "determination_letters_issued_by_account_id_accounts_id_fk" FOREIGN KEY ("issued_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_claimed_by_account_id_accounts_id_fk" FOREIGN KEY ("claimed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_questions" ADD CONSTRAINT "review_questions_review_item_id_review_items_id_fk" FOREIGN KEY ("review_item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_questions" ADD CONSTRAINT "review_questions_asked_by_account_id_accounts_id_fk" FOREIGN KEY ("asked_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_questions" ADD CONSTRAINT "review_questions_answered_by_account_id_accounts_id_fk" FOREIGN KEY ("answered_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "determination_letters_authorization_idx" ON "determination_letters" USING btree ("authorization_id","issued_at");--> statement-breakpoint
CREATE INDEX "review_items_queue_idx" ON "review_items" USING btree ("state","due_at");--> statement-breakpoint
CREATE INDEX "review_items_authorization_idx" ON "review_items" USING btree ("authorization_id","state");--> statement-breakpoint
CREATE INDEX "review_items_claimed_idx" ON "review_items" USING btree ("claimed_by_account_id","state");--> statement-breakpoint
CREATE INDEX "review_questions_item_idx" ON "review_questions" USING btree ("review_item_id","asked_at");--> statement-breakpoint
ALTER TABLE "authorization_outcomes" ADD CONSTRAINT "authorization_outcomes_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Decided ones: when, from their first decision. Pending ones (and pending changes) enter the review queue.
UPDATE "authorizations" a SET "decided_at" = (SELECT min(o."decided_at") FROM "authorization_outcomes" o WHERE o."authorization_id" = a."id")
WHERE a."status" NOT IN ('Pending', 'Pended', 'Pend');--> statement-breakpoint
INSERT INTO "review_items" ("authorization_id", "kind", "state", "priority", "received_at", "due_at")
SELECT "id", 'request', 'open', "priority", "received_at", "decision_due_at" FROM "authorizations" WHERE "status" IN ('Pending', 'Pended', 'Pend');--> statement-breakpoint
INSERT INTO "review_items" ("authorization_id", "kind", "state", "priority", "received_at", "due_at")
SELECT c."authorization_id", 'change', 'open', a."priority", min(c."requested_at"),
  min(c."requested_at") + CASE WHEN a."priority" = 'expedited' THEN interval '72 hours' ELSE interval '7 days' END
FROM "authorization_change_requests" c JOIN "authorizations" a ON a."id" = c."authorization_id"
WHERE c."status" = 'pending' GROUP BY c."authorization_id", a."priority";--> statement-breakpoint
UPDATE "authorization_change_requests" c SET "review_item_id" = r."id" FROM "review_items" r
WHERE r."authorization_id" = c."authorization_id" AND r."kind" = 'change' AND c."status" = 'pending';
