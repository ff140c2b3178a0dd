CREATE TABLE "authorization_change_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"change_status" integer NOT NULL,
	"kind" text NOT NULL,
	"outcome_id" integer,
	"procedure_id" integer,
	"cpt_code" text,
	"cpt_description" text,
	"start_date" date,
	"end_date" date,
	"units" integer,
	"status" text DEFAULT 'pending' NOT NULL,
	"account_id" integer NOT NULL,
	"on_behalf_of_account_id" integer,
	"requested_by_name" text NOT NULL,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"qhid" integer NOT NULL,
	"file_name" text NOT NULL,
	"document_key" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer DEFAULT 0 NOT NULL,
	"status" integer NOT NULL,
	"direction" integer DEFAULT 0 NOT NULL,
	"uploaded_by_account_id" integer,
	"created_at" timestamp with time zone NOT NULL,
	"added_at" timestamp with time zone,
	CONSTRAINT "authorization_documents_document_key_unique" UNIQUE("document_key")
);
--> statement-breakpoint
CREATE TABLE "authorization_extensions" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"procedure_id" integer,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"units" integer,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"text" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_outcomes" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"procedure_id" integer,
	"extension_id" integer,
	"status" text NOT NULL,
	"reason" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"units" integer,
	"decided_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "authorization_procedures" (
	"id" serial PRIMARY KEY NOT NULL,
	"authorization_id" integer NOT NULL,
	"position" integer NOT NULL,
	"cpt_code" text NOT NULL,
	"description" text NOT NULL,
	"quantity" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL
);
--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "requested_by" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "requestor_phone" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "requestor_fax" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "provider_network_status_id" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "facility_network_status_id" integer;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "owner" text DEFAULT 'UM' NOT NULL;--> statement-breakpoint
ALTER TABLE "authorizations" ADD COLUMN "submitted_by_login_id" integer;--> statement-breakpoint
ALTER TABLE "authorization_change_requests" ADD CONSTRAINT "authorization_change_requests_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_change_requests" ADD CONSTRAINT "authorization_change_requests_outcome_id_authorization_outcomes_id_fk" FOREIGN KEY ("outcome_id") REFERENCES "public"."authorization_outcomes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_change_requests" ADD CONSTRAINT "authorization_change_requests_procedure_id_authorization_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."authorization_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_change_requests" ADD CONSTRAINT "authorization_change_requests_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_change_requests" ADD CONSTRAINT "authorization_change_requests_on_behalf_of_account_id_accounts_id_fk" FOREIGN KEY ("on_behalf_of_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_documents" ADD CONSTRAINT "authorization_documents_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_documents" ADD CONSTRAINT "authorization_documents_uploaded_by_account_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_extensions" ADD CONSTRAINT "authorization_extensions_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_extensions" ADD CONSTRAINT "authorization_extensions_procedure_id_authorization_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."authorization_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_notes" ADD CONSTRAINT "authorization_notes_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_outcomes" ADD CONSTRAINT "authorization_outcomes_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_outcomes" ADD CONSTRAINT "authorization_outcomes_procedure_id_authorization_procedures_id_fk" FOREIGN KEY ("procedure_id") REFERENCES "public"."authorization_procedures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_outcomes" ADD CONSTRAINT "authorization_outcomes_extension_id_authorization_extensions_id_fk" FOREIGN KEY ("extension_id") REFERENCES "public"."authorization_extensions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "authorization_procedures" ADD CONSTRAINT "authorization_procedures_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "authorization_change_requests_authorization_idx" ON "authorization_change_requests" USING btree ("authorization_id","requested_at");--> statement-breakpoint
CREATE INDEX "authorization_documents_authorization_idx" ON "authorization_documents" USING btree ("authorization_id","status");--> statement-breakpoint
CREATE INDEX "authorization_extensions_authorization_idx" ON "authorization_extensions" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "authorization_notes_authorization_idx" ON "authorization_notes" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "authorization_outcomes_authorization_idx" ON "authorization_outcomes" USING btree ("authorization_id");--> statement-breakpoint
CREATE INDEX "authorization_procedures_authorization_idx" ON "authorization_procedures" USING btree ("authorization_id","position");