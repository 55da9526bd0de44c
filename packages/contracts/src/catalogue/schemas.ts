import { z } from 'zod';
import {
  dataOf,
  listOf,
  pageOf,
  pagingQuery,
  ZPaging,
  zCsvEnum,
  zCsvIds,
  zLine,
  zParamId,
  zQueryInt,
  zTimestampOut,
} from '../common';
import { ZCity, ZCountry, ZCurrency, ZLatitude, ZLongitude } from './geography';

export const INDUSTRY_PARTS = ['shopCount'] as const;
export const ZIndustry = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  imageUrl: z.string().nullable(),
  position: z.number().int(),
  shopCount: z.number().int().optional(),
});
export type TIndustry = z.infer<typeof ZIndustry>;
export const ZListIndustriesQuery = z.strictObject({ part: zCsvEnum(INDUSTRY_PARTS) });
export const ZListIndustriesResponse = listOf(ZIndustry);

export const IMAGE_TYPES = ['AVATAR', 'COVER', 'GALLERY'] as const;
export const ZShopImage = z.object({
  id: z.number().int(),
  type: z.enum(IMAGE_TYPES),
  url: z.string(),
  position: z.number().int(),
});
export type TShopImage = z.infer<typeof ZShopImage>;

export const ZOperator = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  displayName: z.string(),
  title: z.string().nullable(),
  introduction: z.string().nullable(),
  avatarUrl: z.string().nullable(),
  position: z.number().int(),
});
export type TOperator = z.infer<typeof ZOperator>;

export const ZPlan = z.object({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
  description: z.string(),
  monthlyPrice: z.number().int().describe('minor units, tax-inclusive, per shop per month'),
  yearlyPrice: z.number().int().describe('minor units, tax-inclusive, per shop per year'),
  currency: ZCurrency,
  shopQuantity: z.number().int(),
  operatorQuantity: z.number().int().nullable().describe('null = unlimited'),
  features: z.array(z.string()),
});
export type TPlan = z.infer<typeof ZPlan>;
export const ZListPlansResponse = listOf(ZPlan);
/** Plans in one currency (a seller's country's); all of them without it. */
export const ZListPlansQuery = z.strictObject({ currency: ZCurrency.optional() });

export const LICENSE_STATUSES = ['TRIAL', 'ACTIVE', 'EXPIRED', 'CANCELLED'] as const;
export const ZShopLicense = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  planId: z.number().int(),
  plan: ZPlan,
  status: z.enum(LICENSE_STATUSES),
  startsAt: zTimestampOut(),
  endsAt: zTimestampOut(),
});
export type TShopLicense = z.infer<typeof ZShopLicense>;

/**
 * A shop's review state (decision 022): PENDING waits for an admin, APPROVED is public, REJECTED
 * went back to the seller with a reason, SUSPENDED was taken down by an admin; CLOSED: deleted by
 * its seller but kept for the history of its orders. Only APPROVED is ever public.
 */
export const REVIEW_STATUSES = ['PENDING', 'APPROVED', 'REJECTED', 'SUSPENDED', 'CLOSED'] as const;
export type TReviewStatus = (typeof REVIEW_STATUSES)[number];
/** The review chips' labels. */
export const REVIEW_STATUS_LABELS: Record<TReviewStatus, string> = {
  PENDING: '待審核',
  APPROVED: '已上架',
  REJECTED: '已退回',
  SUSPENDED: '已停用',
  CLOSED: '已關閉',
};

export const SHOP_PARTS = [
  'city',
  'country',
  'industry',
  'images',
  'latestSystemShopLicense',
  'operators',
  /** Weekly opening hours and the special days (closed, other hours) ahead. */
  'hours',
  /** Starting price and rating, for cards and the shop page. */
  'summary',
] as const;
export type TShopPart = (typeof SHOP_PARTS)[number];

