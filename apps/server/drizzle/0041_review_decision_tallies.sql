CREATE TABLE "review_decided_hour_tallies" (
	"decided_hour" integer NOT NULL,
	"request_type" text NOT NULL,
	"reviewer_id" integer,
	"count" integer NOT NULL,
	CONSTRAINT "review_decided_hour_tallies_key" UNIQUE NULLS NOT DISTINCT("decided_hour","request_type","reviewer_id")
);
--> statement-breakpoint
CREATE TABLE "review_decision_changes" (
	"request_type" text NOT NULL,
	"reviewer_id" integer,
	"decided_at" timestamp with time zone NOT NULL,
	"minutes" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_decision_hour_tallies" (
	"request_type" text,
	"reviewer_id" integer,
	"hours" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_decision_hour_tallies_key" UNIQUE NULLS NOT DISTINCT("request_type","reviewer_id","hours")
);
--> statement-breakpoint
CREATE TABLE "review_decision_minute_tallies" (
	"request_type" text,
	"reviewer_id" integer,
	"minutes" integer NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "review_decision_minute_tallies_key" UNIQUE NULLS NOT DISTINCT("request_type","reviewer_id","minutes")
);
--> statement-breakpoint
CREATE TABLE "review_decision_window" (
	"id" integer DEFAULT 1 NOT NULL,
	"counted_from" timestamp with time zone NOT NULL,
	CONSTRAINT "review_decision_window_id_pk" PRIMARY KEY("id")
);
