import { bookingCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
import { userDataRoute } from '../../http/data-route';
import type { OrderActor } from '../availability';
import type { BookingContext } from './context';
import { cancelOrder } from './orders/cancel-order';
import { createOrder } from './orders/create-order';
import { findRescheduleTimes } from './orders/find-reschedule-times';
import { getFormItems } from './orders/get-form-items';
import { getOrder } from './orders/get-order';
import { getPrepaymentQuote } from './orders/get-prepayment-quote';
import { findBookingItems } from './orders/find-booking-items';
import { listOrders } from './orders/list-orders';
import { rescheduleOrder } from './orders/reschedule-order';

const USER = { access: 'user' } as const;

/** The signed-in caller as the customer of their own orders. */
const customer = (req: FastifyRequest): OrderActor => ({ role: 'CUSTOMER', userId: req.user!.id });

/**
 * Online booking: the booking form, prepayment quotes; the customer's orders, their reschedule
 * and cancel (free times are availability's routes). Quotes are public, the form prefills for a
 * signed-in user, everything about an order needs its customer's sign-in.
 */
export const bookingRoutes: FastifyPluginAsync<{ ctx: BookingContext }> = async (app, { ctx }) => {
  route(app, {
    call: calls.getFormItems,
    settings: { access: 'public-or-user' },
    handler: async (req) => ({
      data: await getFormItems(ctx, { shopId: req.body.shopId, userId: req.user?.id }),
    }),
  });
  route(app, {
    call: calls.quotePrepayment,
    settings: { access: 'public-or-user' },
    handler: async (req) => ({
      data: await getPrepaymentQuote(ctx, { ...req.body, userId: req.user?.id }),
    }),
  });
  userDataRoute(app, {
    call: calls.findApplicableItems,
    settings: USER,
    data: (userId, req) => findBookingItems(ctx, { ...req.body, userId }),
  });
  route(app, {
    call: calls.createOrder,
    settings: USER,
    handler: async (req) => {
      const { shopId, profile, couponId, couponCode, voucherUses, ...input } = req.body;
      return {
        data: await createOrder(ctx, {
          ...input,
          items: { couponId, couponCode, voucherUses },
          shop: shopId,
          actor: customer(req),
          customer: { kind: 'USER', userId: req.user!.id, profile },
          channel: 'ONLINE',
        }),
      };
    },
  });
  route(app, {
    call: calls.getOrder,
    settings: USER,
    handler: async (req) => ({
      data: await getOrder(ctx, {
        orderId: req.params.id,
        actor: customer(req),
        parts: req.query.part ?? [],
      }),
    }),
  });
  route(app, {
    call: calls.findRescheduleTimes,
    settings: { ...USER, presented: true },
    handler: async (req) => ({
      data: await findRescheduleTimes(ctx, { ...req.body, actor: customer(req) }),
    }),
  });
  route(app, {
    call: calls.rescheduleOrder,
    settings: USER,
    handler: async (req) => ({
      data: await rescheduleOrder(ctx, { ...req.body, actor: customer(req) }),
    }),
  });
  route(app, {
    call: calls.cancelOrder,
    settings: USER,
    handler: async (req) => ({
      data: await cancelOrder(ctx, { ...req.body, actor: customer(req) }),
    }),
  });
  route(app, {
    call: calls.listMyOrders,
    settings: USER,
    handler: async (req) => listOrders(ctx, { ...req.query, userId: req.user!.id }),
  });
  route(app, {
    call: calls.listMyCustomerOrders,
    settings: USER,
    handler: async (req) =>
      listOrders(ctx, { ...req.query, userId: req.user!.id, customerId: req.params.id }),
  });
};
