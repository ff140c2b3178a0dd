CREATE TABLE "identity_lockouts" (
	"actor_key" text PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"client_system_id" integer,
	"channels" text[] NOT NULL,
	"last_limit" text NOT NULL,
	"refusals" integer NOT NULL,
	"first_reached_at" timestamp with time zone NOT NULL,
	"last_reached_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "identity_misses" (
	"id" serial PRIMARY KEY NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"actor_key" text NOT NULL,
	"member_key" text NOT NULL,
	"channel" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "identity_lockouts" ADD CONSTRAINT "identity_lockouts_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_lockouts" ADD CONSTRAINT "identity_lockouts_client_system_id_client_systems_id_fk" FOREIGN KEY ("client_system_id") REFERENCES "public"."client_systems"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_lockouts_last_idx" ON "identity_lockouts" USING btree ("last_reached_at");--> statement-breakpoint
CREATE INDEX "identity_misses_actor_idx" ON "identity_misses" USING btree ("actor_key","occurred_at");--> statement-breakpoint
CREATE INDEX "identity_misses_member_idx" ON "identity_misses" USING btree ("member_key","occurred_at");--> statement-breakpoint
CREATE INDEX "identity_misses_occurred_idx" ON "identity_misses" USING btree ("occurred_at");