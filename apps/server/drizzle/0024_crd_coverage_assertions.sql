CREATE TABLE "crd_coverage_assertions" (
	"id" text PRIMARY KEY NOT NULL,
	"client_system_id" integer NOT NULL,
	"hook" text NOT NULL,
	"hook_instance" text NOT NULL,
	"qhid" integer NOT NULL,
	"order_reference" text NOT NULL,
	"billing_codes" text[] NOT NULL,
	"service_date" date,
	"answer" jsonb NOT NULL,
	"asserted_at" timestamp with time zone NOT NULL,
	"authorization_id" integer
);
--> statement-breakpoint
ALTER TABLE "crd_coverage_assertions" ADD CONSTRAINT "crd_coverage_assertions_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_coverage_assertions" ADD CONSTRAINT "crd_coverage_assertions_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "crd_coverage_assertions" ADD CONSTRAINT "crd_coverage_assertions_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "crd_coverage_assertions_qhid_idx" ON "crd_coverage_assertions" USING btree ("qhid");