-- Order messages move onto the work queue (decision 029, issue 42): the hand-made back-off
-- (next_attempt_at) goes; claimed_until is the lease of the try under way, queued_at when the
-- message was handed to the queue. A message PENDING at the migration has neither, so the safety
-- sweep hands it to the queue on its first run.
DROP INDEX "order_notifications_pending_idx";--> statement-breakpoint
ALTER TABLE "order_notifications" DROP COLUMN "next_attempt_at";--> statement-breakpoint
ALTER TABLE "order_notifications" ADD COLUMN "claimed_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD COLUMN "queued_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "order_notifications_unqueued_idx" ON "order_notifications" USING btree ("claimed_until") WHERE "order_notifications"."status" = 'PENDING' and "order_notifications"."queued_at" is null;