/** Opening hours as the shop page shows them: minutes from local midnight (0–1440). */
export const ZShopOpeningHours = z.object({
  weekly: z.array(
    z.object({
      /** 0 = Sunday … 6 = Saturday. */
      weekday: z.number().int(),
      startMinute: z.number().int(),
      endMinute: z.number().int(),
    }),
  ),
  /** Dates from today (shop's clock) whose hours replace the weekly ones; no ranges = closed. */
  specialDays: z.array(
    z.object({
      date: z.string(),
      ranges: z.array(z.tuple([z.number().int(), z.number().int()])),
      note: z.string().nullable(),
    }),
  ),
});
export type TShopOpeningHours = z.infer<typeof ZShopOpeningHours>;

/** What a card says about a shop beyond its name: from what price, and how it is rated. */
export const ZShopSummary = z.object({
  /** The cheapest bookable service, minor units; null when nothing is bookable. */
  minPrice: z.number().int().nullable(),
  reviewCount: z.number().int(),
  /** Average of visible reviews to one decimal; null without reviews. */
  ratingAverage: z.number().nullable(),
});
export type TShopSummary = z.infer<typeof ZShopSummary>;

export const ZShop = z.object({
  id: z.number().int(),
  sellerId: z.number().int(),
  displayName: z.string(),
  urlSlug: z.string(),
  address: z.string(),
  introduction: z.string(),
  phoneNumber: z.string().nullable(),
  industryId: z.number().int(),
  countryId: z.number().int(),
  cityId: z.number().int(),
  longitude: z.number(),
  latitude: z.number(),
  timeZone: z.string(),
  currency: ZCurrency,
  reviewStatus: z.enum(REVIEW_STATUSES),
  /** The licence lapsed past its grace period: the page says so and new online bookings are refused. */
  onlineBookingPaused: z.boolean(),
  createdAt: zTimestampOut(),
  updatedAt: zTimestampOut(),
  distance: z.number().optional().describe('metres from the `lng`/`lat` searched near'),
  city: ZCity.optional(),
  country: ZCountry.optional(),
  industry: ZIndustry.optional(),
  images: z.array(ZShopImage).optional(),
  latestSystemShopLicense: ZShopLicense.nullable().optional(),
  operators: z.array(ZOperator).optional(),
  openingHours: ZShopOpeningHours.optional(),
  summary: ZShopSummary.optional(),
});
export type TShop = z.infer<typeof ZShop>;

/** A query near a point: `lng` and `lat` come together or not at all. */
function lngLatTogether<T extends z.ZodType<{ lng?: number; lat?: number }>>(schema: T): T {
  return schema.refine((q) => (q.lng === undefined) === (q.lat === undefined), {
    message: 'lng 與 lat 必須同時提供',
    path: ['lng'],
  });
}

export const ZSearchShopsQuery = lngLatTogether(
  z.strictObject({
    keyword: zLine().max(100).optional(),
    industryId: zParamId().optional(),
    countryId: zParamId().optional(),
    cityIds: zCsvIds(),
    urlSlug: z.string().max(100).optional(),
    lng: ZLongitude.optional(),
    lat: ZLatitude.optional(),
    distance: zQueryInt(100, 200000, 10000).describe('search radius in metres around lng/lat'),
    part: zCsvEnum(SHOP_PARTS),
    ...pagingQuery(20, 100),
  }),
);
export type TSearchShopsQuery = z.infer<typeof ZSearchShopsQuery>;

/**
 * Counting every match of a broad word (an industry, a city) would cost as much as ranking all of
 * them (decision 020). A one-word keyword's matches are counted from the keyword index up to
 * this many; other searches count none past the page they read: `total` is then the matches up
 * to the end of this page, and `totalExact` false says more follow.
 */
export const SEARCH_TOTAL_CAP = 1000;

/**
 * What a search that found nothing offers instead (page 1 only, empty otherwise): the keyword
 * without its last character when that finds shops, the other cities where the keyword finds
 * shops, and shops of the same industry near the visitor or in the chosen cities.
 */
