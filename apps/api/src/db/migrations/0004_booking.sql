CREATE TABLE "booking_booking_tags" (
	"booking_id" integer NOT NULL,
	"booking_tag_id" integer NOT NULL,
	CONSTRAINT "booking_booking_tags_booking_id_booking_tag_id_pk" PRIMARY KEY("booking_id","booking_tag_id")
);
--> statement-breakpoint
CREATE TABLE "booking_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_service_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_service_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"booking_id" integer NOT NULL,
	"service_id" integer,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"duration_minutes" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "booking_tags" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "booking_tags_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"color" text DEFAULT 'gray' NOT NULL,
	CONSTRAINT "booking_tags_sellerId_name_unique" UNIQUE("seller_id","name")
);
--> statement-breakpoint
CREATE TABLE "bookings" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "bookings_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"operator_id" integer NOT NULL,
	"status" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"held_from" timestamp with time zone NOT NULL,
	"held_until" timestamp with time zone NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bookings_times" CHECK ("bookings"."held_from" <= "bookings"."starts_at" and "bookings"."starts_at" < "bookings"."ends_at" and "bookings"."ends_at" <= "bookings"."held_until")
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"user_id" integer,
	"display_name" text,
	"phone_number" text,
	"contact_email" text,
	"gender" text,
	"birth_date" date,
	"summary" text,
	"line_user_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator_shifts" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_shifts_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"kind" text NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "operator_shifts_weekday" CHECK ("operator_shifts"."weekday" between 0 and 6),
	CONSTRAINT "operator_shifts_range" CHECK ("operator_shifts"."start_minute" >= 0 and "operator_shifts"."end_minute" <= 1440 and "operator_shifts"."start_minute" < "operator_shifts"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "operator_time_off" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "operator_time_off_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"operator_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"reason" text,
	CONSTRAINT "operator_time_off_range" CHECK ("operator_time_off"."starts_at" < "operator_time_off"."ends_at")
);
--> statement-breakpoint
CREATE TABLE "order_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"actor" text NOT NULL,
	"actor_user_id" integer,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_notifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "order_notifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"channel" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"recipient" text NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_notifications_dedupeKey_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_key" text NOT NULL,
	"seller_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"status" text NOT NULL,
	"any_operator" boolean DEFAULT false NOT NULL,
	"currency" text NOT NULL,
	"total_price" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"note" text,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text DEFAULT 'ONLINE' NOT NULL,
	"cancel_reason" text,
	"cancelled_by" text,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_orderKey_unique" UNIQUE("order_key")
);
--> statement-breakpoint
CREATE TABLE "paymentables" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "paymentables_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"deadline" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "paymentables_orderId_type_unique" UNIQUE("order_id","type"),
	CONSTRAINT "paymentables_amount" CHECK ("paymentables"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "payments_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"paymentable_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"status" text NOT NULL,
	"idempotency_key" text NOT NULL,
	"method_transaction_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payments_idempotencyKey_unique" UNIQUE("idempotency_key")
);
--> statement-breakpoint
CREATE TABLE "shop_hours" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_hours_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"weekday" smallint NOT NULL,
	"start_minute" smallint NOT NULL,
	"end_minute" smallint NOT NULL,
	CONSTRAINT "shop_hours_weekday" CHECK ("shop_hours"."weekday" between 0 and 6),
	CONSTRAINT "shop_hours_range" CHECK ("shop_hours"."start_minute" >= 0 and "shop_hours"."end_minute" <= 1440 and "shop_hours"."start_minute" < "shop_hours"."end_minute")
);
--> statement-breakpoint
CREATE TABLE "shop_special_days" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "shop_special_days_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"shop_id" integer NOT NULL,
	"date" date NOT NULL,
	"ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"note" text,
	CONSTRAINT "shop_special_days_shopId_date_unique" UNIQUE("shop_id","date")
);
--> statement-breakpoint
ALTER TABLE "sellers" ADD COLUMN "profile_setting" jsonb DEFAULT '{"birthDate":{"enabled":true,"required":false},"contactEmail":{"enabled":true,"required":false},"displayName":{"enabled":true,"required":true},"gender":{"enabled":true,"required":false},"phoneNumber":{"enabled":true,"required":true}}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_before_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "buffer_after_minutes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "services" ADD COLUMN "prepayment_amount" integer;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "slot_minutes" integer DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "min_lead_minutes" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "max_advance_days" integer DEFAULT 60 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "cancel_cutoff_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "reschedule_cutoff_minutes" integer DEFAULT 120 NOT NULL;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "reminder_minutes_before" integer DEFAULT 1440;--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "prepayment_settings" jsonb DEFAULT '{"mode":"NONE","fixedAmount":0,"percentage":0,"minOrderPrice":0,"deadlineMinutes":1440}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "booking_booking_tags" ADD CONSTRAINT "booking_booking_tags_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_booking_tags" ADD CONSTRAINT "booking_booking_tags_booking_tag_id_booking_tags_id_fk" FOREIGN KEY ("booking_tag_id") REFERENCES "public"."booking_tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_images" ADD CONSTRAINT "booking_images_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_items" ADD CONSTRAINT "booking_service_items_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_service_items" ADD CONSTRAINT "booking_service_items_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_tags" ADD CONSTRAINT "booking_tags_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_shifts" ADD CONSTRAINT "operator_shifts_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator_time_off" ADD CONSTRAINT "operator_time_off_operator_id_operators_id_fk" FOREIGN KEY ("operator_id") REFERENCES "public"."operators"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_events" ADD CONSTRAINT "order_events_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_notifications" ADD CONSTRAINT "order_notifications_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "paymentables" ADD CONSTRAINT "paymentables_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_paymentable_id_paymentables_id_fk" FOREIGN KEY ("paymentable_id") REFERENCES "public"."paymentables"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_hours" ADD CONSTRAINT "shop_hours_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_special_days" ADD CONSTRAINT "shop_special_days_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "booking_images_booking_id_position_index" ON "booking_images" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "booking_service_items_booking_id_position_index" ON "booking_service_items" USING btree ("booking_id","position");--> statement-breakpoint
CREATE INDEX "bookings_order_id_index" ON "bookings" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "bookings_shop_id_starts_at_index" ON "bookings" USING btree ("shop_id","starts_at");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_seller_user_key" ON "customers" USING btree ("seller_id","user_id") WHERE "customers"."user_id" is not null;--> statement-breakpoint
CREATE INDEX "customers_user_id_index" ON "customers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "customers_seller_id_phone_number_index" ON "customers" USING btree ("seller_id","phone_number");--> statement-breakpoint
CREATE INDEX "operator_shifts_operator_id_weekday_index" ON "operator_shifts" USING btree ("operator_id","weekday");--> statement-breakpoint
CREATE INDEX "operator_time_off_operator_id_starts_at_index" ON "operator_time_off" USING btree ("operator_id","starts_at");--> statement-breakpoint
CREATE INDEX "order_events_order_id_created_at_index" ON "order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "order_notifications_order_id_index" ON "order_notifications" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_customer_id_starts_at_index" ON "orders" USING btree ("customer_id","starts_at");--> statement-breakpoint
CREATE INDEX "orders_shop_id_starts_at_index" ON "orders" USING btree ("shop_id","starts_at");--> statement-breakpoint
CREATE INDEX "orders_reminder_due_idx" ON "orders" USING btree ("starts_at") WHERE "orders"."status" in ('AWAITING_PREPAYMENT', 'CONFIRMED');--> statement-breakpoint
CREATE INDEX "paymentables_pending_deadline_idx" ON "paymentables" USING btree ("deadline") WHERE "paymentables"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "payments_paymentable_id_index" ON "payments" USING btree ("paymentable_id");--> statement-breakpoint
CREATE INDEX "shop_hours_shop_id_weekday_index" ON "shop_hours" USING btree ("shop_id","weekday");--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_buffers_non_negative" CHECK ("services"."buffer_before_minutes" >= 0 and "services"."buffer_after_minutes" >= 0);--> statement-breakpoint
ALTER TABLE "services" ADD CONSTRAINT "services_prepayment_amount" CHECK ("services"."prepayment_amount" is null or "services"."prepayment_amount" >= 0);--> statement-breakpoint
ALTER TABLE "shops" ADD CONSTRAINT "shops_booking_rules" CHECK ("shops"."slot_minutes" between 5 and 240 and "shops"."min_lead_minutes" >= 0 and "shops"."max_advance_days" between 1 and 366 and "shops"."cancel_cutoff_minutes" >= 0 and "shops"."reschedule_cutoff_minutes" >= 0);--> statement-breakpoint
-- No double booking, by construction: two active bookings of one operator may not hold
-- overlapping time. Drizzle cannot declare exclusion constraints; this one is maintained here.
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_no_overlap" EXCLUDE USING gist (
	"operator_id" WITH =,
	tstzrange("held_from", "held_until", '[)') WITH &&
) WHERE ("status" IN ('AWAITING_PREPAYMENT', 'CONFIRMED', 'COMPLETED'));
