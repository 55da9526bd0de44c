import { z } from 'zod';

/**
 * Google's booking server v3 messages as JSON (proto3 JSON: snake_case fields; int64 values
 * arrive as strings, sometimes as numbers: both are taken, and sent back as strings). Fields we
 * do not use are dropped. Sources: the v3 REST method pages and samples,
 * https://developers.google.com/actions-center/verticals/reservations/e2e/integration-steps/booking-server-ready/createbooking/samples-definitions
 */

/** An int64 as a string or a number, as a safe non-negative integer. */
const zInt64 = z
  .union([z.string().regex(/^\d{1,16}$/), z.number().int().min(0)])
  .transform(Number)
  .pipe(z.number().int().min(0).max(Number.MAX_SAFE_INTEGER));

/** An instant in seconds, between 2000 and 2100 (our input rules, decision 009). */
const zStartSec = zInt64.pipe(z.number().min(946_684_800).max(4_102_444_800));
/** A duration in seconds, at most a week. */
const zDurationSec = zInt64.pipe(z.number().max(7 * 86_400));

/** A string id (merchant, service, staff, booking, user); numbers are taken as their text. */
const zId = z
  .union([z.string().max(128), z.number().int().min(0).max(Number.MAX_SAFE_INTEGER)])
  .transform(String);

const zText = (max: number) => z.string().max(max);

export const ZResourceIds = z.object({
  staff_id: zId.optional(),
  room_id: zId.optional(),
  party_size: z.number().int().min(0).max(10_000).optional(),
});
export type ResourceIds = z.infer<typeof ZResourceIds>;

export const ZSlotTime = z.object({
  service_id: zId,
  start_sec: zStartSec,
  duration_sec: zDurationSec.optional(),
  availability_tag: zText(1000).optional(),
  resource_ids: ZResourceIds.optional(),
  confirmation_mode: zText(64).optional(),
});
export type SlotTime = z.infer<typeof ZSlotTime>;

export const ZBatchAvailabilityLookupRequest = z.object({
  merchant_id: zId,
  slot_time: z.array(ZSlotTime).max(1000).default([]),
});

export const ZSlot = z.object({
  merchant_id: zId,
  service_id: zId,
  start_sec: zStartSec,
  duration_sec: zDurationSec.optional(),
  availability_tag: zText(1000).optional(),
  resources: ZResourceIds.optional(),
  confirmation_mode: zText(64).optional(),
});
export type Slot = z.infer<typeof ZSlot>;

export const ZUserInformation = z.object({
  user_id: z.string().min(1).max(128),
  given_name: zText(200).optional(),
  family_name: zText(200).optional(),
  telephone: zText(40).optional(),
  email: zText(320).optional(),
});
export type UserInformation = z.infer<typeof ZUserInformation>;

export const ZCreateBookingRequest = z.object({
  slot: ZSlot,
  user_information: ZUserInformation,
  payment_information: z.object({ prepayment_status: zText(64).optional() }).optional(),
  idempotency_token: z.string().min(1).max(512),
  additional_request: zText(2000).optional(),
});
export type CreateBookingRequest = z.infer<typeof ZCreateBookingRequest>;

/** v3 REST UpdateBooking: `booking` alone, with only the fields that change. */
export const ZUpdateBookingRequest = z.object({
  booking: z.object({
    booking_id: zId,
    status: zText(64).optional(),
    slot: z
      .object({
        start_sec: zStartSec.optional(),
        duration_sec: zDurationSec.optional(),
        resources: ZResourceIds.optional(),
      })
      .optional(),
  }),
});

export const ZGetBookingStatusRequest = z.object({ booking_id: zId });
export const ZListBookingsRequest = z.object({ user_id: z.string().min(1).max(128) });

/** Google's BookingStatus values we answer. */
export type BookingStatus =
  'CONFIRMED' | 'PENDING_MERCHANT_CONFIRMATION' | 'CANCELED' | 'NO_SHOW' | 'FAILED';

/** BookingFailure.Cause values we answer. */
export type FailureCause =
  | 'SLOT_UNAVAILABLE'
  | 'SLOT_ALREADY_BOOKED_BY_USER'
  | 'OUTSIDE_CANCELLATION_WINDOW'
  | 'BOOKING_ALREADY_CANCELLED'
  | 'BOOKING_NOT_CANCELLABLE'
  | 'PAYMENT_OPTION_NOT_VALID';

export type BookingFailure = { cause: FailureCause; description: string };

/** A Booking as we answer it. */
export type GoogleBooking = {
  booking_id: string;
  slot: {
    merchant_id: string;
    service_id: string;
    start_sec: string;
    duration_sec: string;
    resources: { staff_id: string; party_size?: number };
    confirmation_mode: 'CONFIRMATION_MODE_SYNCHRONOUS';
  };
  user_information: UserInformation;
  status: BookingStatus;
  payment_information: { prepayment_status: 'PREPAYMENT_NOT_PROVIDED' };
};
