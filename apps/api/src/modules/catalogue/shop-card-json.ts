/**
 * A public shop's card as JSON text, built by PostgreSQL to the contract's shape (the same fields
 * in the same order as the presenters): the shop's own fields, its images and its summary. These
 * builders are what migration 0038's `refresh_shop_cards` was rendered from (its triggers keep
 * `shop_cards` in step with the shops, their images, services and ratings); shop-cards.int.test.ts
 * checks the stored cards against them, so a field added here without a migration fails there.
 */
import type { TShopSummary } from '@haoyue/contracts';
import { sql, type SQL } from 'drizzle-orm';
import { jsonArray, jsonObject, jsonObjectOf, jsonObjectWith } from '../../db/json-sql';
import { services, shopImages, shopRatings, shops } from '../../db/schema';
import { PUBLIC_IMAGE_FIELDS, PUBLIC_SHOP_JSON_KEYS } from './presenters';

/** The shop's own public fields as a JSON object, for the shop row aliased `alias`. */
export function shopOwnJson(alias: string): SQL {
  return jsonObjectWith(shops, alias, {
    keys: PUBLIC_SHOP_JSON_KEYS,
    computed: { onlineBookingPaused: sql`${sql.raw(alias)}.online_booking_paused_at is not null` },
  });
}

/** The shop's images in display order as a JSON array, for the shop row aliased `s`. */
export function shopImagesJson(s: SQL): SQL {
  return sql`(select ${jsonArray(jsonObjectOf(shopImages, 'i', PUBLIC_IMAGE_FIELDS), sql`i.position, i.id`)}
    from ${shopImages} i where i.shop_id = ${s}.id)`;
}

/** A shop's starting price and rating as one JSON value, for the shop row aliased `s`. */
export function summaryJson(s: SQL): SQL<TShopSummary> {
  return sql<TShopSummary>`${jsonObject([
    [
      'minPrice',
      sql`(select min(sv.price) from ${services} sv where sv.shop_id = ${s}.id and sv.is_bookable)`,
    ],
    [
      'reviewCount',
      sql`coalesce((select r.review_count from ${shopRatings} r where r.shop_id = ${s}.id), 0)`,
    ],
    [
      'ratingAverage',
      sql`(select round(r.rating_sum::numeric / r.review_count, 1)::float8
           from ${shopRatings} r where r.shop_id = ${s}.id and r.review_count > 0)`,
    ],
  ])}`;
}

/** The three parts of a card for the shop row aliased `s`, as `shop_cards` holds them. */
export function shopCardColumns(s: string): { shop: SQL; images: SQL; summary: SQL } {
  const row = sql.raw(s);
  return {
    shop: sql`${shopOwnJson(s)}::text`,
    images: sql`${shopImagesJson(row)}::text`,
    summary: sql`${summaryJson(row)}::text`,
  };
}
