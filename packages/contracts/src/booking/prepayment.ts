import { z } from 'zod';
import { dataOf, zBodyId, zTimestamp, zTimestampOut } from '../common';
import { ZCurrency } from '../catalogue';
import { BOOKING_ITEM_FIELDS, bookingItemRules, ZQuoteItems, ZServiceIds } from './booking-items';

// ---------------------------------------------------------------------------------------------
// Prepayment

export const PREPAYMENT_MODES = ['NONE', 'FIXED', 'PERCENTAGE'] as const;
export const ZPrepaymentSettings = z.object({
  mode: z.enum(PREPAYMENT_MODES),
  fixedAmount: z.number().int().min(0).describe('minor units; FIXED'),
  percentage: z.number().int().min(0).max(100).describe('PERCENTAGE'),
  minOrderPrice: z.number().int().min(0).describe('minor units; below it nothing is owed'),
  deadlineMinutes: z
    .number()
    .int()
    .min(10)
    .max(10080)
    .describe('after ordering, never past the start'),
});
export type TPrepaymentSettings = z.infer<typeof ZPrepaymentSettings>;

/** With items (a coupon, vouchers) the caller must be signed in: they are the customer's. */
export const ZPrepaymentsRequest = bookingItemRules(
  z.strictObject({
    shopId: zBodyId(),
    serviceIds: ZServiceIds,
    startTime: zTimestamp().optional(),
    ...BOOKING_ITEM_FIELDS,
  }),
);
export const ZPrepaymentQuote = z.object({
  required: z.boolean(),
  amount: z.number().int().describe('minor units; 0 when not required'),
  totalPrice: z.number().int(),
  currency: ZCurrency,
  /** When the prepayment must be paid by; null without a start time or when not required. */
  deadline: zTimestampOut().nullable(),
  deadlineMinutes: z.number().int(),
  /**
   * The shop's cut-offs: online cancel / reschedule close this many minutes before the start
   * (the booking summary warns when the chosen start is already inside them).
   */
  cancelCutoffMinutes: z.number().int(),
  rescheduleCutoffMinutes: z.number().int(),
  ...ZQuoteItems,
});
export type TPrepaymentQuote = z.infer<typeof ZPrepaymentQuote>;
export const ZPrepaymentsResponse = dataOf(ZPrepaymentQuote);
