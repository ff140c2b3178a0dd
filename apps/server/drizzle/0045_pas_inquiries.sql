-- PAS inquiries' exchanges get their own table, kept as json (the text) instead of jsonb: nothing reads inside them, and
-- converting some 35 KB into jsonb on every $inquire was a fifth of PostgreSQL's CPU for the call. The inquiries kept so
-- far move here with their ids' order; pas_transactions keeps the submissions.
CREATE TABLE "pas_inquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"bundle_identifier" text,
	"authorization_id" integer,
	"claim_id" text,
	"request" json NOT NULL,
	"response" json NOT NULL,
	"http_status" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pas_inquiries" ADD CONSTRAINT "pas_inquiries_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pas_inquiries" ADD CONSTRAINT "pas_inquiries_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pas_inquiries_authorization_idx" ON "pas_inquiries" USING btree ("authorization_id");
--> statement-breakpoint
-- As the exchanges of 0038: lz4 where the server has it, pglz in the embedded database.
DO $$
BEGIN
  ALTER TABLE "pas_inquiries" ALTER COLUMN "request" SET COMPRESSION lz4, ALTER COLUMN "response" SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  NULL;
END $$;
--> statement-breakpoint
INSERT INTO "pas_inquiries" ("account_id", "bundle_identifier", "authorization_id", "claim_id", "request", "response", "http_status", "received_at")
  SELECT "account_id", "bundle_identifier", "authorization_id", "claim_id", "request"::json, "response"::json, "http_status", "received_at"
  FROM "pas_transactions" WHERE "kind" = 'inquire' ORDER BY "id";
--> statement-breakpoint
DELETE FROM "pas_transactions" WHERE "kind" = 'inquire';
