CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"subject" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text NOT NULL,
	"message" text NOT NULL,
	"member_insured_id" text NOT NULL,
	"authorization_id" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "feedback_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"rating" integer,
	"reason" text,
	"calling_page" text,
	"tracking_type" text,
	"member_qhid" integer,
	"action_name" text,
	"free_text" text,
	"options_selected" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "benefit_plans" (
	"plan_option_name" text PRIMARY KEY NOT NULL,
	"design" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "code_set_entries" (
	"code_set" text NOT NULL,
	"code" text NOT NULL,
	"short_description" text NOT NULL,
	"full_description" text NOT NULL,
	"search_words" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', short_description || ' ' || full_description)) STORED,
	CONSTRAINT "code_set_entries_code_set_code_pk" PRIMARY KEY("code_set","code")
);
--> statement-breakpoint
DROP INDEX "members_member_id_dob_idx";--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback_responses" ADD CONSTRAINT "feedback_responses_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feedback_responses_kind_idx" ON "feedback_responses" USING btree ("kind","created_at");--> statement-breakpoint
CREATE INDEX "code_set_entries_code_prefix_idx" ON "code_set_entries" USING btree ("code_set",upper(replace("code", '.', '')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "code_set_entries_words_idx" ON "code_set_entries" USING gin ("search_words") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "claims_location_idx" ON "claims" USING btree ("location_id");--> statement-breakpoint
CREATE INDEX "members_member_id_upper_dob_idx" ON "members" USING btree (upper("member_id"),"dob");