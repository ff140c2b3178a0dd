ALTER TABLE "prior_authorization_decision_minutes" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prior_authorization_metrics_monthly" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "prior_authorization_decision_minutes" DROP CONSTRAINT "prior_authorization_decision_minutes_year_priority_minutes_pk";--> statement-breakpoint
ALTER TABLE "prior_authorization_metrics_monthly" DROP CONSTRAINT "prior_authorization_metrics_monthly_year_month_priority_pk";--> statement-breakpoint
ALTER TABLE "prior_authorization_decision_minutes" ADD CONSTRAINT "prior_authorization_decision_minutes_year_priority_minutes_shard_pk" PRIMARY KEY("year","priority","minutes","shard");--> statement-breakpoint
ALTER TABLE "prior_authorization_metrics_monthly" ADD CONSTRAINT "prior_authorization_metrics_monthly_year_month_priority_shard_pk" PRIMARY KEY("year","month","priority","shard");--> statement-breakpoint
-- Every decision of a month changed the same sums row and held it until its commit, so concurrent decisions queued
-- there. Each connection now adds to its own shard of the sums (its process id modulo 16; one connection runs one
-- transaction at a time, so it never waits for itself), and readers add the shards up. Sums are additive, so a
-- contribution may be taken out of another shard than the one it was added to.
CREATE OR REPLACE FUNCTION "prior_authorization_metrics_add"("contribution" record, "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "writer_shard" smallint := pg_backend_pid() % 16;
BEGIN
  INSERT INTO "prior_authorization_metrics_monthly" AS m ("year", "month", "priority", "shard", "received", "decided", "approved", "partially_approved", "denied", "extended", "extended_then_approved", "approved_after_appeal", "decision_seconds")
  VALUES ("contribution"."year", "contribution"."month", "contribution"."priority", "writer_shard", "sign" * "contribution"."received", "sign" * "contribution"."decided",
    "sign" * "contribution"."approved", "sign" * "contribution"."partially_approved", "sign" * "contribution"."denied", "sign" * "contribution"."extended",
    "sign" * "contribution"."extended_then_approved", "sign" * "contribution"."approved_after_appeal", "sign" * "contribution"."decision_seconds")
  ON CONFLICT ("year", "month", "priority", "shard") DO UPDATE SET
    "received" = m."received" + excluded."received",
    "decided" = m."decided" + excluded."decided",
    "approved" = m."approved" + excluded."approved",
    "partially_approved" = m."partially_approved" + excluded."partially_approved",
    "denied" = m."denied" + excluded."denied",
    "extended" = m."extended" + excluded."extended",
    "extended_then_approved" = m."extended_then_approved" + excluded."extended_then_approved",
    "approved_after_appeal" = m."approved_after_appeal" + excluded."approved_after_appeal",
    "decision_seconds" = m."decision_seconds" + excluded."decision_seconds";
  IF "contribution"."decision_minutes" IS NOT NULL THEN
    INSERT INTO "prior_authorization_decision_minutes" AS d ("year", "priority", "minutes", "shard", "requests")
    VALUES ("contribution"."year", "contribution"."priority", "contribution"."decision_minutes", "writer_shard", "sign")
    ON CONFLICT ("year", "priority", "minutes", "shard") DO UPDATE SET "requests" = d."requests" + excluded."requests";
  END IF;
END
$$;
