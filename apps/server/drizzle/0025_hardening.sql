CREATE TABLE "identity_lockouts" (
	"actor_key" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_system_id" integer,
	"channels" text[] NOT NULL,
	"last_limit" text NOT NULL,
	"refusals" integer NOT NULL,
	"first_reached_at" timestamp with time zone NOT NULL,
	"last_reached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_misses" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_key" text NOT NULL,
	"member_key" text NOT NULL,
	"channel" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "filed_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_appeals" ADD COLUMN "filed_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "identity_lockouts" ADD CONSTRAINT "identity_lockouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_lockouts" ADD CONSTRAINT "identity_lockouts_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_lockouts_last_idx" ON "identity_lockouts" USING btree ("last_reached_at");--> statement-breakpoint
CREATE INDEX "identity_misses_actor_idx" ON "identity_misses" USING btree ("actor_key","occurred_at");--> statement-breakpoint
CREATE INDEX "identity_misses_member_idx" ON "identity_misses" USING btree ("member_key","occurred_at");--> statement-breakpoint
CREATE INDEX "identity_misses_occurred_idx" ON "identity_misses" USING btree ("occurred_at");--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_filed_by_account_id_accounts_id_fk" FOREIGN KEY ("filed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_appeals" ADD CONSTRAINT "authorization_appeals_filed_by_account_id_accounts_id_fk" FOREIGN KEY ("filed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_published_salt_idx" ON "accounts" USING btree ("id") WHERE split_part("accounts"."password_hash", '$', 5) = 'cG9ydGFsLWRlbW8tc2FsdA==';--> statement-breakpoint
-- hand-written: who filed what before this migration (issue 30). The wizard and PAS never took a request from an
-- impersonating session, so the account that submitted is the person who filed; an appeal's filer is the actor of
-- the audit row written in the appeal's own transaction (the employee when one acted as the provider), found through
-- the member index by the appeal's member and time.
UPDATE "authorizations" SET "filed_by_account_id" = "submitted_by_login_id"
WHERE "filed_by_account_id" IS NULL AND "submitted_by_login_id" IN (SELECT "id" FROM "accounts");--> statement-breakpoint
UPDATE "authorization_appeals" AS "appeal" SET "filed_by_account_id" = coalesce(
  (SELECT "entry"."actor_account_id" FROM "audit_log" AS "entry" JOIN "authorizations" AS "authorization" ON "authorization"."id" = "appeal"."authorization_id"
   WHERE "entry"."member_qhid" = "authorization"."qhid"::text AND "entry"."occurred_at" = "appeal"."received_at"
     AND "entry"."action" = 'appeal-submitted' AND "entry"."outcome" = 'success' AND "entry"."details" ->> 'appealId' = "appeal"."id"::text
   LIMIT 1),
  (SELECT "id" FROM "accounts" WHERE "id" = "appeal"."submitted_by_login_id"))
WHERE "appeal"."filed_by_account_id" IS NULL;
