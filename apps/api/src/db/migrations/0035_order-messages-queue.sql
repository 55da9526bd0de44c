-- Order messages move onto the work queue (decision 029, issue 42): claimed_until is the lease of
-- the try under way, queued_at when the message was handed to the queue. next_attempt_at, the
-- hand-made back-off, is no longer used; it stays (with its index) while the previous build may
-- run during a deploy, to be dropped in a later release. A message PENDING at the migration has
-- neither new column set, so the safety sweep hands it to the queue on its first run.
ALTER TABLE "order_notifications" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_notifications_unqueued_idx" ON "order_notifications" USING btree ("claimed_until") WHERE "order_notifications"."status" = 'PENDING' and "order_notifications"."queued_at" is null;