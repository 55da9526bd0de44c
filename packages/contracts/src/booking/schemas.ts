import { z } from 'zod';
import { DEPOSITORY_MOVEMENT_FIELDS, VOUCHER_MOVEMENT_FIELDS } from '../item-schemas';
import {
  dataOf,
  listOf,
  pageOf,
  pagingQuery,
  zBlankIsNull,
  zBodyId,
  zCsvEnum,
  zCsvIds,
  zLine,
  zMultilineTextOrNull,
  zTimestamp,
  zTimestampOut,
} from '../common';
import { ZCurrency, ZOperator, ZService, ZShop } from '../catalogue';
import { isLocalDateInRange, LOCAL_DATE_RANGE_MESSAGE } from '../input-rules';
import { EMAIL_MESSAGE, EMAIL_PATTERN, GENDERS } from '../identity';
// The file, not the folder's index: membership's calls import booking's schemas in turn.
import { ZCustomer } from '../customers/schemas';
import { ZProductTransactionItem } from '../products/products';
import { COUNTER_PAYMENT_METHODS, PRODUCT_SALE_PAYMENT_METHODS } from '../item-constants';
import {
  CANCEL_REASON_MAX_LENGTH,
  MAX_AVAILABILITY_DAYS,
  NOTE_MAX_LENGTH,
  ORDER_STATUSES,
  PROFILE_FIELDS,
} from '../booking-constants';
import {
  BOOKING_ITEM_FIELDS,
  bookingItemRules,
  ZAppliedCoupon,
  ZServiceIds,
  ZServiceItemVoucher,
} from './booking-items';

export * from '../booking-constants';
export * from './booking-items';
export * from './prepayment';
/** Kept here too: the seller's settings import it from booking. */
export { ZProfileSetting, type TProfileSetting } from '../customers/schemas';

// ---------------------------------------------------------------------------------------------
// Input shaping shared by the booking form and the API (spec §5)

/** A booking profile field: trimmed; empty becomes null. */
const profileText = (max: number) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v;
    const t = v.trim();
    return t === '' ? null : t;
  }, zLine().max(max).nullable());

/** A local date in the shop's time zone, `YYYY-MM-DD`, between 2000 and 2100. */
export const zLocalDate = () => z.iso.date().refine(isLocalDateInRange, LOCAL_DATE_RANGE_MESSAGE);

// ---------------------------------------------------------------------------------------------
// Form items

/** The customer profile fields the booking form collects. */
export const ZBookingProfile = z.strictObject({
  displayName: profileText(50).optional(),
  phoneNumber: zBlankIsNull(
    zLine()
      .max(32)
      .regex(/^\+[\d\s()-]+$/, '請輸入含國碼的手機號碼')
      .nullable(),
  ).optional(),
  contactEmail: zBlankIsNull(
    z
      .string()
      .trim()
      .pipe(z.email({ pattern: EMAIL_PATTERN, error: EMAIL_MESSAGE }))
      .nullable(),
  ).optional(),
  gender: zBlankIsNull(z.enum(GENDERS).nullable()).optional(),
  birthDate: zBlankIsNull(z.iso.date().nullable()).optional(),
});
export type TBookingProfileInput = z.input<typeof ZBookingProfile>;
export type TBookingProfile = z.output<typeof ZBookingProfile>;

export const ZFormItem = z.object({
  key: z.enum([...PROFILE_FIELDS, 'note']),
  label: z.string(),
  type: z.enum(['text', 'phone', 'email', 'gender', 'date', 'textarea']),
  required: z.boolean(),
  maxLength: z.number().int().optional(),
});
export type TFormItem = z.infer<typeof ZFormItem>;

export const ZFormItemsRequest = z.strictObject({ shopId: zBodyId() });
export const ZFormItemsResponse = dataOf(
  z.object({
    items: z.array(ZFormItem),
    /** The signed-in user's values for this seller (customer record, else the user profile). */
    prefill: z.record(z.string(), z.string().nullable()).nullable(),
  }),
);

// ---------------------------------------------------------------------------------------------
// Availability

function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

type DateRange = { startDate: string; endDate: string };

/** A `startDate`–`endDate` range must not end before it starts. */
export function datesInOrder<T extends z.ZodType<DateRange>>(schema: T): T {
  return schema.refine((b) => b.startDate <= b.endDate, {
    message: '結束日期不可早於開始日期',
    path: ['endDate'],
  });
}

