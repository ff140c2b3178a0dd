CREATE TABLE "crd_card_feedback" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_system_id" integer NOT NULL,
	"service_id" text NOT NULL,
	"card" text NOT NULL,
	"outcome" text NOT NULL,
	"accepted_suggestions" text[] NOT NULL,
	"override_reason" jsonb,
	"outcome_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_records" (
	"resource_type" text NOT NULL,
	"identifier" text NOT NULL,
	"record_id" integer NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_records_resource_type_identifier_pk" PRIMARY KEY("resource_type","identifier")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sandbox_client_system_id" integer;--> statement-breakpoint
ALTER TABLE "pas_transactions" ADD COLUMN "content_digest" text;--> statement-breakpoint
ALTER TABLE "crd_card_feedback" ADD CONSTRAINT "crd_card_feedback_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "crd_card_feedback_entry_idx" ON "crd_card_feedback" USING btree ("client_system_id","card","outcome","outcome_at");--> statement-breakpoint
CREATE INDEX "crd_card_feedback_card_idx" ON "crd_card_feedback" USING btree ("card");--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_sandbox_client_system_id_client_systems_id_fk" FOREIGN KEY ("sandbox_client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;