CREATE TABLE "review_queue_tally_changes" (
	"group_id" text NOT NULL,
	"request_type" text NOT NULL,
	"priority" text NOT NULL,
	"state" text NOT NULL,
	"claimed_by_account_id" integer,
	"due_hour" integer NOT NULL,
	"count" integer NOT NULL
);
