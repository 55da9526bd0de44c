ALTER TABLE "shops" ADD COLUMN "review_note" text;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "reviewed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "edited_since_review_at" timestamp with time zone;