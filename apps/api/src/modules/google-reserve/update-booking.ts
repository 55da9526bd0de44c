import { ERROR_CODES } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import { shops } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { cancelOrder, rescheduleOrder } from '../booking';
import { findGoogleBooking, presentGoogleBooking } from './bookings';
import type { GoogleReserveContext } from './context';
import { failure } from './create-booking';
import type { Answer } from './idempotency';
import { guestOf, ourId } from './merchants';

type UpdateRequest = {
  booking: {
    booking_id: string;
    status?: string | undefined;
    slot?: { start_sec?: number | undefined; duration_sec?: number | undefined } | undefined;
  };
};

/** Why the engine refused a customer's change, as Google's cause. */
function refusal(status: string, cancelling: boolean): Answer {
  if (status === 'CANCELLED') {
    return failure('BOOKING_ALREADY_CANCELLED', 'the booking is already cancelled');
  }
  if (status === 'AWAITING_PREPAYMENT' || status === 'CONFIRMED') {
    return failure(
      'OUTSIDE_CANCELLATION_WINDOW',
      cancelling
        ? 'too close to the appointment to cancel online'
        : 'too close to the appointment to reschedule online',
    );
  }
  return failure('BOOKING_NOT_CANCELLABLE', 'the appointment can no longer be changed');
}

/**
 * UpdateBooking (v3 REST: the booking with only the fields that change): `status: CANCELED`
 * cancels, a new `slot.start_sec` reschedules, each through the booking engine under the
 * customer's cut-offs. Keyed by booking_id: repeating a done change answers the booking as it
 * is (a second cancel: BOOKING_ALREADY_CANCELLED). Unknown booking: 400.
 */
export async function updateBooking(
  ctx: GoogleReserveContext,
  request: UpdateRequest,
): Promise<Answer> {
  const { booking } = request;
  const orderId = ourId(booking.booking_id);
  const found = orderId === null ? null : await findGoogleBooking(ctx.db, orderId);
  if (!found) throw invalid('booking.booking_id', 'unknown booking');
  const { order } = found;
  const [shop] = await ctx.db
    .select({ sellerId: shops.sellerId })
    .from(shops)
    .where(eq(shops.id, order.shopId));
  const actor = guestOf({ sellerId: shop!.sellerId });
  const cancelling = booking.status === 'CANCELED';
  const newStart = booking.slot?.start_sec;
  if (booking.status !== undefined && !cancelling && booking.status !== 'CONFIRMED') {
    throw invalid('booking.status', 'only CANCELED can be set');
  }
  if (!cancelling && newStart === undefined) {
    throw invalid('booking', 'nothing to change: send status CANCELED or a new slot.start_sec');
  }
  try {
    if (cancelling) {
      if (order.status === 'CANCELLED') return refusal(order.status, true);
      await cancelOrder(ctx, { orderId: order.id, actor, reason: 'Google 預約取消', parts: [] });
    } else {
      const duration = booking.slot?.duration_sec;
      const length = order.endsAt.getTime() - order.startsAt.getTime();
      if (duration !== undefined && duration * 1000 !== length) {
        return failure('SLOT_UNAVAILABLE', 'the service does not take this duration');
      }
      if (order.status !== 'AWAITING_PREPAYMENT' && order.status !== 'CONFIRMED') {
        return refusal(order.status, false);
      }
      const startTime = new Date(newStart! * 1000).toISOString();
      if (startTime !== order.startsAt.toISOString()) {
        await rescheduleOrder(ctx, { orderId: order.id, actor, startTime, parts: [] });
      }
    }
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    if (error.code === ERROR_CODES.SLOT_UNAVAILABLE) {
      return failure('SLOT_UNAVAILABLE', 'the new slot is not available');
    }
    if (
      error.code === ERROR_CODES.CANCEL_NOT_ALLOWED ||
      error.code === ERROR_CODES.RESCHEDULE_NOT_ALLOWED
    ) {
      const now = await findGoogleBooking(ctx.db, order.id);
      return refusal(now!.order.status, cancelling);
    }
    throw error;
  }
  return { status: 200, body: { booking: await presentGoogleBooking(ctx.db, order.id) } };
}
