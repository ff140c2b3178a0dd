CREATE TABLE "blob_deletions" (
	"blob_key" text PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "clinical_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"document_key" text NOT NULL,
	"upload_key" text NOT NULL,
	"account_id" integer NOT NULL,
	"uploaded_by_account_id" integer NOT NULL,
	"qhid" integer NOT NULL,
	"authorization_id" integer,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"declared_bytes" bigint NOT NULL,
	"state" text NOT NULL,
	"refusal" text,
	"created_at" timestamp with time zone NOT NULL,
	"url_expires_at" timestamp with time zone NOT NULL,
	"put_at" timestamp with time zone,
	CONSTRAINT "clinical_uploads_document_key_unique" UNIQUE("document_key"),
	CONSTRAINT "clinical_uploads_upload_key_unique" UNIQUE("upload_key")
);
--> statement-breakpoint
CREATE TABLE "document_view_links" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"document_key" text NOT NULL,
	"qhid" integer NOT NULL,
	"account_id" integer NOT NULL,
	"signed_in_account_id" integer NOT NULL,
	"on_behalf_of_account_id" integer,
	"user_name" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "document_view_links_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "authorization_documents" ADD COLUMN "blob_key" text;--> statement-breakpoint
UPDATE "authorization_documents" SET "blob_key" = "document_key";--> statement-breakpoint
ALTER TABLE "authorization_documents" ALTER COLUMN "blob_key" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "clinical_uploads" ADD CONSTRAINT "clinical_uploads_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_uploads" ADD CONSTRAINT "clinical_uploads_uploaded_by_account_id_accounts_id_fk" FOREIGN KEY ("uploaded_by_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "clinical_uploads" ADD CONSTRAINT "clinical_uploads_authorization_id_authorizations_id_fk" FOREIGN KEY ("authorization_id") REFERENCES "public"."authorizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_view_links" ADD CONSTRAINT "document_view_links_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_view_links" ADD CONSTRAINT "document_view_links_signed_in_account_id_accounts_id_fk" FOREIGN KEY ("signed_in_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_view_links" ADD CONSTRAINT "document_view_links_on_behalf_of_account_id_accounts_id_fk" FOREIGN KEY ("on_behalf_of_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blob_deletions_due_idx" ON "blob_deletions" USING btree ("due_at");--> statement-breakpoint
CREATE INDEX "clinical_uploads_account_idx" ON "clinical_uploads" USING btree ("account_id","state");--> statement-breakpoint
CREATE INDEX "clinical_uploads_created_idx" ON "clinical_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "document_view_links_expires_idx" ON "document_view_links" USING btree ("expires_at");