import { z } from 'zod';
import { ADMIN_READ_ERRORS, ADMIN_WRITE_ERRORS } from '../admin/calls';
import { adminsWho } from '../admin/roles';
import { adminReviewQueueQuery, ZAdminReasonRequest } from '../admin/schemas';
import { REVIEW_STATUSES } from '../catalogue/schemas';
import { dataOf, idParams, pageOf, zTimestampOut } from '../common';
import { defineCalls } from '../call';
import { GOOGLE_RESERVE_STATUSES } from './enrolment';

/** An enrolled shop as the admin list shows it: the details Google matches, the status. */
export const ZAdminGoogleReserveMerchant = z.object({
  shopId: z.number().int(),
  shopName: z.string(),
  urlSlug: z.string(),
  address: z.string(),
  phoneNumber: z.string().nullable(),
  shopReviewStatus: z.enum(REVIEW_STATUSES),
  sellerId: z.number().int(),
  sellerName: z.string(),
  status: z.enum(GOOGLE_RESERVE_STATUSES),
  rejectReason: z.string().nullable(),
  payAtShop: z.boolean(),
  /** How many services are offered; null = every service open to online booking. */
  offeredServiceCount: z.number().int().nullable(),
  mapsPlaceUrl: z.string().nullable(),
  updatedAt: zTimestampOut(),
  decidedAt: zTimestampOut().nullable(),
});
export type TAdminGoogleReserveMerchant = z.infer<typeof ZAdminGoogleReserveMerchant>;

/** `q`: part of the shop's name. */
export const ZAdminGoogleReserveQuery = adminReviewQueueQuery(GOOGLE_RESERVE_STATUSES);
export type TAdminGoogleReserveQuery = z.infer<typeof ZAdminGoogleReserveQuery>;

export const ZAdminGoogleReserveParams = idParams('shopId');

/** Shops enrolled on Reserve with Google: reviewed, approved (live) or refused with a reason. */
export const adminGoogleReserveCalls = defineCalls('admin google-reserve', {
  listGoogleReserveMerchants: {
    method: 'GET',
    path: '/v1/admin/google-reserve/merchants',
    summary: 'Enrolled shops, waiting ones first (oldest first), filtered by status and name',
    description: adminsWho('shops.read'),
    query: ZAdminGoogleReserveQuery,
    response: pageOf(ZAdminGoogleReserveMerchant),
    errors: ADMIN_READ_ERRORS,
  },
  approveGoogleReserveMerchant: {
    method: 'POST',
    path: '/v1/admin/google-reserve/merchants/{shopId}:approve',
    summary: 'Approve a waiting enrolment: the shop goes live on Google',
    description: `${adminsWho('shops.review')} Audited. Not waiting for review: 409 E_GOOGLE_RESERVE_STATE.`,
    params: ZAdminGoogleReserveParams,
    response: dataOf(ZAdminGoogleReserveMerchant),
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_GOOGLE_RESERVE_STATE'],
  },
  rejectGoogleReserveMerchant: {
    method: 'POST',
    path: '/v1/admin/google-reserve/merchants/{shopId}:reject',
    summary: 'Refuse a waiting enrolment, or take a live one down, with a reason the seller sees',
    description: `${adminsWho('shops.review')} Audited; the seller may change it and send it again. Already refused: 409 E_GOOGLE_RESERVE_STATE.`,
    params: ZAdminGoogleReserveParams,
    body: ZAdminReasonRequest,
    response: dataOf(ZAdminGoogleReserveMerchant),
    errors: [...ADMIN_WRITE_ERRORS, 'E_NOT_FOUND', 'E_GOOGLE_RESERVE_STATE'],
  },
});
