import { z } from 'zod';
import { MEMBER_ITEM_LIMITS } from './item-constants';

// zod rules the writes that move money, sessions or stock share (item-constants.ts stays
// zod-free for the web).

/**
 * The client's key for a write that moves money, sessions or stock: the same key twice records
 * one movement (a retried call changes nothing).
 */
export const zIdempotencyKey = () => z.string().min(8).max(100);

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
