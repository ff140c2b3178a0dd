CREATE TABLE "sandbox_records" (
	"resource_type" text NOT NULL,
	"identifier" text NOT NULL,
	"record_id" integer NOT NULL,
	"loaded_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_records_resource_type_identifier_pk" PRIMARY KEY("resource_type","identifier")
);
--> statement-breakpoint
ALTER TABLE "members" ADD COLUMN "sandbox_client_system_id" integer;--> statement-breakpoint
ALTER TABLE "members" ADD CONSTRAINT "members_sandbox_client_system_id_client_systems_id_fk" FOREIGN KEY ("sandbox_client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;