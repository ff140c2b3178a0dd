CREATE TABLE "prior_authorization_decision_minutes" (
	"year" integer NOT NULL,
	"priority" text NOT NULL,
	"minutes" integer NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "prior_authorization_decision_minutes_year_priority_minutes_pk" PRIMARY KEY("year","priority","minutes")
);
--> statement-breakpoint
CREATE TABLE "prior_authorization_metrics_monthly" (
	"year" integer NOT NULL,
	"month" integer NOT NULL,
	"priority" text NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"decided" integer DEFAULT 0 NOT NULL,
	"approved" integer DEFAULT 0 NOT NULL,
	"partially_approved" integer DEFAULT 0 NOT NULL,
	"denied" integer DEFAULT 0 NOT NULL,
	"extended" integer DEFAULT 0 NOT NULL,
	"extended_then_approved" integer DEFAULT 0 NOT NULL,
	"approved_after_appeal" integer DEFAULT 0 NOT NULL,
	"decision_seconds" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "prior_authorization_metrics_monthly_year_month_priority_pk" PRIMARY KEY("year","month","priority")
);
--> statement-breakpoint
-- The public prior-authorization metrics (CMS-0057-F) are sums over the authorizations, kept current by the database
-- in the same transaction as every write, whoever writes; no code keeps a counter. A request counts in the calendar
-- year and month, in UTC, in which it was received, even when it is decided in the next year. A request is decided
-- once it has a first determination (approved, partially-approved or denied; a cancelled or withdrawn one has
-- none); its decision time runs from receipt to that first determination, never below zero.
-- What one authorization adds to the sums, defined once for the trigger and for the rebuild.
CREATE FUNCTION "prior_authorization_metrics_of"("received_at" timestamptz, "priority" text, "decided_at" timestamptz, "determination" text, "extended_at" timestamptz, "approved_after_appeal_at" timestamptz)
  RETURNS TABLE ("year" integer, "month" integer, "priority" text, "received" integer, "decided" integer, "approved" integer, "partially_approved" integer, "denied" integer, "extended" integer, "extended_then_approved" integer, "approved_after_appeal" integer, "decision_seconds" bigint, "decision_minutes" integer)
  LANGUAGE sql STABLE AS $$
  SELECT
    extract(year FROM r."receipt")::integer,
    extract(month FROM r."receipt")::integer,
    $2,
    1,
    r."is_decided"::integer,
    (r."is_decided" AND $4 = 'approved')::integer,
    (r."is_decided" AND $4 = 'partially-approved')::integer,
    (r."is_decided" AND $4 = 'denied')::integer,
    ($5 IS NOT NULL)::integer,
    ($5 IS NOT NULL AND r."is_decided" AND $4 IN ('approved', 'partially-approved'))::integer,
    ($6 IS NOT NULL AND r."is_decided")::integer,
    CASE WHEN r."is_decided" THEN r."seconds" ELSE 0 END,
    CASE WHEN r."is_decided" THEN (r."seconds" / 60)::integer END
  FROM (SELECT
    $1 AT TIME ZONE 'UTC' AS "receipt",
    coalesce($3 IS NOT NULL AND $4 IN ('approved', 'partially-approved', 'denied'), false) AS "is_decided",
    greatest(0, floor(extract(epoch FROM $3 - $1)))::bigint AS "seconds") r
