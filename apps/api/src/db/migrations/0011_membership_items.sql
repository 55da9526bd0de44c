CREATE TABLE "coupon_campaign_services" (
	"campaign_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "coupon_campaign_services_campaign_id_service_id_pk" PRIMARY KEY("campaign_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "coupon_campaigns" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupon_campaigns_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"discount_type" text NOT NULL,
	"discount_value" integer NOT NULL,
	"currency" text NOT NULL,
	"min_spend" integer DEFAULT 0 NOT NULL,
	"scope" text DEFAULT 'ORDER' NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"per_customer_limit" integer DEFAULT 1 NOT NULL,
	"claim_code" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupon_campaigns_discount" CHECK ("coupon_campaigns"."discount_value" > 0 and ("coupon_campaigns"."discount_type" <> 'PERCENT' or "coupon_campaigns"."discount_value" <= 100)),
	CONSTRAINT "coupon_campaigns_window" CHECK ("coupon_campaigns"."starts_at" < "coupon_campaigns"."ends_at"),
	CONSTRAINT "coupon_campaigns_limit" CHECK ("coupon_campaigns"."per_customer_limit" between 1 and 100),
	CONSTRAINT "coupon_campaigns_min_spend" CHECK ("coupon_campaigns"."min_spend" >= 0)
);
--> statement-breakpoint
CREATE TABLE "coupons" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "coupons_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"campaign_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"source" text NOT NULL,
	"seq" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"issued_by_user_id" integer,
	"redeemed_at" timestamp with time zone,
	"order_id" integer,
	"discount_amount" integer,
	"redeemed_by_user_id" integer,
	"redeem_idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "coupons_redeemed" CHECK (("coupons"."redeemed_at" is null) = ("coupons"."discount_amount" is null) and ("coupons"."discount_amount" is null or "coupons"."discount_amount" >= 0))
);
--> statement-breakpoint
CREATE TABLE "depositories" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "depositories_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"currency" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depositories_balance" CHECK ("depositories"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "depository_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "depository_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"depository_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"paid_amount" integer,
	"payment_method" text,
	"top_up_plan_id" integer,
	"order_id" integer,
	"product_transaction_id" integer,
	"reason" text,
	"actor_user_id" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "depository_transactions_amount" CHECK ("depository_transactions"."amount" <> 0 and "depository_transactions"."balance_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_groups" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_groups_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_images" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_images_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_id" integer NOT NULL,
	"url" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_stocks" (
	"product_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"quantity" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_stocks_product_id_shop_id_pk" PRIMARY KEY("product_id","shop_id"),
	CONSTRAINT "product_stocks_quantity" CHECK ("product_stocks"."quantity" >= 0)
);
--> statement-breakpoint
CREATE TABLE "product_transaction_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_transaction_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"product_transaction_id" integer NOT NULL,
	"product_id" integer,
	"name" text NOT NULL,
	"unit_price" integer NOT NULL,
	"quantity" integer NOT NULL,
	"amount" integer NOT NULL,
	CONSTRAINT "product_transaction_items_quantity" CHECK ("product_transaction_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "product_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "product_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"order_id" integer,
	"total" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"actor_user_id" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "product_transactions_total" CHECK ("product_transactions"."total" >= 0)
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "products_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "products_price" CHECK ("products"."price" >= 0)
);
--> statement-breakpoint
CREATE TABLE "top_up_plans" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "top_up_plans_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"pay_amount" integer NOT NULL,
	"receive_amount" integer NOT NULL,
	"currency" text NOT NULL,
	"validity_days" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "top_up_plans_amounts" CHECK ("top_up_plans"."pay_amount" > 0 and "top_up_plans"."receive_amount" >= "top_up_plans"."pay_amount"),
	CONSTRAINT "top_up_plans_validity" CHECK ("top_up_plans"."validity_days" is null or "top_up_plans"."validity_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "voucher_services" (
	"voucher_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "voucher_services_voucher_id_service_id_pk" PRIMARY KEY("voucher_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_template_services" (
	"template_id" integer NOT NULL,
	"service_id" integer NOT NULL,
	CONSTRAINT "voucher_template_services_template_id_service_id_pk" PRIMARY KEY("template_id","service_id")
);
--> statement-breakpoint
CREATE TABLE "voucher_templates" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_templates_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"sessions" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"validity_days" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_templates_sessions" CHECK ("voucher_templates"."sessions" between 1 and 100),
	CONSTRAINT "voucher_templates_price" CHECK ("voucher_templates"."price" >= 0),
	CONSTRAINT "voucher_templates_validity" CHECK ("voucher_templates"."validity_days" is null or "voucher_templates"."validity_days" between 1 and 3650)
);
--> statement-breakpoint
CREATE TABLE "voucher_transactions" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "voucher_transactions_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"voucher_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sessions" integer NOT NULL,
	"sessions_after" integer NOT NULL,
	"amount" integer,
	"payment_method" text,
	"order_id" integer,
	"booking_id" integer,
	"reason" text,
	"actor_user_id" integer,
	"idempotency_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "voucher_transactions_sessions" CHECK ("voucher_transactions"."sessions_after" >= 0)
);
--> statement-breakpoint
CREATE TABLE "vouchers" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "vouchers_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"customer_id" integer NOT NULL,
	"template_id" integer,
	"name" text NOT NULL,
	"sessions_total" integer NOT NULL,
	"sessions_left" integer NOT NULL,
	"price" integer NOT NULL,
	"currency" text NOT NULL,
	"expires_at" timestamp with time zone,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "vouchers_sessions" CHECK ("vouchers"."sessions_left" >= 0 and "vouchers"."sessions_left" <= "vouchers"."sessions_total")
);
--> statement-breakpoint
ALTER TABLE "coupon_campaign_services" ADD CONSTRAINT "coupon_campaign_services_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_campaign_services" ADD CONSTRAINT "coupon_campaign_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupon_campaigns" ADD CONSTRAINT "coupon_campaigns_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_campaign_id_coupon_campaigns_id_fk" FOREIGN KEY ("campaign_id") REFERENCES "public"."coupon_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_issued_by_user_id_users_id_fk" FOREIGN KEY ("issued_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "coupons" ADD CONSTRAINT "coupons_redeemed_by_user_id_users_id_fk" FOREIGN KEY ("redeemed_by_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depositories" ADD CONSTRAINT "depositories_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depositories" ADD CONSTRAINT "depositories_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depository_transactions" ADD CONSTRAINT "depository_transactions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depository_transactions" ADD CONSTRAINT "depository_transactions_depository_id_depositories_id_fk" FOREIGN KEY ("depository_id") REFERENCES "public"."depositories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depository_transactions" ADD CONSTRAINT "depository_transactions_top_up_plan_id_top_up_plans_id_fk" FOREIGN KEY ("top_up_plan_id") REFERENCES "public"."top_up_plans"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depository_transactions" ADD CONSTRAINT "depository_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depository_transactions" ADD CONSTRAINT "depository_transactions_product_transaction_id_product_transactions_id_fk" FOREIGN KEY ("product_transaction_id") REFERENCES "public"."product_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "depository_transactions" ADD CONSTRAINT "depository_transactions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_groups" ADD CONSTRAINT "product_groups_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_images" ADD CONSTRAINT "product_images_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_stocks" ADD CONSTRAINT "product_stocks_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transaction_items" ADD CONSTRAINT "product_transaction_items_product_transaction_id_product_transactions_id_fk" FOREIGN KEY ("product_transaction_id") REFERENCES "public"."product_transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transaction_items" ADD CONSTRAINT "product_transaction_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transactions" ADD CONSTRAINT "product_transactions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transactions" ADD CONSTRAINT "product_transactions_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transactions" ADD CONSTRAINT "product_transactions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transactions" ADD CONSTRAINT "product_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_transactions" ADD CONSTRAINT "product_transactions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_group_id_product_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."product_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_up_plans" ADD CONSTRAINT "top_up_plans_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_services" ADD CONSTRAINT "voucher_services_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_services" ADD CONSTRAINT "voucher_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_template_services" ADD CONSTRAINT "voucher_template_services_template_id_voucher_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."voucher_templates"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_template_services" ADD CONSTRAINT "voucher_template_services_service_id_services_id_fk" FOREIGN KEY ("service_id") REFERENCES "public"."services"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_templates" ADD CONSTRAINT "voucher_templates_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_voucher_id_vouchers_id_fk" FOREIGN KEY ("voucher_id") REFERENCES "public"."vouchers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "voucher_transactions" ADD CONSTRAINT "voucher_transactions_actor_user_id_users_id_fk" FOREIGN KEY ("actor_user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vouchers" ADD CONSTRAINT "vouchers_template_id_voucher_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."voucher_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "coupon_campaigns_seller_id_index" ON "coupon_campaigns" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "coupon_campaigns_claim_code_key" ON "coupon_campaigns" USING btree ("seller_id","claim_code") WHERE "coupon_campaigns"."claim_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_campaign_customer_seq_key" ON "coupons" USING btree ("campaign_id","customer_id","seq");--> statement-breakpoint
CREATE UNIQUE INDEX "coupons_redeem_key" ON "coupons" USING btree ("seller_id","redeem_idempotency_key") WHERE "coupons"."redeem_idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "coupons_customer_id_index" ON "coupons" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "coupons_order_id_index" ON "coupons" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "depositories_customer_currency_key" ON "depositories" USING btree ("customer_id","currency");--> statement-breakpoint
CREATE INDEX "depositories_seller_id_index" ON "depositories" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "depository_transactions_key" ON "depository_transactions" USING btree ("seller_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "depository_transactions_depository_id_id_index" ON "depository_transactions" USING btree ("depository_id","id");--> statement-breakpoint
CREATE INDEX "depository_transactions_order_id_index" ON "depository_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_groups_seller_name_key" ON "product_groups" USING btree ("seller_id","name");--> statement-breakpoint
CREATE INDEX "product_images_product_id_position_index" ON "product_images" USING btree ("product_id","position");--> statement-breakpoint
CREATE INDEX "product_stocks_shop_id_index" ON "product_stocks" USING btree ("shop_id");--> statement-breakpoint
CREATE INDEX "product_transaction_items_product_transaction_id_index" ON "product_transaction_items" USING btree ("product_transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "product_transactions_key" ON "product_transactions" USING btree ("seller_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "product_transactions_customer_id_index" ON "product_transactions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "product_transactions_order_id_index" ON "product_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "products_seller_id_position_index" ON "products" USING btree ("seller_id","position");--> statement-breakpoint
CREATE INDEX "top_up_plans_seller_id_index" ON "top_up_plans" USING btree ("seller_id");--> statement-breakpoint
CREATE INDEX "voucher_templates_seller_id_index" ON "voucher_templates" USING btree ("seller_id");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_transactions_key" ON "voucher_transactions" USING btree ("seller_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "voucher_transactions_booking_use_key" ON "voucher_transactions" USING btree ("booking_id") WHERE "voucher_transactions"."kind" = 'USE';--> statement-breakpoint
CREATE INDEX "voucher_transactions_voucher_id_id_index" ON "voucher_transactions" USING btree ("voucher_id","id");--> statement-breakpoint
CREATE INDEX "voucher_transactions_order_id_index" ON "voucher_transactions" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "vouchers_customer_id_index" ON "vouchers" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "vouchers_seller_id_index" ON "vouchers" USING btree ("seller_id");