CREATE TABLE "member_access_grants" (
	"account_id" integer NOT NULL,
	"qhid" integer NOT NULL,
	"granted_at" timestamp with time zone NOT NULL,
	CONSTRAINT "member_access_grants_account_id_qhid_pk" PRIMARY KEY("account_id","qhid")
);
--> statement-breakpoint
ALTER TABLE "member_access_grants" ADD CONSTRAINT "member_access_grants_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_access_grants" ADD CONSTRAINT "member_access_grants_qhid_members_qhid_fk" FOREIGN KEY ("qhid") REFERENCES "public"."members"("qhid") ON DELETE no action ON UPDATE no action;