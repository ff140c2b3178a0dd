CREATE TABLE "seed_progress" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"members" integer NOT NULL,
	"seed_now" timestamp with time zone NOT NULL,
	"members_written" integer DEFAULT 0 NOT NULL,
	"population_state" jsonb NOT NULL,
	"steps_done" text[] DEFAULT '{}'::text[] NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"finished_at" timestamp with time zone,
	CONSTRAINT "seed_progress_single_row" CHECK ("seed_progress"."id" = 1)
);
