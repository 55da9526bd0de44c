CREATE TABLE "jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"interval_ms" bigint NOT NULL,
	"next_run_at" timestamp with time zone NOT NULL,
	"locked_by" text,
	"locked_until" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_error" text,
	"last_duration_ms" integer,
	"run_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "jobs_interval_positive" CHECK ("jobs"."interval_ms" > 0)
);
