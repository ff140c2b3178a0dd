CREATE TABLE "brand" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"plan_name" text NOT NULL,
	"product_name" text NOT NULL,
	"primary_colour" text NOT NULL,
	"logo" "bytea",
	"logo_content_type" text,
	"logo_version" text,
	"updated_by_account_id" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "brand_single_row" CHECK ("brand"."id" = 1)
);
--> statement-breakpoint
ALTER TABLE "brand" ADD CONSTRAINT "brand_updated_by_account_id_accounts_id_fk" FOREIGN KEY ("updated_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;