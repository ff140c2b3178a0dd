CREATE TABLE "bulk_export_files" (
	"export_id" text NOT NULL,
	"resource_type" text NOT NULL,
	"part" integer NOT NULL,
	"blob_key" text NOT NULL,
	"resource_count" integer NOT NULL,
	"byte_size" bigint NOT NULL,
	CONSTRAINT "bulk_export_files_export_id_resource_type_part_pk" PRIMARY KEY("export_id","resource_type","part")
);
--> statement-breakpoint
CREATE TABLE "bulk_exports" (
	"id" text PRIMARY KEY NOT NULL,
	"client_system_id" integer NOT NULL,
	"group_id" text NOT NULL,
	"operation" text NOT NULL,
	"request_url" text NOT NULL,
	"types" text[] NOT NULL,
	"since" timestamp with time zone,
	"transaction_time" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"members_total" integer,
	"members_done" integer DEFAULT 0 NOT NULL,
	"checkpoint_qhid" integer,
	"resources_written" bigint DEFAULT 0 NOT NULL,
	"claimed_by" text,
	"locked_until" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"expires_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "provider_access_choices" (
	"id" serial PRIMARY KEY NOT NULL,
	"qhid" integer NOT NULL,
	"choice" text NOT NULL,
	"effective_at" timestamp with time zone NOT NULL,
	"channel" text NOT NULL,
	"note" text,
	"recorded_by_account_id" integer NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_access_group_members" (
	"group_id" text NOT NULL,
	"qhid" integer NOT NULL,
	"provider_npi" text NOT NULL,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"attested_at" timestamp with time zone,
	CONSTRAINT "provider_access_group_members_group_id_qhid_pk" PRIMARY KEY("group_id","qhid")
);
--> statement-breakpoint
CREATE TABLE "provider_access_groups" (
	"id" text PRIMARY KEY NOT NULL,
	"client_system_id" integer NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"refreshed_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone,
	"member_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "claims" ADD COLUMN "recorded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bulk_export_files" ADD CONSTRAINT "bulk_export_files_export_id_bulk_exports_id_fk" FOREIGN KEY ("export_id") REFERENCES "public"."bulk_exports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_exports" ADD CONSTRAINT "bulk_exports_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bulk_exports" ADD CONSTRAINT "bulk_exports_group_id_provider_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."provider_access_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_access_choices" ADD CONSTRAINT "provider_access_choices_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_access_choices" ADD CONSTRAINT "provider_access_choices_recorded_by_account_id_accounts_id_fk" FOREIGN KEY ("recorded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_access_group_members" ADD CONSTRAINT "provider_access_group_members_group_id_provider_access_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."provider_access_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_access_group_members" ADD CONSTRAINT "provider_access_group_members_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_access_groups" ADD CONSTRAINT "provider_access_groups_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bulk_exports_client_idx" ON "bulk_exports" USING btree ("client_system_id","created_at");--> statement-breakpoint
CREATE INDEX "bulk_exports_status_idx" ON "bulk_exports" USING btree ("status","locked_until");--> statement-breakpoint
CREATE UNIQUE INDEX "bulk_exports_running_idx" ON "bulk_exports" USING btree ("client_system_id","group_id") WHERE "bulk_exports"."status" = 'in-progress';--> statement-breakpoint
CREATE INDEX "provider_access_choices_member_idx" ON "provider_access_choices" USING btree ("qhid","effective_at");--> statement-breakpoint
CREATE INDEX "provider_access_groups_client_idx" ON "provider_access_groups" USING btree ("client_system_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_access_groups_attributed_idx" ON "provider_access_groups" USING btree ("client_system_id") WHERE "provider_access_groups"."kind" = 'attributed';