$$;--> statement-breakpoint
CREATE FUNCTION "prior_authorization_metrics_add"("contribution" record, "sign" integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "prior_authorization_metrics_monthly" AS m ("year", "month", "priority", "received", "decided", "approved", "partially_approved", "denied", "extended", "extended_then_approved", "approved_after_appeal", "decision_seconds")
  VALUES ("contribution"."year", "contribution"."month", "contribution"."priority", "sign" * "contribution"."received", "sign" * "contribution"."decided",
    "sign" * "contribution"."approved", "sign" * "contribution"."partially_approved", "sign" * "contribution"."denied", "sign" * "contribution"."extended",
    "sign" * "contribution"."extended_then_approved", "sign" * "contribution"."approved_after_appeal", "sign" * "contribution"."decision_seconds")
  ON CONFLICT ("year", "month", "priority") DO UPDATE SET
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
    INSERT INTO "prior_authorization_decision_minutes" AS d ("year", "priority", "minutes", "requests")
    VALUES ("contribution"."year", "contribution"."priority", "contribution"."decision_minutes", "sign")
    ON CONFLICT ("year", "priority", "minutes") DO UPDATE SET "requests" = d."requests" + excluded."requests";
  END IF;
END
$$;--> statement-breakpoint
CREATE FUNCTION "authorizations_update_metrics"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  "contribution" record;
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD."received_at", OLD."priority", OLD."decided_at", OLD."determination", OLD."extended_at", OLD."approved_after_appeal_at")
    IS NOT DISTINCT FROM (NEW."received_at", NEW."priority", NEW."decided_at", NEW."determination", NEW."extended_at", NEW."approved_after_appeal_at") THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT * INTO "contribution" FROM "prior_authorization_metrics_of"(OLD."received_at", OLD."priority", OLD."decided_at", OLD."determination", OLD."extended_at", OLD."approved_after_appeal_at");
    PERFORM "prior_authorization_metrics_add"("contribution", -1);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT * INTO "contribution" FROM "prior_authorization_metrics_of"(NEW."received_at", NEW."priority", NEW."decided_at", NEW."determination", NEW."extended_at", NEW."approved_after_appeal_at");
    PERFORM "prior_authorization_metrics_add"("contribution", 1);
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "authorizations_metrics" AFTER INSERT OR DELETE OR UPDATE OF "received_at", "priority", "decided_at", "determination", "extended_at", "approved_after_appeal_at" ON "authorizations"
  FOR EACH ROW EXECUTE FUNCTION "authorizations_update_metrics"();--> statement-breakpoint
-- TRUNCATE fires no row trigger: emptying the authorizations empties their sums.
CREATE FUNCTION "authorizations_truncate_metrics"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "prior_authorization_metrics_monthly";
  DELETE FROM "prior_authorization_decision_minutes";
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "authorizations_metrics_truncate" AFTER TRUNCATE ON "authorizations"
  FOR EACH STATEMENT EXECUTE FUNCTION "authorizations_truncate_metrics"();--> statement-breakpoint
-- Recomputes both tables from the rows: the backfill below, and bulk loads that disable the trigger. Writers wait
-- (SHARE lock) so no change falls between the delete and the sums.
CREATE FUNCTION "prior_authorization_metrics_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  LOCK TABLE "authorizations" IN SHARE MODE;
  DELETE FROM "prior_authorization_metrics_monthly";
  DELETE FROM "prior_authorization_decision_minutes";
  INSERT INTO "prior_authorization_metrics_monthly" ("year", "month", "priority", "received", "decided", "approved", "partially_approved", "denied", "extended", "extended_then_approved", "approved_after_appeal", "decision_seconds")
  SELECT c."year", c."month", c."priority", sum(c."received"), sum(c."decided"), sum(c."approved"), sum(c."partially_approved"), sum(c."denied"), sum(c."extended"),
    sum(c."extended_then_approved"), sum(c."approved_after_appeal"), sum(c."decision_seconds")
  FROM "authorizations" a, LATERAL "prior_authorization_metrics_of"(a."received_at", a."priority", a."decided_at", a."determination", a."extended_at", a."approved_after_appeal_at") c
  GROUP BY c."year", c."month", c."priority";
  INSERT INTO "prior_authorization_decision_minutes" ("year", "priority", "minutes", "requests")
  SELECT c."year", c."priority", c."decision_minutes", count(*)
  FROM "authorizations" a, LATERAL "prior_authorization_metrics_of"(a."received_at", a."priority", a."decided_at", a."determination", a."extended_at", a."approved_after_appeal_at") c
  WHERE c."decision_minutes" IS NOT NULL
  GROUP BY c."year", c."priority", c."decision_minutes";
END
$$;--> statement-breakpoint
SELECT "prior_authorization_metrics_rebuild"();
