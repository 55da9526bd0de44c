import { ERROR_CODES } from '@haoyue/contracts';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ACTIVE_BOOKING_STATUSES, bookings } from '../../db/schema';
import { AppError } from '../../lib/errors';

/**
 * Refuses (409 E_HAS_FUTURE_BOOKINGS) while active bookings match every one of `where`: an operator or a shop
 * with bookings to come cannot be deleted, customers are counting on them. `message` gets their
 * number.
 */
export async function assertNoFutureBookings(
  db: Db,
  where: SQL[],
  message: (n: number) => string,
): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(...where, inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])));
  const n = Number(row?.n ?? 0);
  if (n > 0) throw AppError.of(ERROR_CODES.HAS_FUTURE_BOOKINGS, message(n));
}
