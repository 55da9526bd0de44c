import { z } from 'zod';
import {
  idParams,
  listOf,
  pageOf,
  pagingQuery,
  zBodyId,
  zCsvEnum,
  zLine,
  zMultilineTextOrNull,
  zTimestamp,
} from '../common';
import {
  ORDER_PARTS,
  ORDER_STATUSES,
  ZBookingProfile,
  ZOrder,
  zLocalDate,
  availabilityRange,
  datesInOrder,
} from '../booking';
import { ZCustomer } from '../customers';
import { zIdempotencyKey } from '../item-schemas';
import { ZVoucherUse } from '../vouchers';

// ---------------------------------------------------------------------------------------------
// Calendar

export const ZCalendarQuery = datesInOrder(
  z.strictObject({
    startDate: zLocalDate(),
    endDate: zLocalDate(),
    status: zCsvEnum(ORDER_STATUSES),
    part: zCsvEnum(ORDER_PARTS),
  }),
);
export const ZCalendarResponse = listOf(ZOrder);

export const ZSellerOrderParams = idParams('sellerId', 'orderId');

export const ZSellerOrderRequest = z.strictObject({
  shopId: zBodyId(),
  serviceIds: z.array(zBodyId()).min(1).max(10),
  operatorId: zBodyId().nullable().optional(),
  startTime: zTimestamp(),
  /** Existing customer of this seller, or a new one described by `profile` (phone optional). */
  customerId: zBodyId().optional(),
  profile: ZBookingProfile.default({}),
  note: zMultilineTextOrNull(z.string().max(500).nullable()).optional(),
});
/**
 * Free times as the shop sees them: no lead time or horizon (from today on), operators and
 * services closed to online booking included, and the order being moved (excludeOrderId) not
 * counted as busy. Hours, shifts, breaks, time off and other bookings still apply.
 */
export const ZSellerStartTimesRequest = availabilityRange(
  z.strictObject({
    shopId: zBodyId(),
    serviceIds: z.array(zBodyId()).min(1).max(10),
    operatorId: zBodyId().nullable().optional(),
    startDate: zLocalDate(),
    endDate: zLocalDate(),
    excludeOrderId: zBodyId().optional(),
  }),
);

export const ZSellerRescheduleRequest = z.strictObject({
  startTime: zTimestamp('請選擇時間'),
  operatorId: zBodyId().optional(),
});
export const ZSellerCancelRequest = z.strictObject({
  reason: zMultilineTextOrNull(z.string().max(200).nullable()).optional(),
});
export const ZMarkPaidRequest = z.strictObject({
  method: z.enum(['CASH', 'BANK_TRANSFER']),
  /** The client's key for this action: a retried call with the same key changes nothing. */
  idempotencyKey: zIdempotencyKey(),
});

/**
 * Completing a visit, optionally using a voucher session for some of its bookings (one each);
 * the sessions and the completion happen together or not at all. Uses need an idempotencyKey.
 */
export const ZCompleteOrderRequest = z
  .strictObject({
    voucherUses: z.array(ZVoucherUse).max(10).default([]),
    idempotencyKey: zIdempotencyKey().optional(),
  })
  .refine((b) => b.voucherUses.length === 0 || b.idempotencyKey !== undefined, {
    message: '使用套票時需附上 idempotencyKey',
    path: ['idempotencyKey'],
  })
  .nullish();
export type TCompleteOrderRequest = z.input<typeof ZCompleteOrderRequest>;

export const ZSellerCustomersResponse = pageOf(ZCustomer);
export const ZSellerCustomersQuery = z.strictObject({
  phoneNumber: z.string().max(32).optional(),
  keyword: zLine().max(50).optional(),
  ...pagingQuery(20, 100),
});

/** 訂單編號 as a shop types it from a customer on the phone: dashes, spaces and case do not matter. */
export const ZOrderNumberQuery = z.strictObject({
  orderNumber: z.string().trim().min(1, '請輸入訂單編號').max(20, '訂單編號為 8 碼英數字'),
});
