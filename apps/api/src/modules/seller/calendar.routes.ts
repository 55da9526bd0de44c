import { sellerCalendarCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '../../http/route';
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
  route(app, {
    call: calls.listShopOrders,
    settings: WORK_SHOP,
    handler: async (req) => ({
      data: await listShopOrders(ctx, {
        ...req.query,
        shop: req.shop!,
        parts: req.query.part ?? CALENDAR_PARTS,
      }),
    }),
  });
  route(app, {
    call: calls.findOrderByNumber,
    settings: WORK,
    handler: async (req) => ({
      data: await findSellerOrderByNumber(ctx, {
        sellerId: req.seller!.id,
        orderNumber: req.query.orderNumber,
        parts: SHEET_PARTS,
      }),
    }),
  });
  route(app, {
    call: calls.getOrder,
    settings: WORK,
    handler: async (req) => ({
      data: await getOrder(ctx, {
        orderId: req.params.orderId,
        actor: member(req),
        parts: req.query.part ?? SHEET_PARTS,
      }),
    }),
  });
  route(app, {
    call: calls.createOrder,
    settings: WORK,
    handler: async (req) => {
      const { shopId, customerId, profile, ...input } = req.body;
      return {
        data: await createOrder(ctx, {
          ...input,
          shop: shopId,
          actor: member(req),
          customer: { kind: 'WALK_IN', customerId, profile },
          channel: 'SELLER',
          parts: ['customer', 'paymentables'],
        }),
      };
    },
  });
  route(app, {
    call: calls.findStartTimes,
    settings: { ...WORK, presented: true },
    handler: async (req) => {
      const { shopId, ...input } = req.body;
      return {
        data: await findSellerStartTimes(ctx, { ...input, shop: shopId, actor: member(req) }),
      };
    },
  });
  route(app, {
    call: calls.rescheduleOrder,
    settings: WORK,
    handler: async (req) => ({
      data: await rescheduleOrder(ctx, { ...req.body, ...calendarOrder(req) }),
    }),
  });
  route(app, {
    call: calls.cancelOrder,
    settings: WORK,
    handler: async (req) => ({
      data: await cancelOrder(ctx, { ...calendarOrder(req), reason: req.body.reason }),
    }),
  });
  route(app, {
    call: calls.completeOrder,
    settings: WORK,
    handler: async (req) => {
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
      return {
        data: await voucherWrite(() =>
          closeOrder(ctx, { ...calendarOrder(req), outcome: 'COMPLETED', ...sessions }),
        ),
      };
    },
  });
  route(app, {
    call: calls.markNoShow,
    settings: WORK,
    handler: async (req) => ({
      data: await closeOrder(ctx, { ...calendarOrder(req), outcome: 'NO_SHOW' }),
    }),
  });
  route(app, {
    call: calls.markPaid,
    settings: WORK,
    handler: async (req) => ({
      data: await markOrderPaid(ctx, { ...req.body, ...calendarOrder(req) }),
    }),
  });
  route(app, {
    call: calls.findCustomers,
    settings: WORK,
    handler: async (req) => searchSellerCustomers(ctx.db, req.seller!.id, req.query),
  });
};
