CREATE TABLE "peer_to_peer_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"outcome_id" integer NOT NULL,
	"line_id" text NOT NULL,
	"reason" text NOT NULL,
	"phone" text NOT NULL,
	"phone_extension" text DEFAULT '' NOT NULL,
	"preferred_times" jsonb NOT NULL,
	"times_note" text DEFAULT '' NOT NULL,
	"requested_by_login_id" integer NOT NULL,
	"filed_by_account_id" integer NOT NULL,
	"requested_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb,
	"notes" text,
	"recorded_by_account_id" integer,
	"recorded_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "review_hand_offs" (
	"id" serial PRIMARY KEY NOT NULL,
	"review_item_id" integer NOT NULL,
	"from_account_id" integer NOT NULL,
	"to_account_id" integer NOT NULL,
	"reason" text NOT NULL,
	"handed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_saved_filters" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"name" text NOT NULL,
	"filter" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
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
ALTER TABLE "peer_to_peer_requests" ADD CONSTRAINT "peer_to_peer_requests_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_to_peer_requests" ADD CONSTRAINT "peer_to_peer_requests_outcome_id_authorization_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."authorization_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_to_peer_requests" ADD CONSTRAINT "peer_to_peer_requests_requested_by_login_id_accounts_id_fk" FOREIGN KEY ("requested_by_login_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_to_peer_requests" ADD CONSTRAINT "peer_to_peer_requests_filed_by_account_id_accounts_id_fk" FOREIGN KEY ("filed_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "peer_to_peer_requests" ADD CONSTRAINT "peer_to_peer_requests_recorded_by_account_id_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_hand_offs" ADD CONSTRAINT "review_hand_offs_review_item_id_review_items_id_fk" FOREIGN KEY ("review_item_id") REFERENCES "public"."review_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_hand_offs" ADD CONSTRAINT "review_hand_offs_from_account_id_accounts_id_fk" FOREIGN KEY ("from_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_hand_offs" ADD CONSTRAINT "review_hand_offs_to_account_id_accounts_id_fk" FOREIGN KEY ("to_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_saved_filters" ADD CONSTRAINT "review_saved_filters_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_draft_locations" ADD CONSTRAINT "authorization_draft_locations_draft_id_authorization_drafts_id_fk" FOREIGN KEY ("draft_id") REFERENCES "public"."authorization_drafts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_drafts" ADD CONSTRAINT "authorization_drafts_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_drafts" ADD CONSTRAINT "authorization_drafts_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_drafts" ADD CONSTRAINT "authorization_drafts_updated_by_account_id_accounts_id_fk" FOREIGN KEY ("updated_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "peer_to_peer_requests_authorization_idx" ON "peer_to_peer_requests" USING btree ("authorization_id","requested_at");--> statement-breakpoint
CREATE INDEX "peer_to_peer_requests_open_due_idx" ON "peer_to_peer_requests" USING btree ("due_at","id") WHERE "peer_to_peer_requests"."state" = 'open';--> statement-breakpoint
CREATE UNIQUE INDEX "peer_to_peer_requests_open_line_idx" ON "peer_to_peer_requests" USING btree ("authorization_id","line_id") WHERE "peer_to_peer_requests"."state" = 'open';--> statement-breakpoint
CREATE INDEX "review_hand_offs_item_idx" ON "review_hand_offs" USING btree ("review_item_id","handed_at");--> statement-breakpoint
CREATE UNIQUE INDEX "review_saved_filters_name_idx" ON "review_saved_filters" USING btree ("account_id",lower("name"));--> statement-breakpoint
CREATE INDEX "authorization_draft_locations_location_idx" ON "authorization_draft_locations" USING btree ("location_id","draft_id");--> statement-breakpoint
CREATE INDEX "authorization_drafts_updated_at_idx" ON "authorization_drafts" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "authorizations_provider_location_idx" ON "authorizations" USING btree ("provider_location_id","status");--> statement-breakpoint
CREATE INDEX "authorizations_facility_location_idx" ON "authorizations" USING btree ("facility_location_id","status");--> statement-breakpoint
CREATE INDEX "review_items_waiting_received_idx" ON "review_items" USING btree ("received_at","id") WHERE "review_items"."state" in ('open', 'information');--> statement-breakpoint
CREATE INDEX "review_items_waiting_priority_idx" ON "review_items" USING btree ("priority","due_at","id") WHERE "review_items"."state" in ('open', 'information');