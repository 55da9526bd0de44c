ALTER TABLE "order_notifications" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "order_notifications_pending_idx" ON "order_notifications" USING btree ("next_attempt_at") WHERE "order_notifications"."status" = 'PENDING';