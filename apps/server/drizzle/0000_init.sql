CREATE TABLE "accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"login_id" integer NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"title" text,
	"phone" text,
	"phone_ext" text,
	"mobile" text,
	"is_employee" boolean DEFAULT false NOT NULL,
	"roles" text[] NOT NULL,
	"account_status" text NOT NULL,
	"is_locked" boolean DEFAULT false NOT NULL,
	"failed_login_attempts" integer DEFAULT 0 NOT NULL,
	"has_temporary_password" boolean DEFAULT false NOT NULL,
	"force_account_update" boolean DEFAULT false NOT NULL,
	"security_question_1" integer,
	"security_answer_1_hash" text,
	"security_question_2" integer,
	"security_answer_2_hash" text,
	"security_question_3" integer,
	"security_answer_3_hash" text,
	"provider_first_name" text,
	"provider_last_name" text,
	"facility" text,
	"tax_id" text,
	"npi" text,
	"facility_phone" text,
	"facility_phone_ext" text,
	"address1" text,
	"address2" text,
	"city" text,
	"state" text,
	"zip_code" text,
	"note" text,
	"tos_accepted_at" timestamp with time zone,
	"last_login_at" timestamp with time zone,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"change_date" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "accounts_login_id_unique" UNIQUE("login_id"),
	CONSTRAINT "accounts_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"window_ends_at" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"account_id" integer NOT NULL,
	"impersonated_account_id" integer,
	"impersonation_return_to" text,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"absolute_expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"client_address" text,
	"user_agent" text,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_account_id" integer,
	"on_behalf_of_account_id" integer,
	"user_name" text,
	"member_qhid" text,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"client_address" text,
	"details" jsonb
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"account_id" integer,
	"on_behalf_of_account_id" integer,
	"kind" text NOT NULL,
	"action" text NOT NULL,
	"value" text,
	"member_qhid" text,
	"payload" jsonb
);
--> statement-breakpoint
CREATE TABLE "resources" (
	"key" text PRIMARY KEY NOT NULL,
	"content" text NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorizations" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_number" text NOT NULL,
	"qhid" integer NOT NULL,
	"provider_location_id" integer NOT NULL,
	"facility_location_id" integer,
	"status" text NOT NULL,
	"outcome_reason" text NOT NULL,
	"authorization_type" text NOT NULL,
	"is_inpatient" boolean NOT NULL,
	"place_of_service" text NOT NULL,
	"service_from" date NOT NULL,
	"service_to" date NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"diagnosis_code" text NOT NULL,
	"diagnosis_description" text NOT NULL,
	"procedure_code" text NOT NULL,
	"procedure_description" text NOT NULL,
	"units" integer NOT NULL,
	CONSTRAINT "authorizations_authorization_number_unique" UNIQUE("authorization_number")
);
--> statement-breakpoint
CREATE TABLE "claim_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"claim_number" text NOT NULL,
	"code_type" text NOT NULL,
	"sequence" integer NOT NULL,
	"code" text NOT NULL,
	"description" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claims" (
	"claim_number" text PRIMARY KEY NOT NULL,
	"qhid" integer NOT NULL,
	"location_id" integer NOT NULL,
	"date_of_service" date NOT NULL,
	"date_of_service_end" date NOT NULL,
	"paid_date" date,
	"charged_amount" numeric(12, 2) NOT NULL,
	"allowed_amount" numeric(12, 2) NOT NULL,
	"paid_amount" numeric(12, 2) NOT NULL,
	"place_of_service" text NOT NULL,
	"all_lines_complete" boolean NOT NULL,
	"show_eob" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "coverages" (
	"id" serial PRIMARY KEY NOT NULL,
	"qhid" integer NOT NULL,
	"plan_option_name" text NOT NULL,
	"effective_date" date NOT NULL,
	"term_date" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"is_secure" boolean DEFAULT false NOT NULL,
	"toll_free_number" text NOT NULL,
	"group_wide_message" text
);
--> statement-breakpoint
CREATE TABLE "member_networks" (
	"qhid" integer NOT NULL,
	"network_id" integer NOT NULL,
	"type" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "members" (
	"qhid" integer PRIMARY KEY NOT NULL,
	"member_id" text NOT NULL,
	"group_id" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_initial" text,
	"last_name" text NOT NULL,
	"dob" date NOT NULL,
	"sex" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "networks" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"network_url" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_associations" (
	"association_id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"association_status" text NOT NULL,
	"is_auto_approved" boolean DEFAULT false NOT NULL,
	"favorite" boolean DEFAULT false NOT NULL,
	"add_date" timestamp with time zone DEFAULT now() NOT NULL,
	"change_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "provider_locations" (
	"location_id" integer PRIMARY KEY NOT NULL,
	"npi" text NOT NULL,
	"full_name" text NOT NULL,
	"tax_id" text NOT NULL,
	"address1" text NOT NULL,
	"address2" text,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"zip_code" text NOT NULL,
	"phone" text NOT NULL,
	"is_facility" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_impersonated_account_id_accounts_id_fk" FOREIGN KEY ("impersonated_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_on_behalf_of_account_id_accounts_id_fk" FOREIGN KEY ("on_behalf_of_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_on_behalf_of_account_id_accounts_id_fk" FOREIGN KEY ("on_behalf_of_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_provider_location_id_provider_locations_location_id_fk" FOREIGN KEY ("provider_location_id") REFERENCES "public"."provider_locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorizations" ADD CONSTRAINT "authorizations_facility_location_id_provider_locations_location_id_fk" FOREIGN KEY ("facility_location_id") REFERENCES "public"."provider_locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_codes" ADD CONSTRAINT "claim_codes_claim_number_claims_claim_number_fk" FOREIGN KEY ("claim_number") REFERENCES "public"."claims"("claim_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claims" ADD CONSTRAINT "claims_location_id_provider_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."provider_locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coverages" ADD CONSTRAINT "coverages_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_networks" ADD CONSTRAINT "member_networks_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_networks" ADD CONSTRAINT "member_networks_network_id_networks_id_fk" FOREIGN KEY ("network_id") REFERENCES "public"."networks"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_associations" ADD CONSTRAINT "provider_associations_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "provider_associations" ADD CONSTRAINT "provider_associations_location_id_provider_locations_location_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."provider_locations"("location_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "accounts_status_idx" ON "accounts" USING btree ("account_status","add_date");--> statement-breakpoint
CREATE INDEX "sessions_account_idx" ON "sessions" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_qhid","occurred_at");--> statement-breakpoint
CREATE INDEX "tracking_events_action_idx" ON "tracking_events" USING btree ("action","occurred_at");--> statement-breakpoint
CREATE INDEX "authorizations_qhid_idx" ON "authorizations" USING btree ("qhid","service_from");--> statement-breakpoint
CREATE INDEX "claim_codes_claim_idx" ON "claim_codes" USING btree ("claim_number");--> statement-breakpoint
CREATE INDEX "claims_qhid_dos_idx" ON "claims" USING btree ("qhid","date_of_service");--> statement-breakpoint
CREATE INDEX "coverages_qhid_idx" ON "coverages" USING btree ("qhid");--> statement-breakpoint
CREATE UNIQUE INDEX "member_networks_pk" ON "member_networks" USING btree ("qhid","network_id");--> statement-breakpoint
CREATE UNIQUE INDEX "members_member_id_dob_idx" ON "members" USING btree ("member_id","dob");--> statement-breakpoint
CREATE INDEX "members_group_idx" ON "members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "provider_associations_account_location_idx" ON "provider_associations" USING btree ("account_id","location_id");--> statement-breakpoint
CREATE INDEX "provider_associations_status_idx" ON "provider_associations" USING btree ("association_status");--> statement-breakpoint
CREATE INDEX "provider_locations_npi_idx" ON "provider_locations" USING btree ("npi");--> statement-breakpoint
CREATE INDEX "provider_locations_state_idx" ON "provider_locations" USING btree ("state");