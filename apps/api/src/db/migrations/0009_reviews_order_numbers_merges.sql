-- One order number for customer and shop: 8 characters from 31 that cannot be confused when read
-- aloud or typed (no 0/O, 1/I/L). 31^8 ≈ 8.5 × 10^11; the unique constraint refuses a repeat
-- and the order path draws again.
CREATE FUNCTION random_order_number() RETURNS text LANGUAGE sql VOLATILE PARALLEL SAFE
  RETURN (SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
          FROM generate_series(1, 8));
--> statement-breakpoint
CREATE TABLE "customer_merges" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "customer_merges_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"seller_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"from_customer_id" integer NOT NULL,
	"into_customer_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"orders_moved" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "review_reports" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "review_reports_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"review_id" integer NOT NULL,
	"reporter_id" integer NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"resolved_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "reviews_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"order_id" integer NOT NULL,
	"shop_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"rating" smallint NOT NULL,
	"comment" text,
	"reviewer_name" text NOT NULL,
	"reply" text,
	"replied_by" integer,
	"replied_at" timestamp with time zone,
	"hidden_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_rating" CHECK ("reviews"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "shop_ratings" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"rating_sum" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "order_number" text DEFAULT random_order_number() NOT NULL;--> statement-breakpoint
ALTER TABLE "customers" ADD COLUMN "merged_into_id" integer;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_seller_id_sellers_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."sellers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_from_customer_id_customers_id_fk" FOREIGN KEY ("from_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "customer_merges" ADD CONSTRAINT "customer_merges_into_customer_id_customers_id_fk" FOREIGN KEY ("into_customer_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_review_id_reviews_id_fk" FOREIGN KEY ("review_id") REFERENCES "public"."reviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "review_reports" ADD CONSTRAINT "review_reports_reporter_id_users_id_fk" FOREIGN KEY ("reporter_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_replied_by_users_id_fk" FOREIGN KEY ("replied_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shop_ratings" ADD CONSTRAINT "shop_ratings_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "review_reports_once" ON "review_reports" USING btree ("review_id","reporter_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_order_key" ON "reviews" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "reviews_shop_id_created_at_index" ON "reviews" USING btree ("shop_id","created_at");--> statement-breakpoint
CREATE INDEX "reviews_user_id_index" ON "reviews" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "customers" ADD CONSTRAINT "customers_merged_into_id_customers_id_fk" FOREIGN KEY ("merged_into_id") REFERENCES "public"."customers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "customers_unclaimed_phone_idx" ON "customers" USING btree ("phone_number") WHERE "customers"."user_id" is null and "customers"."merged_into_id" is null;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_orderNumber_unique" UNIQUE("order_number");--> statement-breakpoint
-- shop_ratings counts each shop's visible reviews, whoever writes them.
CREATE FUNCTION shop_ratings_follow_reviews() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.hidden_at IS NULL THEN
    UPDATE shop_ratings
       SET review_count = review_count - 1, rating_sum = rating_sum - OLD.rating
     WHERE shop_id = OLD.shop_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.hidden_at IS NULL THEN
    INSERT INTO shop_ratings (shop_id, review_count, rating_sum) VALUES (NEW.shop_id, 1, NEW.rating)
    ON CONFLICT (shop_id) DO UPDATE
      SET review_count = shop_ratings.review_count + 1,
          rating_sum = shop_ratings.rating_sum + EXCLUDED.rating_sum;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER reviews_count_for_shop AFTER INSERT OR DELETE OR UPDATE OF rating, hidden_at, shop_id ON reviews
  FOR EACH ROW EXECUTE FUNCTION shop_ratings_follow_reviews();
