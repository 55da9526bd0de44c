import { sellerCalendarCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { routesOn } from '../../http/call-routes';
import {
  type BookingContext,
  cancelOrder,
  closeOrder,
  createOrder,
  findSellerOrderByNumber,
  findSellerStartTimes,
  getOrder,
  listShopOrders,
  markOrderPaid,
  type OrderPart,
  rescheduleOrder,
} from '../booking';
import type { SellerActor } from '../availability';
import { searchSellerCustomers } from '../customers';
import { voucherCompletion, voucherWrite } from '../vouchers';

/** Every member role works the calendar. */
const WORK = { access: { seller: 'calendar.work' } } as const;
const WORK_SHOP = { access: { seller: 'calendar.work', shop: true } } as const;

/** What the calendar shows of each order unless asked otherwise. */
const CALENDAR_PARTS: OrderPart[] = ['customer', 'paymentables', 'bookings.bookingTags'];
/** What the order sheet shows unless asked otherwise. */
const SHEET_PARTS: OrderPart[] = [
  'customer',
  'shop',
  'bookings.serviceItems.service',
  'bookings.bookingTags',
  'bookings.images',
  'paymentables.payments',
];

/** The calling member, acting for the route's seller. */
const member = (req: FastifyRequest): SellerActor => ({
  role: 'SELLER',
  userId: req.user!.id,
  sellerId: req.seller!.id,
});

/** The route's order, acted on by the calling member, answered as the calendar shows it. */
const calendarOrder = (req: FastifyRequest & { params: { orderId: number } }) => ({
  orderId: req.params.orderId,
  actor: member(req),
  parts: CALENDAR_PARTS,
});

/**
 * The shop's calendar: bookings by day or week, bookings the shop enters, moves, cancels,
 * completes or marks no-show, and prepayments it received itself. Permission: calendar.work
 * (every member role). Same engine as online bookings: never an overlap.
 */
export const sellerCalendarRoutes: FastifyPluginAsync<{ ctx: BookingContext }> = async (
  app,
  { ctx },
) => {
  const routes = routesOn(app);
  routes.data(calls.listShopOrders, WORK_SHOP, (req) =>
    listShopOrders(ctx, { ...req.query, shop: req.shop!, parts: req.query.part ?? CALENDAR_PARTS }),
  );
  routes.data(calls.findOrderByNumber, WORK, (req) =>
    findSellerOrderByNumber(ctx, {
      sellerId: req.seller!.id,
      orderNumber: req.query.orderNumber,
      parts: SHEET_PARTS,
    }),
  );
  routes.data(calls.getOrder, WORK, (req) =>
    getOrder(ctx, {
      orderId: req.params.orderId,
      actor: member(req),
      parts: req.query.part ?? SHEET_PARTS,
    }),
  );
  routes.data(calls.createOrder, WORK, (req) => {
    const { shopId, customerId, profile, ...input } = req.body;
    return createOrder(ctx, {
      ...input,
      shop: shopId,
      actor: member(req),
      customer: { kind: 'WALK_IN', customerId, profile },
      channel: 'SELLER',
      parts: ['customer', 'paymentables'],
    });
  });
  routes.data(calls.findStartTimes, { ...WORK, presented: true }, (req) => {
    const { shopId, ...input } = req.body;
    return findSellerStartTimes(ctx, { ...input, shop: shopId, actor: member(req) });
  });
  routes.data(calls.rescheduleOrder, WORK, (req) =>
    rescheduleOrder(ctx, { ...req.body, ...calendarOrder(req) }),
  );
  routes.data(calls.cancelOrder, WORK, (req) =>
    cancelOrder(ctx, { ...calendarOrder(req), reason: req.body.reason }),
  );
  routes.data(calls.completeOrder, WORK, (req) => {
    const { voucherUses = [], idempotencyKey } = req.body ?? {};
    const sessions =
      voucherUses.length && idempotencyKey
        ? voucherCompletion({
            sellerId: req.seller!.id,
            userId: req.user!.id,
            uses: voucherUses,
            idempotencyKey,
          })
        : {};
    return voucherWrite(() =>
      closeOrder(ctx, { ...calendarOrder(req), outcome: 'COMPLETED', ...sessions }),
    );
  });
  routes.data(calls.markNoShow, WORK, (req) =>
    closeOrder(ctx, { ...calendarOrder(req), outcome: 'NO_SHOW' }),
  );
  routes.data(calls.markPaid, WORK, (req) =>
    markOrderPaid(ctx, { ...req.body, ...calendarOrder(req) }),
  );
  routes.reply(calls.findCustomers, WORK, (req) =>
    searchSellerCustomers(ctx.db, req.seller!.id, req.query),
  );
};
