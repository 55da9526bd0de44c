import { z } from 'zod';
import { ORDER_STATUSES } from '../booking-constants';
import {
  dataOf,
  idParams,
  listOf,
  pageOf,
  pagingQuery,
  zBodyId,
  zLine,
  zMultilineTextOrNull,
  zParamId,
  zTimestampOut,
} from '../common';
import { GENDERS } from '../identity';
import { ZCustomerTag } from './schemas';
import {
  CUSTOMER_SORTS,
  CUSTOMER_TAG_COLORS,
  CUSTOMER_SUMMARY_MAX_LENGTH,
} from './seller-customer-constants';

export * from './seller-customer-constants';

/** `/v1/sellers/{sellerId}/customer-…` */
export const ZSellerCustomersParams = idParams('sellerId');

// ---------------------------------------------------------------------------------------------
// Customer tags

// ZCustomerTag (id, name, colour, vipExtraDays) is shared with the customer's calls (schemas.ts).

export const ZCustomerTagInput = z.strictObject({
  name: zLine().min(1, '請輸入標籤名稱').max(20, '標籤名稱最多 20 個字'),
  color: z.enum(CUSTOMER_TAG_COLORS, { error: '請選擇標籤顏色' }),
  vipExtraDays: z
    .number()
    .int()
    .min(1, 'VIP 可提前天數需介於 1 到 365 天')
    .max(365, 'VIP 可提前天數需介於 1 到 365 天')
    .nullable()
    .default(null),
});
export type TCustomerTagInput = z.input<typeof ZCustomerTagInput>;
export const ZCustomerTagParams = idParams('sellerId', 'tagId');
export const ZCustomerTagResponse = dataOf(ZCustomerTag);
export const ZCustomerTagsResponse = listOf(ZCustomerTag);

// ---------------------------------------------------------------------------------------------
// Customer records as the seller works them

/** What the list and the record show of a customer's completed visits. */
export const ZCustomerVisitStats = z.object({
  visitCount: z.number().int(),
  /** Minor units, the sum of the COMPLETED orders' totals. */
  totalSpent: z.number().int(),
  /** The currency of those orders (null before the first visit). */
  currency: z.string().nullable(),
  /** The latest COMPLETED order's start; null before the first visit. */
  lastVisitAt: zTimestampOut().nullable(),
});
export type TCustomerVisitStats = z.infer<typeof ZCustomerVisitStats>;

export const ZCustomerRecord = z.object({
  id: z.number().int(),
  displayName: z.string().nullable(),
  /** Shown form (`0912-345-678`), or masked (`0912-***-678`) without customers.unmask. */
  phoneNumber: z.string().nullable(),
  phoneMasked: z.boolean(),
  tags: z.array(ZCustomerTag),
  stats: ZCustomerVisitStats,
  createdAt: zTimestampOut(),
});
export type TCustomerRecord = z.infer<typeof ZCustomerRecord>;

export const ZCustomerRecordDetail = ZCustomerRecord.extend({
  contactEmail: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.iso.date().nullable(),
  /** The seller's own notes. */
  summary: z.string().nullable(),
  /** A member of the platform (signed up) rather than a record the shop entered. */
  isMember: z.boolean(),
});
export type TCustomerRecordDetail = z.infer<typeof ZCustomerRecordDetail>;

export const ZCustomerRecordsQuery = z.strictObject({
  /** Name or phone: `0912…`, `912…` and `+886…` all find the stored +886 number. */
  keyword: zLine().max(50).optional(),
  tagId: zParamId().optional(),
  sort: z.enum(CUSTOMER_SORTS).default('lastVisit'),
  ...pagingQuery(20, 100),
});
export const ZCustomerRecordsResponse = pageOf(ZCustomerRecord);
export const ZCustomerRecordParams = idParams('sellerId', 'customerId');
export const ZCustomerRecordResponse = dataOf(ZCustomerRecordDetail);

export const ZUpdateCustomerRecordRequest = z.strictObject({
  /** Multi-line notes (cleaned, decision 009); empty clears them. */
  summary: zMultilineTextOrNull(
    z
      .string()
      .max(CUSTOMER_SUMMARY_MAX_LENGTH, `備註最多 ${CUSTOMER_SUMMARY_MAX_LENGTH} 個字`)
      .nullable(),
  ).optional(),
  /** The whole set of the customer's tags (replaces the old one); the seller's own tags only. */
  tagIds: z.array(zBodyId()).max(50).optional(),
});
export type TUpdateCustomerRecordRequest = z.input<typeof ZUpdateCustomerRecordRequest>;

/** One of a customer's orders, as the record lists them. */
export const ZCustomerRecordOrder = z.object({
  id: z.number().int(),
  orderNumber: z.string(),
  shopId: z.number().int(),
  shopName: z.string(),
  timeZone: z.string(),
  status: z.enum(ORDER_STATUSES),
  startsAt: zTimestampOut(),
  totalPrice: z.number().int(),
  currency: z.string(),
  serviceNames: z.array(z.string()),
});
export type TCustomerRecordOrder = z.infer<typeof ZCustomerRecordOrder>;
export const ZCustomerRecordOrdersQuery = z.strictObject({ ...pagingQuery(10, 50) });
export const ZCustomerRecordOrdersResponse = pageOf(ZCustomerRecordOrder);
