ALTER TABLE "line_settings" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_settings" ADD COLUMN "disabled_reason" text;--> statement-breakpoint
ALTER TABLE "line_settings" ADD COLUMN "last_success_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_settings" ADD COLUMN "last_failure_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_settings" ADD COLUMN "last_failure_message" text;--> statement-breakpoint
ALTER TABLE "line_settings" ADD COLUMN "failure_count" integer DEFAULT 0 NOT NULL;