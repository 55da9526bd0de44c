CREATE TABLE "google_reserve_bookings" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"shop_id" integer NOT NULL,
	"google_user_id" text NOT NULL,
	"idempotency_token" text NOT NULL,
	"user_information" jsonb NOT NULL,
	"party_size_sent" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "google_reserve_bookings_idempotencyToken_unique" UNIQUE("idempotency_token")
);
--> statement-breakpoint
CREATE TABLE "google_reserve_merchants" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"reject_reason" text,
	"pay_at_shop" boolean DEFAULT false NOT NULL,
	"offered_service_ids" jsonb,
	"maps_place_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"decided_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "google_reserve_requests" (
	"idempotency_token" text PRIMARY KEY NOT NULL,
	"fingerprint" text NOT NULL,
	"claimed_at" timestamp with time zone NOT NULL,
	"status" integer,
	"answer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "google_reserve_bookings" ADD CONSTRAINT "google_reserve_bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_reserve_bookings" ADD CONSTRAINT "google_reserve_bookings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "google_reserve_merchants" ADD CONSTRAINT "google_reserve_merchants_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "google_reserve_bookings_google_user_id_index" ON "google_reserve_bookings" USING btree ("google_user_id");--> statement-breakpoint
CREATE INDEX "google_reserve_merchants_status_index" ON "google_reserve_merchants" USING btree ("status");