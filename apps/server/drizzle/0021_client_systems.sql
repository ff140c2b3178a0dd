CREATE TABLE "client_access_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"client_system_id" integer NOT NULL,
	"scopes" text[] NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_assertion_jtis" (
	"client_system_id" integer NOT NULL,
	"jti" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "client_assertion_jtis_client_system_id_jti_pk" PRIMARY KEY("client_system_id","jti")
);
--> statement-breakpoint
CREATE TABLE "client_systems" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" text NOT NULL,
	"name" text NOT NULL,
	"organization_identifier" text NOT NULL,
	"npis" text[] NOT NULL,
	"jwks" jsonb NOT NULL,
	"scopes" text[] NOT NULL,
	"endpoint_urls" text[] NOT NULL,
	"fhir_server_urls" text[] NOT NULL,
	"account_id" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"created_by_account_id" integer,
	"updated_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"revoked_by_account_id" integer,
	CONSTRAINT "client_systems_client_id_unique" UNIQUE("client_id"),
	CONSTRAINT "client_systems_account_id_unique" UNIQUE("account_id")
);
--> statement-breakpoint
ALTER TABLE "accounts" ADD COLUMN "is_client_system" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "client_access_tokens" ADD CONSTRAINT "client_access_tokens_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_assertion_jtis" ADD CONSTRAINT "client_assertion_jtis_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_systems" ADD CONSTRAINT "client_systems_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_systems" ADD CONSTRAINT "client_systems_created_by_account_id_accounts_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_systems" ADD CONSTRAINT "client_systems_revoked_by_account_id_accounts_id_fk" FOREIGN KEY ("revoked_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_access_tokens_client_idx" ON "client_access_tokens" USING btree ("client_system_id");--> statement-breakpoint
CREATE INDEX "client_access_tokens_expires_idx" ON "client_access_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "client_assertion_jtis_expires_idx" ON "client_assertion_jtis" USING btree ("expires_at");