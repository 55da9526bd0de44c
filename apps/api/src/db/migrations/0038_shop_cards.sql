CREATE SEQUENCE "public"."shop_card_versions" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "shop_cards" (
	"shop_id" integer PRIMARY KEY NOT NULL,
	"version" bigint DEFAULT (extract(epoch from clock_timestamp()) * 1000000)::bigint * 1000 + nextval('shop_card_versions') % 1000 NOT NULL,
	"shop" text NOT NULL,
	"images" text NOT NULL,
	"summary" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "shop_cards" ADD CONSTRAINT "shop_cards_shop_id_shops_id_fk" FOREIGN KEY ("shop_id") REFERENCES "public"."shops"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Each shop's public JSON, kept by triggers (decision 020, follow-up of 2026-12-07): rendered from
-- modules/catalogue/shop-card-json.ts, which shop-cards.int.test.ts checks the cards against.
CREATE FUNCTION refresh_shop_cards(ids int[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO shop_cards (shop_id, shop, images, summary)
  SELECT s.id,
    (select row_to_json(j) from (select s."id" as "id", s."seller_id" as "sellerId", s."display_name" as "displayName", s."url_slug" as "urlSlug", s."address" as "address", s."introduction" as "introduction", s."phone_number" as "phoneNumber", s."industry_id" as "industryId", s."country_id" as "countryId", s."city_id" as "cityId", s."longitude" as "longitude", s."latitude" as "latitude", s."time_zone" as "timeZone", s."currency" as "currency", s."review_status" as "reviewStatus", s.online_booking_paused_at is not null as "onlineBookingPaused", to_char(s."created_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "createdAt", to_char(s."updated_at" at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as "updatedAt") j)::text,
    (select coalesce(array_to_json(array_agg((select row_to_json(j) from (select i."id" as "id", i."type" as "type", i."url" as "url", i."position" as "position") j) order by i.position, i.id)), '[]'::json)
      from "shop_images" i where i.shop_id = s.id)::text,
    (select row_to_json(j) from (select (select min(sv.price) from "services" sv where sv.shop_id = s.id and sv.is_bookable) as "minPrice", coalesce((select r.review_count from "shop_ratings" r where r.shop_id = s.id), 0) as "reviewCount", (select round(r.rating_sum::numeric / r.review_count, 1)::float8
      from "shop_ratings" r where r.shop_id = s.id and r.review_count > 0) as "ratingAverage") j)::text
  FROM shops s WHERE s.id = ANY(ids)
  ON CONFLICT (shop_id) DO UPDATE
    SET version = excluded.version, shop = excluded.shop, images = excluded.images,
      summary = excluded.summary $$;
--> statement-breakpoint
-- Statement triggers with transition tables (as migration 0007's): a bulk write refreshes each
-- shop once. A deleted shop's rows are gone with it (the foreign key cascades); refreshing a
-- shop that no longer exists writes nothing.
CREATE FUNCTION shop_cards_by_id() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_shop_cards(array(SELECT id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION shop_cards_by_shop() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM refresh_shop_cards(array(SELECT DISTINCT shop_id FROM changed));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER shops_cards_insert AFTER INSERT ON shops REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_id();
--> statement-breakpoint
CREATE TRIGGER shops_cards_update AFTER UPDATE ON shops REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_id();
--> statement-breakpoint
CREATE TRIGGER shop_images_cards_insert AFTER INSERT ON shop_images REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_images_cards_update AFTER UPDATE ON shop_images REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_images_cards_delete AFTER DELETE ON shop_images REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
CREATE TRIGGER services_cards_insert AFTER INSERT ON services REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
CREATE TRIGGER services_cards_update AFTER UPDATE ON services REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
CREATE TRIGGER services_cards_delete AFTER DELETE ON services REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_ratings_cards_insert AFTER INSERT ON shop_ratings REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_ratings_cards_update AFTER UPDATE ON shop_ratings REFERENCING NEW TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
CREATE TRIGGER shop_ratings_cards_delete AFTER DELETE ON shop_ratings REFERENCING OLD TABLE AS changed
  FOR EACH STATEMENT EXECUTE FUNCTION shop_cards_by_shop();
--> statement-breakpoint
SELECT refresh_shop_cards(array(SELECT id FROM shops));
