CREATE TABLE "authorization_draft_locations" (
	"draft_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	CONSTRAINT "authorization_draft_locations_draft_id_location_id_pk" PRIMARY KEY("draft_id","location_id")
);
--> statement-breakpoint
CREATE TABLE "authorization_drafts" (
	"id" serial PRIMARY KEY NOT NULL,
	"qhid" integer NOT NULL,
	"workflow_id" integer NOT NULL,
	"step" text NOT NULL,
	"has_questionnaire" boolean DEFAULT false NOT NULL,
	"is_mri_related" boolean DEFAULT false NOT NULL,
	"answers" jsonb NOT NULL,
	"created_by_account_id" integer NOT NULL,
	"updated_by_account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorization_draft_locations" ADD CONSTRAINT "authorization_draft_locations_draft_id_authorization_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."authorization_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_drafts" ADD CONSTRAINT "authorization_drafts_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_drafts" ADD CONSTRAINT "authorization_drafts_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_drafts" ADD CONSTRAINT "authorization_drafts_updated_by_account_id_accounts_id_fk" FOREIGN KEY ("updated_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_draft_locations_location_idx" ON "authorization_draft_locations" USING btree ("location_id","draft_id");--> statement-breakpoint
CREATE INDEX "authorization_drafts_updated_at_idx" ON "authorization_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "authorizations_provider_location_idx" ON "authorizations" USING btree ("provider_location_id","status");--> statement-breakpoint
CREATE INDEX "authorizations_facility_location_idx" ON "authorizations" USING btree ("facility_location_id","status");