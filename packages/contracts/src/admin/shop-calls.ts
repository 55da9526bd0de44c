import { z } from 'zod';
import { defineCalls } from '../call';
import { dataOf, idParams, pageOf, pagingQuery, zLine, zParamId, zTimestampOut } from '../common';
import { REVIEW_STATUSES, ZShopImage } from '../catalogue/schemas';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from './calls';
import { adminsWho } from './roles';
import { ZAdminPerson, ZAdminReasonRequest, ZAuditEntry, zAdminReason } from './schemas';

/** How the admin shops table is ordered: newest or oldest first, by name, last reviewed first. */
export const ADMIN_SHOP_SORTS = ['newest', 'oldest', 'name', 'reviewed'] as const;

export const ZAdminShopsQuery = z.strictObject({
  /** Part of the name, the URL slug or the seller's name; or the shop's id. */
  q: zLine().max(100).optional(),
  countryId: zParamId().optional(),
  cityId: zParamId().optional(),
  industryId: zParamId().optional(),
  reviewStatus: z.enum(REVIEW_STATUSES).optional(),
  /** `true`: only live shops whose name, address or photos changed since their last review. */
  edited: z.literal('true').optional(),
  sort: z.enum(ADMIN_SHOP_SORTS).default('newest'),
  ...pagingQuery(20),
});
export type TAdminShopsQuery = z.infer<typeof ZAdminShopsQuery>;

const ZNamed = z.object({ id: z.number().int(), name: z.string() });

/** A shop as the admin shops table shows it. */
export const ZAdminShop = z.object({
  id: z.number().int(),
  displayName: z.string(),
  urlSlug: z.string(),
  address: z.string(),
  reviewStatus: z.enum(REVIEW_STATUSES),
  reviewNote: z.string().nullable(),
  reviewedAt: zTimestampOut().nullable(),
  /** A live shop's name, address or photos changed since its last review: look again. */
  editedSinceReviewAt: zTimestampOut().nullable(),
  /** The cover image, else the avatar, else null. */
  imageUrl: z.string().nullable(),
  seller: ZNamed,
  /** The seller's owner: whom review decisions are sent to. */
  owner: ZAdminPerson.nullable(),
  country: ZNamed,
  city: ZNamed,
  industry: ZNamed,
  createdAt: zTimestampOut(),
  updatedAt: zTimestampOut(),
});
export type TAdminShop = z.infer<typeof ZAdminShop>;
export const ZAdminShopsResponse = pageOf(ZAdminShop);

/** What a reviewer needs to judge a shop: its text, photos, services, operators and history. */
export const ZAdminShopDetail = ZAdminShop.extend({
  introduction: z.string(),
  phoneNumber: z.string().nullable(),
  images: z.array(ZShopImage),
  services: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      durationMinutes: z.number().int(),
      price: z.number().int(),
      currency: z.string(),
      isBookable: z.boolean(),
    }),
  ),
  operators: z.array(
    z.object({
      id: z.number().int(),
      displayName: z.string(),
      title: z.string().nullable(),
      avatarUrl: z.string().nullable(),
    }),
  ),
  /** The shop's audit rows (review decisions and other admin writes), newest first. */
  history: z.array(ZAuditEntry),
});
export type TAdminShopDetail = z.infer<typeof ZAdminShopDetail>;
export const ZAdminShopDetailResponse = dataOf(ZAdminShopDetail);

export const ZAdminShopParams = idParams('shopId');
export const ZApproveShopRequest = z.strictObject({ reason: zAdminReason().optional() });
export type TApproveShopRequest = z.infer<typeof ZApproveShopRequest>;

const REVIEW_ERRORS = [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_SHOP_REVIEW_STATE'] as const;
const NOTIFIED = "The seller's owner is told by SMS (audited in the same transaction).";

/** Shops for the platform: the table, one shop, and the review decisions (decision 022). */
export const adminShopCalls = defineCalls('admin shops', {
  listShops: {
    method: 'GET',
    path: '/v1/admin/shops',
    summary: 'Shops filtered by name, place, industry and review state, paged',
    description: adminsWho('shops.read'),
    query: ZAdminShopsQuery,
    response: ZAdminShopsResponse,
    errors: ADMIN_READ_ERRORS,
  },
  getShop: {
    method: 'GET',
    path: '/v1/admin/shops/{shopId}',
    summary: 'One shop with its photos, services, operators and review history',
    description: adminsWho('shops.read'),
    params: ZAdminShopParams,
    response: ZAdminShopDetailResponse,
    errors: [...ADMIN_READ_ERRORS, 'E_NOT_FOUND'],
  },
  approveShop: {
    method: 'POST',
    path: '/v1/admin/shops/{shopId}:approve',
    summary: 'Approve a pending shop: it becomes public',
    description: `${adminsWho('shops.review')} Only a PENDING shop (else 409 E_SHOP_REVIEW_STATE). ${NOTIFIED}`,
    params: ZAdminShopParams,
    body: ZApproveShopRequest,
    response: ZAdminShopDetailResponse,
    errors: REVIEW_ERRORS,
  },
  rejectShop: {
    method: 'POST',
    path: '/v1/admin/shops/{shopId}:reject',
    summary: 'Send a pending shop back to its seller with the reason',
    description: `${adminsWho('shops.review')} Only a PENDING shop. The seller sees the reason and may resubmit after editing. ${NOTIFIED}`,
    params: ZAdminShopParams,
    body: ZAdminReasonRequest,
    response: ZAdminShopDetailResponse,
    errors: REVIEW_ERRORS,
  },
  suspendShop: {
    method: 'POST',
    path: '/v1/admin/shops/{shopId}:suspend',
    summary: 'Take a shop off the public pages with the reason; its bookings are kept',
    description: `${adminsWho('shops.review')} A PENDING or APPROVED shop. ${NOTIFIED}`,
    params: ZAdminShopParams,
    body: ZAdminReasonRequest,
    response: ZAdminShopDetailResponse,
    errors: REVIEW_ERRORS,
  },
  reinstateShop: {
    method: 'POST',
    path: '/v1/admin/shops/{shopId}:reinstate',
    summary: 'Put a suspended shop back on the public pages',
    description: `${adminsWho('shops.review')} Only a SUSPENDED shop. ${NOTIFIED}`,
    params: ZAdminShopParams,
    body: ZAdminReasonRequest,
    response: ZAdminShopDetailResponse,
    errors: REVIEW_ERRORS,
  },
});
