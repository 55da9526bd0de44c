import type { TOrderStatus } from '@haoyue/contracts';
import { and, asc, eq, gt, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, bookingServiceItems, googleReserveBookings, orders } from '../../db/schema';
import type { BookingStatus, GoogleBooking } from './proto';

/** Our order statuses as Google's BookingStatus. */
const STATUS_OF: Record<TOrderStatus, BookingStatus> = {
  // Google bookings never wait for a prepayment (none is asked through Google); a seller's
  // change could still leave one waiting, which the shop must confirm.
  AWAITING_PREPAYMENT: 'PENDING_MERCHANT_CONFIRMATION',
  CONFIRMED: 'CONFIRMED',
  // Google has no "completed": a visit that happened stays confirmed.
  COMPLETED: 'CONFIRMED',
  NO_SHOW: 'NO_SHOW',
  CANCELLED: 'CANCELED',
};

export function bookingStatusOf(status: TOrderStatus): BookingStatus {
  return STATUS_OF[status];
}

type Loaded = {
  order: typeof orders.$inferSelect;
  link: typeof googleReserveBookings.$inferSelect;
};

/** Google bookings with their first booking's operator and service, as Google sees them. */
async function present(db: Db, rows: Loaded[]): Promise<GoogleBooking[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.order.id);
  const parts = await db
    .select({
      orderId: bookings.orderId,
      operatorId: bookings.operatorId,
      serviceId: bookingServiceItems.serviceId,
    })
    .from(bookings)
    .innerJoin(bookingServiceItems, eq(bookingServiceItems.bookingId, bookings.id))
    .where(inArray(bookings.orderId, ids))
    .orderBy(asc(bookings.id), asc(bookingServiceItems.position));
  return rows.map(({ order, link }) => {
    const part = parts.find((p) => p.orderId === order.id);
    return {
      booking_id: String(order.id),
      slot: {
        merchant_id: String(order.shopId),
        service_id: String(part?.serviceId ?? ''),
        start_sec: String(Math.floor(order.startsAt.getTime() / 1000)),
        duration_sec: String(
          Math.round((order.endsAt.getTime() - order.startsAt.getTime()) / 1000),
        ),
        resources: {
          staff_id: String(part?.operatorId ?? ''),
          ...(link.partySizeSent ? { party_size: 1 } : {}),
        },
        confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS',
      },
      user_information: link.userInformation,
      status: bookingStatusOf(order.status),
      payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' },
    };
  });
}

/** A booking made through Google by its id (our order id), or null. */
export async function findGoogleBooking(db: Db, orderId: number) {
  const [row] = await db
    .select({ order: orders, link: googleReserveBookings })
    .from(googleReserveBookings)
    .innerJoin(orders, eq(orders.id, googleReserveBookings.orderId))
    .where(eq(googleReserveBookings.orderId, orderId));
  return row ?? null;
}

/** One Google booking as Google sees it, or null. */
export async function presentGoogleBooking(db: Db, orderId: number): Promise<GoogleBooking | null> {
  const row = await findGoogleBooking(db, orderId);
  if (!row) return null;
  const [booking] = await present(db, [row]);
  return booking ?? null;
}

/** The Google user's upcoming bookings that are not cancelled (ListBookings), soonest first. */
export async function listGoogleBookings(
  db: Db,
  googleUserId: string,
  now: Date,
): Promise<GoogleBooking[]> {
  const rows = await db
    .select({ order: orders, link: googleReserveBookings })
    .from(googleReserveBookings)
    .innerJoin(orders, eq(orders.id, googleReserveBookings.orderId))
    .where(
      and(
        eq(googleReserveBookings.googleUserId, googleUserId),
        inArray(orders.status, ['AWAITING_PREPAYMENT', 'CONFIRMED']),
        gt(orders.startsAt, now),
      ),
    )
    .orderBy(asc(orders.startsAt), asc(orders.id))
    .limit(500);
  return present(db, rows);
}
