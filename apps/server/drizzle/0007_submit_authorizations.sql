CREATE SEQUENCE "public"."not_listed_provider_location_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 900000001 CACHE 1;--> statement-breakpoint
CREATE TABLE "authorization_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"account_id" integer NOT NULL,
	"on_behalf_of_account_id" integer,
	"idempotency_key" text NOT NULL,
	"workflow_id" integer NOT NULL,
	"is_automation" boolean NOT NULL,
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "provider_locations" ADD COLUMN "added_by_account_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_submissions" ADD CONSTRAINT "authorization_submissions_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_submissions" ADD CONSTRAINT "authorization_submissions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_submissions" ADD CONSTRAINT "authorization_submissions_on_behalf_of_account_id_accounts_id_fk" FOREIGN KEY ("on_behalf_of_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "authorization_submissions_key_idx" ON "authorization_submissions" USING btree ("account_id","idempotency_key");