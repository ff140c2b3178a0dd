CREATE TABLE "authorization_appeal_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"appeal_id" integer NOT NULL,
	"outcome_id" integer NOT NULL,
	"line_id" text NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb
);
--> statement-breakpoint
CREATE TABLE "authorization_appeals" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"priority" text NOT NULL,
	"reason" text NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"submitted_by_login_id" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"decided_at" timestamp with time zone,
	"decided_by_account_id" integer
);
--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "determination" text;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "extended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "extension_days" integer;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "extension_reason" text;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "extended_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "approved_after_appeal_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "review_items" ADD COLUMN "appeal_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_appeal_lines" ADD CONSTRAINT "authorization_appeal_lines_appeal_id_authorization_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."authorization_appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_appeal_lines" ADD CONSTRAINT "authorization_appeal_lines_outcome_id_authorization_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."authorization_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_appeals" ADD CONSTRAINT "authorization_appeals_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_appeals" ADD CONSTRAINT "authorization_appeals_decided_by_account_id_accounts_id_fk" FOREIGN KEY ("decided_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_appeal_lines_outcome_idx" ON "authorization_appeal_lines" USING btree ("outcome_id");--> statement-breakpoint
CREATE INDEX "authorization_appeal_lines_appeal_idx" ON "authorization_appeal_lines" USING btree ("appeal_id");--> statement-breakpoint
CREATE INDEX "authorization_appeals_authorization_idx" ON "authorization_appeals" USING btree ("authorization_id","received_at");--> statement-breakpoint
ALTER TABLE "review_items" ADD CONSTRAINT "review_items_appeal_id_authorization_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."authorization_appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The first determination is a fact of the record, kept by the database wherever decided_at is first set (a
-- reviewer's decision, an approval on submission, the demo data, a PAS request), so an appeal that changes the
-- status later leaves it as it was.
CREATE FUNCTION "authorization_determination_of"("status" text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE
    WHEN lower("status") LIKE 'partial%' THEN 'partially-approved'
    WHEN lower("status") LIKE '%approv%' THEN 'approved'
    WHEN lower("status") LIKE '%den%' THEN 'denied'
  END
$$;--> statement-breakpoint
CREATE FUNCTION "authorizations_set_determination"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."decided_at" IS NOT NULL AND NEW."determination" IS NULL AND (TG_OP = 'INSERT' OR OLD."decided_at" IS NULL) THEN
    NEW."determination" := "authorization_determination_of"(NEW."status");
  END IF;
  RETURN NEW;
END
$$;--> statement-breakpoint
CREATE TRIGGER "authorizations_determination" BEFORE INSERT OR UPDATE OF "decided_at" ON "authorizations"
  FOR EACH ROW EXECUTE FUNCTION "authorizations_set_determination"();--> statement-breakpoint
UPDATE "authorizations" SET "determination" = "authorization_determination_of"("status") WHERE "decided_at" IS NOT NULL;
