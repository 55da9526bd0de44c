CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "users_name_idx" ON "users" USING btree (coalesce("display_name", "nickname"),"id");--> statement-breakpoint
CREATE INDEX "users_disabled_idx" ON "users" USING btree ("created_at","id") WHERE "users"."disabled_at" is not null;--> statement-breakpoint
CREATE INDEX "users_admin_search_idx" ON "users" USING gin (search_bigrams(lower(coalesce("display_name", '') || ' ' || coalesce("nickname", '') || ' ' || coalesce("phone_number", ''))));--> statement-breakpoint
CREATE INDEX "sellers_created_at_idx" ON "sellers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "sellers_name_idx" ON "sellers" USING btree ("display_name","id");--> statement-breakpoint
CREATE INDEX "shops_review_status_idx" ON "shops" USING btree ("review_status","id");--> statement-breakpoint
CREATE INDEX "shops_edited_idx" ON "shops" USING btree ("id") WHERE "shops"."edited_since_review_at" is not null;--> statement-breakpoint
CREATE INDEX "shops_reviewed_at_idx" ON "shops" USING btree ("reviewed_at" DESC NULLS LAST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "shops_name_idx" ON "shops" USING btree ("display_name","id");--> statement-breakpoint
CREATE INDEX "shops_admin_search_idx" ON "shops" USING gin (search_bigrams(lower(coalesce("display_name", '') || ' ' || coalesce("url_slug", ''))));