/** A `startDate`–`endDate` range in order and shorter than MAX_AVAILABILITY_DAYS days. */
export function availabilityRange<T extends z.ZodType<DateRange>>(schema: T): T {
  return datesInOrder(schema).refine(
    (b) => daysBetween(b.startDate, b.endDate) < MAX_AVAILABILITY_DAYS,
    { message: `一次最多查詢 ${MAX_AVAILABILITY_DAYS} 天`, path: ['endDate'] },
  );
}

export const ZStartTimesRequest = availabilityRange(
  z.strictObject({
    shopId: zBodyId(),
    serviceIds: ZServiceIds,
    /** null or absent = 不指定 (any operator who performs every chosen service). */
    operatorId: zBodyId().nullable().optional(),
    startDate: zLocalDate(),
    endDate: zLocalDate(),
  }),
);
export type TStartTimesRequest = z.input<typeof ZStartTimesRequest>;

export const ZStartTime = z.object({
  startTime: zTimestampOut(),
  endTime: zTimestampOut().describe('when the last service ends (buffers excluded)'),
  operatorIds: z.array(z.number().int()),
});
export type TStartTime = z.infer<typeof ZStartTime>;

export const ZDayStartTimes = z.object({ date: zLocalDate(), times: z.array(ZStartTime) });
export type TDayStartTimes = z.infer<typeof ZDayStartTimes>;

export const ZStartTimesResponse = dataOf(
  z.object({
    timeZone: z.string(),
    slotMinutes: z.number().int(),
    /** The last local date the shop takes bookings for (today + its booking horizon). */
    bookableUntil: zLocalDate(),
    days: z.array(ZDayStartTimes),
  }),
);
export type TStartTimes = z.infer<typeof ZStartTimesResponse>['data'];

// ---------------------------------------------------------------------------------------------
// Orders

export const ZOrderRequest = bookingItemRules(
  z.strictObject({
    shopId: zBodyId(),
    serviceIds: ZServiceIds,
    operatorId: zBodyId().nullable().optional(),
    startTime: zTimestamp(),
    profile: ZBookingProfile.default({}),
    note: zMultilineTextOrNull(
      z.string().max(NOTE_MAX_LENGTH, `備註最多 ${NOTE_MAX_LENGTH} 字`).nullable(),
    ).optional(),
    ...BOOKING_ITEM_FIELDS,
  }),
);
export type TOrderRequest = z.input<typeof ZOrderRequest>;

export const ORDER_PARTS = [
  'customer',
  'bookings.serviceItems.service',
  'bookings.bookingTags',
  'bookings.images',
  'shop',
  'shop.images',
  'shop.city',
  'paymentables',
  'paymentables.payments',
  'depositoryTransactions',
  'voucherTransactions',
  'productTransactions',
  'productTransactions.items',
] as const;

export const ZServiceItem = z.object({
  id: z.number().int(),
  serviceId: z.number().int().nullable(),
  name: z.string(),
  price: z.number().int(),
  durationMinutes: z.number().int(),
  startTime: zTimestampOut(),
  endTime: zTimestampOut(),
  service: ZService.pick({
    id: true,
    name: true,
    description: true,
    durationMinutes: true,
    price: true,
    currency: true,
    serviceGroupId: true,
  })
    .nullable()
    .optional(),
  /** The voucher session paying for this service (booked with a voucher); null if none. */
  voucher: ZServiceItemVoucher.nullable().optional(),
});

export const ZBookingTag = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export const ZBookingImage = z.object({ id: z.number().int(), url: z.string() });

export const ZBooking = z.object({
  id: z.number().int(),
  operatorId: z.number().int(),
  operator: ZOperator.pick({ id: true, displayName: true, avatarUrl: true }),
  status: z.enum(ORDER_STATUSES),
  startTime: zTimestampOut(),
  endTime: zTimestampOut(),
  serviceItems: z.array(ZServiceItem),
  bookingTags: z.array(ZBookingTag).optional(),
  images: z.array(ZBookingImage).optional(),
});
export type TBooking = z.infer<typeof ZBooking>;

/** How money reached the shop (the database's enum too). */
export const PAYMENT_METHODS = ['CASH', 'BANK_TRANSFER', 'LINE_PAY', 'CARD', 'DEPOSITORY'] as const;
export type TPaymentMethod = (typeof PAYMENT_METHODS)[number];
/**
 * One payment attempt's state (decision 014): PENDING (asked; waiting for the customer or the
 * provider), CONFIRMING (a confirm call is under way), SUCCEEDED, then PARTIALLY_REFUNDED /
 * REFUNDED; or FAILED / EXPIRED (nothing was taken).
 */
