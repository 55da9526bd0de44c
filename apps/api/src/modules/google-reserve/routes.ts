import { sql } from 'drizzle-orm';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError, invalid } from '../../lib/errors';
import type { RateLimitStore } from '../../lib/rate-limit-store';
import { listGoogleBookings, presentGoogleBooking } from './bookings';
import type { GoogleReserveContext } from './context';
import { createBooking } from './create-booking';
import type { Answer } from './idempotency';
import { batchAvailabilityLookup } from './lookup';
import { ourId } from './merchants';
import {
  ZBatchAvailabilityLookupRequest,
  ZCreateBookingRequest,
  ZGetBookingStatusRequest,
  ZListBookingsRequest,
  ZUpdateBookingRequest,
  type GoogleBooking,
} from './proto';
import { updateBooking } from './update-booking';
import { rememberToldGoogle } from './updates/send-updates';

/** Where Google's booking server calls arrive: the base URL entered in the Partner Portal. */
export const GOOGLE_RESERVE_PREFIX = '/rwg/v3';

/**
 * The most CreateBooking and UpdateBooking calls one merchant takes a minute (429 past it): far
 * above any shop's real demand, it stops a runaway client from filling a calendar.
 */
export const GOOGLE_WRITES_PER_MINUTE = 120;

const send = (reply: FastifyReply, answer: Answer) =>
  reply.code(answer.status).type('application/json').send(JSON.stringify(answer.body));

/**
 * Sends an answer, first noting the booking it tells Google of: what Google last heard is what
 * a change on our side is compared with before a booking notification (updates/).
 */
async function tell(ctx: GoogleReserveContext, reply: FastifyReply, answer: Answer) {
  const booking = (answer.body as { booking?: GoogleBooking | null }).booking;
  if (answer.status === 200 && booking) {
    await rememberToldGoogle(ctx, Number(booking.booking_id), booking);
  }
  return send(reply, answer);
}

/**
 * Reserve with Google's booking server v3 (REST, JSON in proto snake_case; decision 026):
 * HealthCheck, BatchAvailabilityLookup, CreateBooking, UpdateBooking, GetBookingStatus and
 * ListBookings. Not /v1 contracts: Google's own messages, behind Google's Basic auth, left out
 * of our API document. Business failures answer 200 with booking_failure; bad arguments,
 * unknown bookings and unknown merchants on writes 400; another method 404 (the app's).
 */
export const googleReserveRoutes: FastifyPluginAsync<{
  ctx: GoogleReserveContext;
  limits: RateLimitStore;
}> = async (base, { ctx, limits }) => {
  /** Counts a write for the merchant (or booking) it names; 429 past the limit. */
  const countWrite = async (key: string) => {
    const { count } = await limits.hit(`rwg-writes:${key}`, 60_000);
    if (count > GOOGLE_WRITES_PER_MINUTE) {
      throw AppError.of('E_RATE_LIMITED', 'too many booking calls for this merchant, retry later');
    }
  };
  const app = base.withTypeProvider<ZodTypeProvider>();
  const config = { access: { webhook: 'google-reserve' as const } };
  const path = (method: string) => `${GOOGLE_RESERVE_PREFIX}/${method}`;

  app.get(path('HealthCheck'), { config, schema: { hide: true } }, async () => {
    await ctx.db.execute(sql`select 1`);
    return {};
  });
  app.post(
    path('BatchAvailabilityLookup'),
    { config, schema: { hide: true, body: ZBatchAvailabilityLookupRequest } },
    async (req) => batchAvailabilityLookup(ctx, req.body),
  );
  app.post(
    path('CreateBooking'),
    { config, schema: { hide: true, body: ZCreateBookingRequest } },
    async (req, reply) => {
      await countWrite(`merchant:${req.body.slot.merchant_id}`);
      return tell(ctx, reply, await createBooking(ctx, req.body));
    },
  );
  app.post(
    path('UpdateBooking'),
    { config, schema: { hide: true, body: ZUpdateBookingRequest } },
    async (req, reply) => {
      await countWrite(`booking:${req.body.booking.booking_id}`);
      return tell(ctx, reply, await updateBooking(ctx, req.body));
    },
  );
  app.post(
    path('GetBookingStatus'),
    { config, schema: { hide: true, body: ZGetBookingStatusRequest } },
    async (req) => {
      const orderId = ourId(req.body.booking_id);
      const booking = orderId === null ? null : await presentGoogleBooking(ctx.db, orderId);
      if (!booking) throw invalid('booking_id', 'unknown booking');
      return {
        booking_id: booking.booking_id,
        booking_status: booking.status,
        prepayment_status: booking.payment_information.prepayment_status,
      };
    },
  );
  app.post(
    path('ListBookings'),
    { config, schema: { hide: true, body: ZListBookingsRequest } },
    async (req) => ({ bookings: await listGoogleBookings(ctx.db, req.body.user_id, ctx.clock()) }),
  );
};
