CREATE TABLE "authorization_status_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"status" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorization_status_changes" ADD CONSTRAINT "authorization_status_changes_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_status_changes_authorization_idx" ON "authorization_status_changes" USING btree ("authorization_id","changed_at");--> statement-breakpoint
CREATE INDEX "authorization_status_changes_changed_at_idx" ON "authorization_status_changes" USING btree ("changed_at");--> statement-breakpoint
-- Authorizations stored before this table: their current status, from their first decision (or receipt, undecided).
INSERT INTO "authorization_status_changes" ("authorization_id", "status", "changed_at")
SELECT a."id", a."status", COALESCE((SELECT min(o."decided_at") FROM "authorization_outcomes" o WHERE o."authorization_id" = a."id"), a."received_at")
FROM "authorizations" a;