export const ZSearchAlternatives = z.object({
  keyword: z
    .object({ keyword: z.string(), total: z.number().int() })
    .nullable()
    .describe('a shorter spelling of the keyword that finds shops'),
  cities: z
    .array(z.object({ city: ZCity, total: z.number().int() }))
    .describe('other cities where the keyword finds shops, most first'),
  nearbyShops: z.array(ZShop).describe('shops of the searched industry nearby, nearest first'),
});
export type TSearchAlternatives = z.infer<typeof ZSearchAlternatives>;

export const ZSearchShopsResponse = z.object({
  data: z.array(ZShop),
  meta: ZPaging.extend({
    totalExact: z
      .boolean()
      .describe('false when there are more matches than `total` (counting stopped early)'),
  }),
  alternatives: ZSearchAlternatives.optional().describe('only when page 1 found nothing'),
});
export type TSearchShopsResponse = z.infer<typeof ZSearchShopsResponse>;

export const SEARCH_SUGGESTION_KINDS = ['shop', 'service', 'industry', 'city'] as const;
export const ZSearchSuggestionsQuery = z.strictObject({
  keyword: zLine().min(1).max(100),
  countryId: zParamId().optional(),
  perKind: zQueryInt(1, 10, 5).describe('suggestions of each kind at most'),
});
export const ZSearchSuggestion = z.object({
  kind: z.enum(SEARCH_SUGGESTION_KINDS),
  label: z.string().describe('what to show and, for services, what to search for'),
  shopUrlSlug: z.string().optional().describe('kind shop: the shop page to open'),
  industryId: z.number().int().optional().describe('kind industry: the industry to filter by'),
  cityId: z.number().int().optional().describe('kind city: the city to filter by'),
  shopCount: z.number().int().optional().describe('services, industries, cities: public shops'),
});
export type TSearchSuggestion = z.infer<typeof ZSearchSuggestion>;
export const ZSearchSuggestionsResponse = listOf(ZSearchSuggestion);

export const ZGetShopParams = z.strictObject({ shopId: zParamId() });
export const ZGetShopQuery = z.strictObject({ part: zCsvEnum(SHOP_PARTS) });
export const ZGetShopResponse = dataOf(ZShop);

export const ZHomepageShopsQuery = lngLatTogether(
  z.strictObject({
    lng: ZLongitude.optional(),
    lat: ZLatitude.optional(),
    perPage: zQueryInt(1, 50, 12),
  }),
);
export const ZHomepageShopsResponse = listOf(ZShop);

export const ZListOperatorsQuery = z.strictObject({ shopId: zParamId(), ...pagingQuery(20, 100) });
export const ZListOperatorsResponse = pageOf(ZOperator);

export const ZService = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  serviceGroupId: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  durationMinutes: z.number().int(),
  price: z.number().int().describe('minor units of `currency`'),
  currency: ZCurrency,
  isBookable: z.boolean(),
  position: z.number().int(),
  operatorIds: z.array(z.number().int()).optional(),
});
export type TService = z.infer<typeof ZService>;

export const SERVICE_GROUP_PARTS = ['services', 'services.operators'] as const;
export const ZServiceGroup = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  name: z.string(),
  position: z.number().int(),
  services: z.array(ZService).optional(),
});
export type TServiceGroup = z.infer<typeof ZServiceGroup>;

export const ZListServiceGroupsQuery = z
  .strictObject({
    id: zParamId().optional(),
    shopId: zParamId().optional(),
    part: zCsvEnum(SERVICE_GROUP_PARTS),
  })
  .refine((q) => q.id !== undefined || q.shopId !== undefined, {
    message: '請提供 shopId 或 id',
    path: ['shopId'],
  });
export const ZListServiceGroupsResponse = listOf(ZServiceGroup);