export const PAYMENT_STATUSES = [
  'PENDING',
  'CONFIRMING',
  'SUCCEEDED',
  'PARTIALLY_REFUNDED',
  'REFUNDED',
  'FAILED',
  'EXPIRED',
] as const;
/** PREPAYMENT: owed before the visit (訂金); BALANCE: the rest, paid online where the shop allows (尾款). */
export const PAYMENTABLE_TYPES = ['PREPAYMENT', 'BALANCE'] as const;
export type TPaymentableType = (typeof PAYMENTABLE_TYPES)[number];
/** REPORTED: the customer reported a bank transfer; the shop has yet to confirm it. */
export const PAYMENTABLE_STATUSES = [
  'PENDING',
  'REPORTED',
  'PAID',
  'EXPIRED',
  'CANCELLED',
] as const;
/** ONLINE: booked by the customer; SELLER: entered by the shop (walk-in, phone call); GOOGLE: booked through Reserve with Google. */
export const ORDER_SOURCES = ['ONLINE', 'SELLER', 'GOOGLE'] as const;
export type TOrderSource = (typeof ORDER_SOURCES)[number];
/** Who changed an order. */
export const ORDER_ACTORS = ['CUSTOMER', 'SELLER', 'SYSTEM'] as const;

export const ZPayment = z.object({
  id: z.number().int(),
  method: z.enum(PAYMENT_METHODS),
  amount: z.number().int(),
  currency: ZCurrency,
  status: z.enum(PAYMENT_STATUSES),
  /** What was given back of it (minor units); never more than `amount`. */
  refundedAmount: z.number().int(),
  methodTransactionId: z.string().nullable(),
  createdAt: zTimestampOut(),
});

export const ZPaymentable = z.object({
  id: z.number().int(),
  type: z.enum(PAYMENTABLE_TYPES),
  amount: z.number().int(),
  currency: ZCurrency,
  status: z.enum(PAYMENTABLE_STATUSES),
  deadline: zTimestampOut().nullable(),
  paidAt: zTimestampOut().nullable(),
  payments: z.array(ZPayment).optional(),
});
export type TPaymentable = z.infer<typeof ZPaymentable>;

/** The shop as an order shows it: where to go and how to call. */
export const ZOrderShop = ZShop.pick({
  id: true,
  displayName: true,
  urlSlug: true,
  address: true,
  phoneNumber: true,
  longitude: true,
  latitude: true,
  timeZone: true,
  images: true,
  city: true,
});

/** Stored value moved for the order (spent on it, refunded to it). */
export const ZOrderDepositoryTransaction = z.object({
  id: z.number().int(),
  depositoryId: z.number().int(),
  ...DEPOSITORY_MOVEMENT_FIELDS,
  currency: ZCurrency,
  paymentMethod: z.enum(COUNTER_PAYMENT_METHODS).nullable(),
  createdAt: zTimestampOut(),
});
export type TOrderDepositoryTransaction = z.infer<typeof ZOrderDepositoryTransaction>;

/** Voucher sessions moved for the order (a session used for one of its bookings). */
export const ZOrderVoucherTransaction = z.object({
  id: z.number().int(),
  voucherId: z.number().int(),
  voucherName: z.string(),
  ...VOUCHER_MOVEMENT_FIELDS,
  bookingId: z.number().int().nullable(),
  /** The service item a RESERVE (then its USE, or RELEASE) is for; null for a counter USE. */
  serviceItemId: z.number().int().nullable().optional(),
  createdAt: zTimestampOut(),
});
export type TOrderVoucherTransaction = z.infer<typeof ZOrderVoucherTransaction>;

/** A product sale made with the visit. */
export const ZOrderProductTransaction = z.object({
  id: z.number().int(),
  shopId: z.number().int(),
  total: z.number().int(),
  currency: ZCurrency,
  paymentMethod: z.enum(PRODUCT_SALE_PAYMENT_METHODS),
  createdAt: zTimestampOut(),
  /** With part=productTransactions.items. */
  items: z.array(ZProductTransactionItem).optional(),
});
export type TOrderProductTransaction = z.infer<typeof ZOrderProductTransaction>;

