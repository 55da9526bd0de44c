CREATE TABLE "seller_billing_profiles" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"receipt_tax_id" text,
	"receipt_title" text,
	"receipt_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "seller_cards" (
	"seller_id" integer PRIMARY KEY NOT NULL,
	"brand" text NOT NULL,
	"last_four" text NOT NULL,
	"expiry_month" integer NOT NULL,
	"expiry_year" integer NOT NULL,
	"card_key_sealed" text NOT NULL,
	"card_token_sealed" text NOT NULL,
	"idempotency_key" text,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shop_billing" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"next_plan_id" integer,
	"next_interval" text DEFAULT 'MONTH' NOT NULL,
	"auto_renew" boolean DEFAULT true NOT NULL,
	"renewal_failures" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone,
	"last_notice_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_orders" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "system_orders_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"plan_id" integer NOT NULL,
	"interval" text NOT NULL,
	"kind" text NOT NULL,
	"status" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"period_starts_at" timestamp with time zone NOT NULL,
	"period_ends_at" timestamp with time zone NOT NULL,
	"idempotency_key" text NOT NULL,
	"gateway_order_number" text,
	"gateway_trade_id" text,
	"card_label" text,
	"failure_reason" text,
	"created_by" text NOT NULL,
	"created_by_user_id" integer,
	"paid_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"refund_reason" text,
	"receipt_number" text,
	"receipt_tax_id" text,
	"receipt_title" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "system_orders_gatewayOrderNumber_unique" UNIQUE("gateway_order_number"),
	CONSTRAINT "system_orders_receiptNumber_unique" UNIQUE("receipt_number"),
	CONSTRAINT "system_orders_amount" CHECK ("system_orders"."amount" >= 0),
	CONSTRAINT "system_orders_period" CHECK ("system_orders"."period_ends_at" > "system_orders"."period_starts_at")
);
--> statement-breakpoint
ALTER TABLE "shops" ADD COLUMN "online_booking_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "yearly_price" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_licenses" ADD COLUMN "interval" text DEFAULT 'MONTH' NOT NULL;--> statement-breakpoint
ALTER TABLE "shop_licenses" ADD COLUMN "system_order_id" integer;--> statement-breakpoint
ALTER TABLE "seller_billing_profiles" ADD CONSTRAINT "seller_billing_profiles_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "seller_cards" ADD CONSTRAINT "seller_cards_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_billing" ADD CONSTRAINT "shop_billing_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_billing" ADD CONSTRAINT "shop_billing_next_plan_id_plans_id_fk" FOREIGN KEY ("next_plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_orders" ADD CONSTRAINT "system_orders_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_orders" ADD CONSTRAINT "system_orders_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_orders" ADD CONSTRAINT "system_orders_plan_id_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."plans"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "system_orders" ADD CONSTRAINT "system_orders_created_by_user_id_users_id_fk" FOREIGN KEY ("created_by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "system_orders_seller_idempotency" ON "system_orders" USING btree ("seller_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "system_orders_one_charge_per_period" ON "system_orders" USING btree ("shop_id","period_starts_at") WHERE "system_orders"."status" in ('PENDING', 'PAID') and "system_orders"."kind" <> 'GRANT';--> statement-breakpoint
CREATE INDEX "system_orders_seller_id_created_at_index" ON "system_orders" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE INDEX "system_orders_status_created_at_index" ON "system_orders" USING btree ("status","created_at");--> statement-breakpoint
ALTER TABLE "shop_licenses" ADD CONSTRAINT "shop_licenses_system_order_id_system_orders_id_fk" FOREIGN KEY ("system_order_id") REFERENCES "public"."system_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_yearly_price_non_negative" CHECK ("plans"."yearly_price" >= 0);--> statement-breakpoint
UPDATE "plans" SET "yearly_price" = "monthly_price" * 10;--> statement-breakpoint
INSERT INTO "shop_billing" ("shop_id", "next_plan_id", "next_interval") SELECT DISTINCT ON ("shop_id") "shop_id", "plan_id", "interval" FROM "shop_licenses" ORDER BY "shop_id", "ends_at" DESC;