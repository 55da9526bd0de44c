-- Reserve with Google's real-time updates move onto the work queue (decision 029): a periodic pass
-- claims a merchant's pending rows into a batch, one work item, which the queue retries with
-- back-off. attempts and next_attempt_at are no longer used; the previous build still reads them
-- while a deploy rolls, so they are dropped in a later release (zero-downtime rule).
ALTER TABLE "google_reserve_updates" ADD COLUMN "batch" uuid;--> statement-breakpoint
CREATE INDEX "google_reserve_updates_status_id_index" ON "google_reserve_updates" USING btree ("status","id");--> statement-breakpoint
CREATE INDEX "google_reserve_updates_batch_index" ON "google_reserve_updates" USING btree ("batch");