export const ZOrder = z.object({
  id: z.number().int(),
  /** The unguessable link key: /orders/{orderKey}. */
  orderKey: z.string(),
  /** 訂單編號: the same 8 characters for customer and shop, readable aloud (no 0/O, 1/I/L). */
  orderNumber: z.string(),
  sellerId: z.number().int(),
  shopId: z.number().int(),
  customerId: z.number().int(),
  status: z.enum(ORDER_STATUSES),
  /** ONLINE: booked by the customer; SELLER: entered by the shop (walk-in, phone call); GOOGLE: booked through Reserve with Google. */
  source: z.enum(ORDER_SOURCES),
  anyOperator: z.boolean(),
  currency: ZCurrency,
  totalPrice: z.number().int(),
  /** The coupon redeemed on the order (at booking or at the counter) and its discount. */
  coupon: ZAppliedCoupon.nullable().optional(),
  startTime: zTimestampOut(),
  endTime: zTimestampOut(),
  timeZone: z.string(),
  note: z.string().nullable(),
  prepayment: ZPaymentable.pick({ amount: true, status: true, deadline: true }).nullable(),
  /**
   * Until when the customer may still cancel / reschedule (the shop's cut-offs); null = no
   * longer. These are the customer's rules: the shop itself is not bound by the cut-offs.
   */
  cancellableUntil: zTimestampOut().nullable(),
  reschedulableUntil: zTimestampOut().nullable(),
  canCancel: z.boolean(),
  canReschedule: z.boolean(),
  cancelReason: z.string().nullable(),
  cancelledBy: z.enum(ORDER_ACTORS).nullable(),
  cancelledAt: zTimestampOut().nullable(),
  createdAt: zTimestampOut(),
  bookings: z.array(ZBooking),
  customer: ZCustomer.optional(),
  shop: ZOrderShop.optional(),
  paymentables: z.array(ZPaymentable).optional(),
  depositoryTransactions: z.array(ZOrderDepositoryTransaction).optional(),
  voucherTransactions: z.array(ZOrderVoucherTransaction).optional(),
  productTransactions: z.array(ZOrderProductTransaction).optional(),
});
export type TOrder = z.infer<typeof ZOrder>;

export const ZOrderResponse = dataOf(ZOrder);

/** `id` is the numeric id or the order key (the order page knows only the key). */
export const ZGetOrderParams = z.strictObject({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, '訂單編號格式不正確'),
});
export const ZGetOrderQuery = z.strictObject({ part: zCsvEnum(ORDER_PARTS) });

export const ZRescheduleTimesRequest = availabilityRange(
  z.strictObject({ orderId: zBodyId(), startDate: zLocalDate(), endDate: zLocalDate() }),
);

export const ZRescheduleRequest = z.strictObject({ orderId: zBodyId(), startTime: zTimestamp() });

export const ZCancelRequest = z.strictObject({
  orderId: zBodyId(),
  reason: zMultilineTextOrNull(
    z
      .string()
      .max(CANCEL_REASON_MAX_LENGTH, `取消原因最多 ${CANCEL_REASON_MAX_LENGTH} 字`)
      .nullable(),
  ).optional(),
});

/**
 * An order list's tab: `upcoming` = awaiting prepayment or confirmed and not yet ended (soonest
 * first); `past` = completed, no-show, or ended without being closed (latest first).
 */
export const ORDER_PERIODS = ['upcoming', 'past'] as const;
export type TOrderPeriod = (typeof ORDER_PERIODS)[number];

export const ZListOrdersQuery = z.strictObject({
  status: zCsvEnum(ORDER_STATUSES),
  period: z.enum(ORDER_PERIODS).optional(),
  part: zCsvEnum(ORDER_PARTS),
  /** Only orders starting at or after this instant (upcoming first); without it, newest first. */
  startTime: zTimestamp().optional(),
  /** Only orders that came in this way (GOOGLE: the Reserve with Google user area's list). */
  source: z.enum(ORDER_SOURCES).optional(),
  ...pagingQuery(50, 100),
});
/** One seller's orders on the member card: at most 50 a page (spec §9: customer orders). */
export const ZListCustomerOrdersQuery = ZListOrdersQuery.extend(pagingQuery(50, 50));
export const ZListOrdersResponse = pageOf(ZOrder);

export const ZNextFreeTimesQuery = z
  .strictObject({
    /** The shops of a page of search results (1 to 24). */
    shopIds: zCsvIds(),
  })
  .refine((q) => q.shopIds !== undefined && q.shopIds.length <= 24, {
    message: '請提供 1 到 24 間店家',
    path: ['shopIds'],
  });
export const ZNextFreeTime = z.object({
  shopId: z.number().int(),
  /** The earliest start anyone can book online in the coming 7 days; null if none. */
  startTime: zTimestampOut().nullable(),
  timeZone: z.string().nullable(),
});
export type TNextFreeTime = z.infer<typeof ZNextFreeTime>;
export const ZNextFreeTimesResponse = listOf(ZNextFreeTime);
