import { bookingCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../../http/route';
import type { AvailabilityContext } from './context';
import { findNextFreeTimes } from './find-next-free-times';
import { findStartTimes } from './find-start-times';

/**
 * Free times for online booking: a shop's start times for chosen services and the next free
 * time of each shop on search cards. Public; signed in, the customer's own rules apply. The
 * calls keep their place among the booking calls (`booking.findStartTimes`, /v1/bookings:…).
 */
export const availabilityRoutes: FastifyPluginAsync<{ ctx: AvailabilityContext }> = async (
  app,
  { ctx },
) => {
  route(app, {
    call: calls.findStartTimes,
    settings: { access: 'public-or-user', presented: true },
    handler: async (req) => {
      const { shopId, ...input } = req.body;
      // Signed in, the customer's own rules apply (a VIP tag's longer window).
      const actor = req.user ? { role: 'CUSTOMER' as const, userId: req.user.id } : undefined;
      return {
        data: await findStartTimes(ctx, { ...input, shop: shopId, actor, newOnlineBooking: true }),
      };
    },
  });
  route(app, {
    call: calls.findNextFreeTimes,
    settings: { access: 'public' },
    handler: async (req) => ({
      data: await findNextFreeTimes(ctx, req.query.shopIds ?? []),
    }),
  });
};
