import { REVIEW_STATUSES } from '../catalogue/schemas';
import { z } from 'zod';
import { dataOf, idParams, pageOf, pagingQuery, zLine, zTimestampOut } from '../common';
import { ORDER_STATUSES } from '../booking-constants';
import { GENDERS } from '../identity/schemas';
import { ADMIN_ROLES } from './roles';
import { ZAdminPerson } from './schemas';
import { valuesOf } from '../labelled-values';

/** The users list: newest sign-ups first, or oldest, or by name. */
export const ADMIN_USER_SORT_LABELS = { newest: '最新註冊', oldest: '最早註冊', name: '名稱' };
export const ADMIN_USER_SORTS = valuesOf(ADMIN_USER_SORT_LABELS);
export const ADMIN_USER_STATUS_LABELS = { active: '使用中', disabled: '已停用' };
export const ADMIN_USER_STATUSES = valuesOf(ADMIN_USER_STATUS_LABELS);

export const ZAdminUsersQuery = z.strictObject({
  /**
   * A phone number however typed (`0912-345-678`, `912345678`, `+886 912…`, a run of 3+ of its
   * digits), a name or nickname fragment (case-insensitive), or a user id.
   */
  q: zLine().max(100).optional(),
  status: z.enum(ADMIN_USER_STATUSES, { error: '狀態不正確' }).optional(),
  sort: z.enum(ADMIN_USER_SORTS, { error: '排序方式不正確' }).default('newest'),
  ...pagingQuery(20, 100),
});
export type TAdminUsersQuery = z.infer<typeof ZAdminUsersQuery>;

/** A user as the admin users list shows one. */
export const ZAdminUserRow = z.object({
  id: z.number().int(),
  displayName: z.string().nullable(),
  nickname: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  phoneNumberVerified: z.boolean(),
  adminRole: z.enum(ADMIN_ROLES).nullable(),
  disabledAt: zTimestampOut().nullable(),
  createdAt: zTimestampOut(),
});
export type TAdminUserRow = z.infer<typeof ZAdminUserRow>;
export const ZAdminUsersResponse = pageOf(ZAdminUserRow);

/** Everything an admin sees of one user (never the password hash: only whether there is one). */
export const ZAdminUserDetail = ZAdminUserRow.extend({
  email: z.string().nullable(),
  contactEmail: z.string().nullable(),
  gender: z.enum(GENDERS).nullable(),
  birthDate: z.iso.date().nullable(),
  photoUrl: z.string().nullable(),
  hasPassword: z.boolean(),
  disabledReason: z.string().nullable(),
  updatedAt: zTimestampOut(),
  /** The sellers the user works for. */
  sellers: z.array(
    z.object({
      sellerId: z.number().int(),
      sellerName: z.string(),
      role: z.enum(['OWNER', 'MANAGER', 'STAFF']),
      joinedAt: zTimestampOut(),
    }),
  ),
  /** The user's customer record at each seller, with completed visits. */
  customerRecords: z.array(
    z.object({
      customerId: z.number().int(),
      sellerId: z.number().int(),
      sellerName: z.string(),
      displayName: z.string().nullable(),
      phoneNumber: z.string().nullable(),
      visitCount: z.number().int(),
      lastVisitAt: zTimestampOut().nullable(),
    }),
  ),
  /** The latest orders (by start time), at most 20. */
  orders: z.array(
    z.object({
      orderId: z.number().int(),
      orderNumber: z.string(),
      shopId: z.number().int(),
      shopName: z.string(),
      startsAt: zTimestampOut(),
      status: z.enum(ORDER_STATUSES),
      currency: z.string(),
      /** Minor units. */
      totalPrice: z.number().int(),
    }),
  ),
  /** Sign-ins (access tokens), newest first, at most 20. */
  signIns: z.array(
    z.object({
      provider: z.enum(['basic', 'sms', 'cip', 'line']),
      createdAt: zTimestampOut(),
      expiresAt: zTimestampOut(),
      revokedAt: zTimestampOut().nullable(),
      ip: z.string().nullable(),
    }),
  ),
});
export type TAdminUserDetail = z.infer<typeof ZAdminUserDetail>;
export const ZAdminUserResponse = dataOf(ZAdminUserDetail);
export const ZAdminUserRowResponse = dataOf(ZAdminUserRow);
export const ZAdminSignOutResponse = dataOf(z.object({ revokedTokens: z.number().int() }));

/** The sellers list: newest first, or oldest, or by name. */
export const ADMIN_SELLER_SORTS = ADMIN_USER_SORTS;
export const ZAdminSellersQuery = z.strictObject({
  /** A seller name fragment, the owner's phone however typed, or a seller id. */
  q: zLine().max(100).optional(),
  sort: z.enum(ADMIN_SELLER_SORTS, { error: '排序方式不正確' }).default('newest'),
  ...pagingQuery(20, 100),
});
export type TAdminSellersQuery = z.infer<typeof ZAdminSellersQuery>;

export const ZAdminSellerRow = z.object({
  id: z.number().int(),
  displayName: z.string(),
  /** The first owner (a seller has one in practice). */
  owner: ZAdminPerson.nullable(),
  memberCount: z.number().int(),
  /** Shops that are not closed. */
  shopCount: z.number().int(),
  /** Shops with a trial or active licence today (licences come with seller billing). */
  licensedShopCount: z.number().int(),
  createdAt: zTimestampOut(),
});
export type TAdminSellerRow = z.infer<typeof ZAdminSellerRow>;
export const ZAdminSellersResponse = pageOf(ZAdminSellerRow);

export const ZAdminSellerDetail = ZAdminSellerRow.extend({
  shops: z.array(
    z.object({
      id: z.number().int(),
      displayName: z.string(),
      urlSlug: z.string(),
      cityName: z.string(),
      reviewStatus: z.enum(REVIEW_STATUSES),
      createdAt: zTimestampOut(),
      /** Today's licence: plan name, status and end, or null. */
      licence: z
        .object({ planName: z.string(), status: z.string(), endsAt: zTimestampOut() })
        .nullable(),
    }),
  ),
  members: z.array(
    ZAdminPerson.extend({
      role: z.enum(['OWNER', 'MANAGER', 'STAFF']),
      joinedAt: zTimestampOut(),
    }),
  ),
});
export type TAdminSellerDetail = z.infer<typeof ZAdminSellerDetail>;
export const ZAdminSellerResponse = dataOf(ZAdminSellerDetail);
export const ZAdminSellerIdParams = idParams('sellerId');
