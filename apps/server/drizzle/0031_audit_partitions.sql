-- hand-written (issue 36 §4): the audit log partitioned by month of occurred_at (UTC months), so a month leaves
-- the table whole once the retention (six years) has passed: DETACH, dump, drop (README "The audit log"), instead of
-- a DELETE of millions of rows. The rows so far move into their months' partitions with one INSERT … SELECT; a
-- DEFAULT partition takes any row no month's partition covers yet, so a write never fails. The months ahead are
-- made by the maintenance job of every instance (audit/audit-partitions.ts), which also empties the DEFAULT
-- partition into the months its rows belong to. The key includes occurred_at, as a partitioned table's must.
ALTER TABLE "audit_log" RENAME TO "audit_log_unpartitioned";--> statement-breakpoint
ALTER TABLE "audit_log_unpartitioned" RENAME CONSTRAINT "audit_log_pkey" TO "audit_log_unpartitioned_pkey";--> statement-breakpoint
DROP INDEX "audit_log_actor_idx";--> statement-breakpoint
DROP INDEX "audit_log_member_idx";--> statement-breakpoint
DROP INDEX "audit_log_subject_idx";--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" integer DEFAULT nextval('audit_log_id_seq'::regclass) NOT NULL,
	"occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_account_id" integer,
	"on_behalf_of_account_id" integer,
	"subject_account_id" integer,
	"user_name" text,
	"member_qhid" text,
	"action" text NOT NULL,
	"outcome" text NOT NULL,
	"client_address" text,
	"details" jsonb,
	CONSTRAINT "audit_log_id_occurred_at_pk" PRIMARY KEY("id","occurred_at")
) PARTITION BY RANGE ("occurred_at");--> statement-breakpoint
-- The identifiers keep counting from where they were; the sequence now belongs to the new table's column.
ALTER SEQUENCE "audit_log_id_seq" OWNED BY "audit_log"."id";--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_account_id_accounts_id_fk" FOREIGN KEY ("actor_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_on_behalf_of_account_id_accounts_id_fk" FOREIGN KEY ("on_behalf_of_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_subject_account_id_accounts_id_fk" FOREIGN KEY ("subject_account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_account_id","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_member_idx" ON "audit_log" USING btree ("member_qhid","occurred_at");--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_account_id","occurred_at");--> statement-breakpoint
CREATE TABLE "audit_log_default" PARTITION OF "audit_log" DEFAULT;--> statement-breakpoint
-- Where detached months wait for their export to cold storage before a database administrator drops them.
CREATE SCHEMA IF NOT EXISTS "audit_archive";--> statement-breakpoint
-- A partition for every month from the oldest row to the month after this one (the job makes the later ones).
DO $$
DECLARE
  month_start timestamptz;
  last_month timestamptz;
BEGIN
  SELECT date_trunc('month', coalesce(min("occurred_at"), now()), 'UTC'),
         date_trunc('month', greatest(max("occurred_at"), now()), 'UTC') + interval '1 month'
    INTO month_start, last_month
    FROM "audit_log_unpartitioned";
  WHILE month_start <= last_month LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF "audit_log" FOR VALUES FROM (%L) TO (%L)',
      'audit_log_y' || to_char(month_start AT TIME ZONE 'UTC', 'YYYY') || 'm' || to_char(month_start AT TIME ZONE 'UTC', 'MM'),
      month_start, month_start + interval '1 month');
    month_start := month_start + interval '1 month';
  END LOOP;
END
$$;--> statement-breakpoint
INSERT INTO "audit_log" ("id", "occurred_at", "actor_account_id", "on_behalf_of_account_id", "subject_account_id", "user_name",
  "member_qhid", "action", "outcome", "client_address", "details")
SELECT "id", "occurred_at", "actor_account_id", "on_behalf_of_account_id", "subject_account_id", "user_name",
  "member_qhid", "action", "outcome", "client_address", "details"
FROM "audit_log_unpartitioned";--> statement-breakpoint
DROP TABLE "audit_log_unpartitioned";--> statement-breakpoint
ANALYZE "audit_log";
