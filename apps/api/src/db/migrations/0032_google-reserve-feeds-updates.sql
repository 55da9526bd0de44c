CREATE TABLE "google_reserve_feed_runs" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "google_reserve_feed_runs_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"kind" text NOT NULL,
	"status" text DEFAULT 'RUNNING' NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"records" integer DEFAULT 0 NOT NULL,
	"shards" integer DEFAULT 0 NOT NULL,
	"location" text,
	"error" text
);
--> statement-breakpoint
CREATE TABLE "google_reserve_updates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "google_reserve_updates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"kind" text NOT NULL,
	"service_id" integer,
	"order_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_reserve_updates" ADD CONSTRAINT "google_reserve_updates_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_reserve_updates" ADD CONSTRAINT "google_reserve_updates_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_reserve_updates" ADD CONSTRAINT "google_reserve_updates_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_reserve_feed_runs_kind_started_at_index" ON "google_reserve_feed_runs" USING btree ("kind","started_at");--> statement-breakpoint
CREATE INDEX "google_reserve_updates_status_next_attempt_at_index" ON "google_reserve_updates" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "google_reserve_updates_shop_id_created_at_index" ON "google_reserve_updates" USING btree ("shop_id","created_at");