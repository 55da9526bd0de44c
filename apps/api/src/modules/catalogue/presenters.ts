import type {
  TCity,
  TCountry,
  TCurrency,
  TIndustry,
  TOperator,
  TPlan,
  TService,
  TShop,
  TShopImage,
  TShopLicense,
} from '@haoyue/contracts';
import type { InferSelectModel } from 'drizzle-orm';
import type * as schema from '../../db/schema';

/** The shop columns a public shop is presented from (`publicShopColumns` selects exactly these). */
export const PUBLIC_SHOP_FIELDS = [
  'id',
  'sellerId',
  'displayName',
  'urlSlug',
  'address',
  'introduction',
  'phoneNumber',
  'industryId',
  'countryId',
  'cityId',
  'longitude',
  'latitude',
  'timeZone',
  'currency',
  'reviewStatus',
  'onlineBookingPausedAt',
  'createdAt',
  'updatedAt',
] as const satisfies readonly (keyof InferSelectModel<typeof schema.shops>)[];

/** The public shop's JSON members in `presentShop`'s order: the pause as a flag, not its time. */
export const PUBLIC_SHOP_JSON_KEYS = PUBLIC_SHOP_FIELDS.map((field) =>
  field === 'onlineBookingPausedAt' ? ('onlineBookingPaused' as const) : field,
);

export type ShopRow = Pick<
  InferSelectModel<typeof schema.shops>,
  (typeof PUBLIC_SHOP_FIELDS)[number]
>;
export type CityRow = InferSelectModel<typeof schema.cities>;
export type CountryRow = InferSelectModel<typeof schema.countries>;
export type IndustryRow = InferSelectModel<typeof schema.industries>;
export type OperatorRow = InferSelectModel<typeof schema.operators>;
export type ServiceRow = InferSelectModel<typeof schema.services>;
export type PlanRow = InferSelectModel<typeof schema.plans>;
export type ShopImageRow = InferSelectModel<typeof schema.shopImages>;
export type ShopLicenseRow = InferSelectModel<typeof schema.shopLicenses>;

/** Public fields of a shop; internal columns (search text, featured rank) never leave. */
export function presentShop(row: ShopRow): TShop {
  return {
    id: row.id,
    sellerId: row.sellerId,
    displayName: row.displayName,
    urlSlug: row.urlSlug,
    address: row.address,
    introduction: row.introduction,
    phoneNumber: row.phoneNumber,
    industryId: row.industryId,
    countryId: row.countryId,
    cityId: row.cityId,
    longitude: row.longitude,
    latitude: row.latitude,
    timeZone: row.timeZone,
    currency: row.currency as TCurrency,
    reviewStatus: row.reviewStatus,
    onlineBookingPaused: row.onlineBookingPausedAt !== null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** City as the client sees it. */
export function presentCity(row: CityRow): TCity {
  return {
    id: row.id,
    countryId: row.countryId,
    stateId: row.stateId,
    name: row.name,
    longitude: row.longitude,
    latitude: row.latitude,
  };
}

/** Country as the client sees it. */
export function presentCountry(row: CountryRow): TCountry {
  return {
    id: row.id,
    name: row.name,
    isoCode: row.isoCode,
    dialCode: row.dialCode,
    currency: row.currency as TCurrency,
    timeZone: row.timeZone,
  };
}

/** Industry as the client sees it. */
export function presentIndustry(row: IndustryRow): TIndustry {
  return {
    id: row.id,
    name: row.name,
    slug: row.slug,
    imageUrl: row.imageUrl,
    position: row.position,
  };
}

/** The operator fields customers see, in `presentOperator`'s order (the shop page's JSON, too). */
export const PUBLIC_OPERATOR_FIELDS = [
  'id',
  'shopId',
  'displayName',
  'title',
  'introduction',
  'avatarUrl',
  'position',
] as const satisfies readonly (keyof TOperator & keyof OperatorRow)[];

/** Operator as customers see them (no internal flags). */
export function presentOperator(row: OperatorRow): TOperator {
  return {
    id: row.id,
    shopId: row.shopId,
    displayName: row.displayName,
    title: row.title,
    introduction: row.introduction,
    avatarUrl: row.avatarUrl,
    position: row.position,
  };
}

/** Service with its price in minor units beside the currency. */
export function presentService(row: ServiceRow): TService {
  return {
    id: row.id,
    shopId: row.shopId,
    serviceGroupId: row.serviceGroupId,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    price: row.price,
    currency: row.currency as TCurrency,
    isBookable: row.isBookable,
    position: row.position,
  };
}

/** Plan as shown on pricing pages. */
export function presentPlan(row: PlanRow): TPlan {
  return {
    id: row.id,
    code: row.code,
    name: row.name,
    description: row.description,
    monthlyPrice: row.monthlyPrice,
    yearlyPrice: row.yearlyPrice,
    currency: row.currency as TCurrency,
    shopQuantity: row.shopQuantity,
    operatorQuantity: row.operatorQuantity,
    features: row.features,
  };
}

/** A shop image's fields, in `presentImage`'s order (the shop page's JSON, too). */
export const PUBLIC_IMAGE_FIELDS = [
  'id',
  'type',
  'url',
  'position',
] as const satisfies readonly (keyof TShopImage & keyof ShopImageRow)[];

/** Shop image. */
export function presentImage(row: ShopImageRow): TShopImage {
  return { id: row.id, type: row.type, url: row.url, position: row.position };
}

/** A shop's licence with its plan. */
export function presentLicense(row: ShopLicenseRow, plan: PlanRow): TShopLicense {
  return {
    id: row.id,
    shopId: row.shopId,
    planId: row.planId,
    plan: presentPlan(plan),
    status: row.status,
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
  };
}
