import { ZBookingProfile } from '@haoyue/contracts';
import { and, eq, inArray, isNull, or, type SQL } from 'drizzle-orm';
import { customers, googleReserveBookings, orders, services } from '../../db/schema';
import { AppError, invalid } from '../../lib/errors';
import { createOrder } from '../booking';
import { validatePhoneNumber } from '../identity';
import { presentGoogleBooking } from './bookings';
import type { GoogleReserveContext } from './context';
import { type Answer, onceForToken } from './idempotency';
import { bookableThroughGoogle } from './lookup';
import { guestOf, ourId, type ServedMerchant, servedMerchant } from './merchants';
import type { BookingFailure, CreateBookingRequest, UserInformation } from './proto';

/** A business failure: HTTP 200 with booking_failure, as Google asks. */
export function failure(cause: BookingFailure['cause'], description: string): Answer {
  return { status: 200, body: { booking_failure: { cause, description } } };
}

const CJK = /[\u3400-\u9fff\uf900-\ufaff]/;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** The guest's name as our customer record keeps it: 王小明 for Chinese names, else "John Smith". */
function displayNameOf(user: UserInformation): string {
  const given = (user.given_name ?? '').replace(CONTROL, ' ').trim();
  const family = (user.family_name ?? '').replace(CONTROL, ' ').trim();
  const name = CJK.test(given + family) ? `${family}${given}` : `${given} ${family}`.trim();
  return (name || 'Google 預約顧客').slice(0, 50);
}

/** The phone in E.164 if it is a mobile number our customer records take, else null. */
function usablePhone(telephone: string | undefined): string | null {
  if (!telephone) return null;
  try {
    return validatePhoneNumber(telephone).e164;
  } catch {
    return null;
  }
}

/**
 * The guest as the booking form would take them (same rules): name, phone and email. A phone
 * or email our form would refuse is left out of the customer record rather than refusing the
 * booking (Google vouches for its user; the booking keeps what Google sent).
 */
function profileOf(user: UserInformation) {
  const profile = {
    displayName: displayNameOf(user),
    phoneNumber: usablePhone(user.telephone),
    contactEmail: user.email ?? null,
  };
  const parsed = ZBookingProfile.safeParse(profile);
  if (parsed.success) return parsed.data;
  return ZBookingProfile.parse({ ...profile, contactEmail: null });
}

/**
 * The first order at the shop for `startsAt` still to happen (awaiting prepayment or confirmed)
 * that also meets `also`, which may read its customer and its Google booking (if any).
 */
async function openOrderAt(
  ctx: GoogleReserveContext,
  { shopId, startsAt, also }: { shopId: number; startsAt: Date; also: SQL | undefined },
): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .leftJoin(googleReserveBookings, eq(googleReserveBookings.orderId, orders.id))
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.startsAt, startsAt),
        inArray(orders.status, ['AWAITING_PREPAYMENT', 'CONFIRMED']),
        also,
      ),
    )
    .limit(1);
  return row?.id ?? null;
}

/** Whether this Google user (or this phone) already holds a booking at the shop at that time. */
async function alreadyBookedByUser(
  ctx: GoogleReserveContext,
  merchant: ServedMerchant,
  { startsAt, user }: { startsAt: Date; user: UserInformation },
): Promise<boolean> {
  const phone = usablePhone(user.telephone);
  const byGoogleUser = eq(googleReserveBookings.googleUserId, user.user_id);
  const id = await openOrderAt(ctx, {
    shopId: merchant.shopId,
    startsAt,
    also: phone ? or(byGoogleUser, eq(customers.phoneNumber, phone)) : byGoogleUser,
  });
  return id !== null;
}

/**
 * An order this very request made before its process died (a taken-over token): made through
 * Google at the shop for that start and phone, never linked to a Google booking. Only a crash
 * between writing the order and linking it leaves one.
 */
async function orphanOrder(
  ctx: GoogleReserveContext,
  merchant: ServedMerchant,
  { startsAt, user }: { startsAt: Date; user: UserInformation },
): Promise<number | null> {
  const phone = usablePhone(user.telephone);
  if (!phone) return null;
  return openOrderAt(ctx, {
    shopId: merchant.shopId,
    startsAt,
    also: and(
      eq(orders.source, 'GOOGLE'),
      eq(customers.phoneNumber, phone),
      isNull(googleReserveBookings.orderId),
    ),
  });
}

