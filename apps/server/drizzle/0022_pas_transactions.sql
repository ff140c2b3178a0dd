CREATE TABLE "pas_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_id" integer NOT NULL,
	"kind" text NOT NULL,
	"bundle_identifier" text,
	"authorization_id" integer,
	"claim_id" text,
	"item_sequences" integer[],
	"request" jsonb NOT NULL,
	"response" jsonb NOT NULL,
	"http_status" integer NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "pas_transactions" ADD CONSTRAINT "pas_transactions_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pas_transactions" ADD CONSTRAINT "pas_transactions_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "pas_transactions_submission_idx" ON "pas_transactions" USING btree ("account_id","bundle_identifier") WHERE "pas_transactions"."kind" = 'submit' and "pas_transactions"."bundle_identifier" is not null;--> statement-breakpoint
CREATE INDEX "pas_transactions_authorization_idx" ON "pas_transactions" USING btree ("authorization_id");