ALTER TABLE "authorizations" ADD COLUMN "filed_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_appeals" ADD COLUMN "filed_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_filed_by_account_id_accounts_id_fk" FOREIGN KEY ("filed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_appeals" ADD CONSTRAINT "authorization_appeals_filed_by_account_id_accounts_id_fk" FOREIGN KEY ("filed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
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