/** Links an order to the Google booking that made it, and answers it. */
async function linked(
  ctx: GoogleReserveContext,
  merchant: ServedMerchant,
  { orderId, request }: { orderId: number; request: CreateBookingRequest },
): Promise<Answer> {
  await ctx.db.insert(googleReserveBookings).values({
    orderId,
    shopId: merchant.shopId,
    googleUserId: request.user_information.user_id,
    idempotencyToken: request.idempotency_token,
    userInformation: request.user_information,
    partySizeSent: request.slot.resources?.party_size !== undefined,
  });
  const booking = await presentGoogleBooking(ctx.db, orderId);
  return { status: 200, body: { booking } };
}

async function book(ctx: GoogleReserveContext, request: CreateBookingRequest): Promise<Answer> {
  const { slot } = request;
  const merchant = await servedMerchant(ctx.db, slot.merchant_id);
  if (!merchant) throw invalid('slot.merchant_id', 'unknown merchant');
  const serviceId = ourId(slot.service_id);
  if (serviceId === null) throw invalid('slot.service_id', 'unknown service');
  const staff = slot.resources?.staff_id;
  const operatorId = staff ? ourId(staff) : null;
  if (staff && operatorId === null) throw invalid('slot.resources.staff_id', 'unknown staff');
  const bookable = await bookableThroughGoogle(ctx, merchant, serviceId);
  if (bookable === 'UNKNOWN') throw invalid('slot.service_id', 'unknown service');
  if (bookable === 'PREPAYMENT') {
    return failure(
      'PAYMENT_OPTION_NOT_VALID',
      'this service asks a prepayment, which cannot be paid through Google',
    );
  }
  if ((slot.resources?.party_size ?? 1) > 1) {
    return failure('SLOT_UNAVAILABLE', 'appointments are for one person');
  }
  const [service] = await ctx.db
    .select({ durationMinutes: services.durationMinutes })
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.shopId, merchant.shopId)));
  if (!service) throw invalid('slot.service_id', 'unknown service');
  if (slot.duration_sec !== undefined && slot.duration_sec !== service.durationMinutes * 60) {
    return failure('SLOT_UNAVAILABLE', 'the service does not take this duration');
  }
  const startsAt = new Date(slot.start_sec * 1000);
  const orphan = await orphanOrder(ctx, merchant, { startsAt, user: request.user_information });
  if (orphan !== null) return linked(ctx, merchant, { orderId: orphan, request });
  if (await alreadyBookedByUser(ctx, merchant, { startsAt, user: request.user_information })) {
    return failure('SLOT_ALREADY_BOOKED_BY_USER', 'the user already booked this slot');
  }
  const profile = profileOf(request.user_information);
  let orderId: number;
  try {
    const order = await createOrder(ctx, {
      shop: merchant.shopId,
      actor: guestOf(merchant),
      customer: { kind: 'WALK_IN', profile },
      channel: 'GOOGLE',
      serviceIds: [serviceId],
      operatorId,
      startTime: startsAt.toISOString(),
      note: request.additional_request?.replace(CONTROL, ' ').trim().slice(0, 500) || null,
      payAtShop: merchant.payAtShop,
      parts: [],
    });
    orderId = order.id;
  } catch (error) {
    if (
      error instanceof AppError &&
      (error.code === 'E_SLOT_UNAVAILABLE' || error.code === 'E_ONLINE_BOOKING_PAUSED')
    ) {
      return failure('SLOT_UNAVAILABLE', 'the slot is no longer available');
    }
    throw error;
  }
  return linked(ctx, merchant, { orderId, request });
}

/**
 * CreateBooking: books the slot through the booking engine as a Google guest (the customer's
 * rules; the shop's customer record found or made by phone), once per idempotency token.
 */
export function createBooking(
  ctx: GoogleReserveContext,
  request: CreateBookingRequest,
): Promise<Answer> {
  return onceForToken(ctx.db, { token: request.idempotency_token, request }, () =>
    book(ctx, request),
  );
}
