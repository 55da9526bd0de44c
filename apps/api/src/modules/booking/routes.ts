import { bookingCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routesOn } from '../../http/call-routes';
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

/**
 * How a customer's order came in: through Google when booked with a session of the Reserve with
 * Google user area (/google-reserve/{urlSlug}), online otherwise.
 */
const channelOf = (req: FastifyRequest) =>
  req.user!.area === 'google-reserve' ? ('GOOGLE' as const) : ('ONLINE' as const);

/** The signed-in caller as the customer of their own orders. */
const customer = (req: FastifyRequest): OrderActor => ({ role: 'CUSTOMER', userId: req.user!.id });

/**
 * Online booking: the booking form, prepayment quotes; the customer's orders, their reschedule
 * and cancel (free times are availability's routes). Quotes are public, the form prefills for a
 * signed-in user, everything about an order needs its customer's sign-in.
 */
export const bookingRoutes: FastifyPluginAsync<{ ctx: BookingContext }> = async (app, { ctx }) => {
  const routes = routesOn(app);
  routes.data(calls.getFormItems, { access: 'public-or-user' }, (req) =>
    getFormItems(ctx, { shopId: req.body.shopId, userId: req.user?.id }),
  );
  routes.data(calls.quotePrepayment, { access: 'public-or-user' }, (req) =>
    getPrepaymentQuote(ctx, { ...req.body, userId: req.user?.id }),
  );
  routes.data(calls.findApplicableItems, USER, (req) =>
    findBookingItems(ctx, { ...req.body, userId: req.user!.id }),
  );
  routes.data(calls.createOrder, USER, (req) => {
    const { shopId, profile, couponId, couponCode, voucherUses, ...input } = req.body;
    return createOrder(ctx, {
      ...input,
      items: { couponId, couponCode, voucherUses },
      shop: shopId,
      actor: customer(req),
      customer: { kind: 'USER', userId: req.user!.id, profile },
      channel: channelOf(req),
    });
  });
  routes.data(calls.getOrder, USER, (req) =>
    getOrder(ctx, { orderId: req.params.id, actor: customer(req), parts: req.query.part ?? [] }),
  );
  routes.data(calls.findRescheduleTimes, { ...USER, presented: true }, (req) =>
    findRescheduleTimes(ctx, { ...req.body, actor: customer(req) }),
  );
  routes.data(calls.rescheduleOrder, USER, (req) =>
    rescheduleOrder(ctx, { ...req.body, actor: customer(req) }),
  );
  routes.data(calls.cancelOrder, USER, (req) =>
    cancelOrder(ctx, { ...req.body, actor: customer(req) }),
  );
  routes.reply(calls.listMyOrders, USER, (req) =>
    listOrders(ctx, { ...req.query, userId: req.user!.id }),
  );
  routes.reply(calls.listMyCustomerOrders, USER, (req) =>
    listOrders(ctx, { ...req.query, userId: req.user!.id, customerId: req.params.id }),
  );
};
