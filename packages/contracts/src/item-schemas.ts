import { z } from 'zod';
import {
  COUNTER_PAYMENT_METHODS,
  DEPOSITORY_TRANSACTION_KINDS,
  MEMBER_ITEM_LIMITS,
  VOUCHER_TRANSACTION_KINDS,
} from './item-constants';

// zod rules the writes that move money, sessions or stock share (item-constants.ts stays
// zod-free for the web).

/**
 * The client's key for a write that moves money, sessions or stock: the same key twice records
 * one movement (a retried call changes nothing).
 */
export const zIdempotencyKey = () => z.string().min(8).max(100);

/** How money changed hands at the counter for a movement; `message` when none is chosen. */
export const zCounterPaymentMethod = (message = '請選擇付款方式') =>
  z.enum(COUNTER_PAYMENT_METHODS, { error: message });

/** A service an item covers (a voucher's, a coupon's with the SERVICES scope): id and name. */
export const ZItemService = z.object({ id: z.number().int(), name: z.string() });

const VALIDITY_MESSAGE = `有效天數需介於 1 到 ${MEMBER_ITEM_LIMITS.validityDays} 天`;

/** Days an item sold with a plan or template stays valid; null (the default) = no expiry. */
export const zItemValidityDays = () =>
  z
    .number()
    .int(VALIDITY_MESSAGE)
    .min(1, VALIDITY_MESSAGE)
    .max(MEMBER_ITEM_LIMITS.validityDays, VALIDITY_MESSAGE)
    .nullable()
    .default(null);

/**
 * What a stored-value ledger row moved, as every view of the ledger shows it (the seller's, the
 * member card's, an order's): its kind, the signed change of the balance in minor units (a spend
 * is negative) and the balance after it.
 */
export const DEPOSITORY_MOVEMENT_FIELDS = {
  kind: z.enum(DEPOSITORY_TRANSACTION_KINDS),
  amount: z.number().int(),
  balanceAfter: z.number().int(),
};

/**
 * What a voucher ledger row moved, as every view of the ledger shows it: its kind, the signed
 * change of the sessions left (a use is -1) and the sessions left after it.
 */
export const VOUCHER_MOVEMENT_FIELDS = {
  kind: z.enum(VOUCHER_TRANSACTION_KINDS),
  sessions: z.number().int(),
  sessionsAfter: z.number().int(),
};
