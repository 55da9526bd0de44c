import { z } from 'zod';
import {
  dataOf,
  pageOf,
  pagingQuery,
  zBodyId,
  zCsvEnum,
  zLine,
  zParamId,
  zTimestamp,
} from '../common';
import {
  ORDER_PARTS,
  ORDER_STATUSES,
  sanitizeMultiline,
  ZBookingProfile,
  ZOrder,
  zLocalDate,
  MAX_AVAILABILITY_DAYS,
} from '../booking';
import { ZCustomer } from '../membership';

// ---------------------------------------------------------------------------------------------
// Calendar

export const ZCalendarQuery = z
  .strictObject({
    startDate: zLocalDate(),
    endDate: zLocalDate(),
    status: zCsvEnum(ORDER_STATUSES),
    part: zCsvEnum(ORDER_PARTS),
  })
  .refine((q) => q.startDate <= q.endDate, {
    message: '結束日期不可早於開始日期',
    path: ['endDate'],
  });
export const ZCalendarResponse = dataOf(z.array(ZOrder));

export const ZSellerOrderParams = z.strictObject({ sellerId: zParamId(), orderId: zParamId() });

export const ZSellerOrderRequest = z.strictObject({
  shopId: zBodyId(),
  serviceIds: z.array(zBodyId()).min(1).max(10),
  operatorId: zBodyId().nullable().optional(),
  startTime: zTimestamp(),
  /** Existing customer of this seller, or a new one described by `profile` (phone optional). */
  customerId: zBodyId().optional(),
  profile: ZBookingProfile.default({}),
  note: z
    .preprocess(
      (v) => (typeof v === 'string' ? sanitizeMultiline(v) || null : v),
      z.string().max(500).nullable(),
    )
    .optional(),
});
/**
 * Free times as the shop sees them: no lead time or horizon (from today on), operators and
 * services closed to online booking included, and the order being moved (excludeOrderId) not
 * counted as busy. Hours, shifts, breaks, time off and other bookings still apply.
 */
export const ZSellerStartTimesRequest = z
  .strictObject({
    shopId: zBodyId(),
    serviceIds: z.array(zBodyId()).min(1).max(10),
    operatorId: zBodyId().nullable().optional(),
    startDate: zLocalDate(),
    endDate: zLocalDate(),
    excludeOrderId: zBodyId().optional(),
  })
  .refine((b) => b.startDate <= b.endDate, {
    message: '結束日期不可早於開始日期',
    path: ['endDate'],
  })
  .refine(
    (b) => (Date.parse(b.endDate) - Date.parse(b.startDate)) / 86_400_000 < MAX_AVAILABILITY_DAYS,
    { message: `一次最多查詢 ${MAX_AVAILABILITY_DAYS} 天`, path: ['endDate'] },
  );

export const ZSellerRescheduleRequest = z.strictObject({
  startTime: zTimestamp(),
  operatorId: zBodyId().optional(),
});
export const ZSellerCancelRequest = z.strictObject({
  reason: z
    .preprocess(
      (v) => (typeof v === 'string' ? sanitizeMultiline(v) || null : v),
      z.string().max(200).nullable(),
    )
    .optional(),
});
export const ZMarkPaidRequest = z.strictObject({
  method: z.enum(['CASH', 'BANK_TRANSFER']),
  /** The client's key for this action: a retried call with the same key changes nothing. */
  idempotencyKey: z.string().min(8).max(100),
});

export const ZSellerCustomersResponse = pageOf(ZCustomer);
export const ZSellerCustomersQuery = z.strictObject({
  phoneNumber: z.string().max(32).optional(),
  keyword: zLine().max(50).optional(),
  ...pagingQuery(20, 100),
});
