import {
  ORDER_PARTS,
  ZCalendarQuery,
  ZCalendarResponse,
  ZMarkPaidRequest,
  ZOrderResponse,
  ZSellerCancelRequest,
  ZSellerCustomersQuery,
  ZSellerCustomersResponse,
  ZSellerOrderParams,
  ZSellerOrderRequest,
  ZSellerParams,
  ZSellerRescheduleRequest,
  ZSellerShopParams,
  ZSellerStartTimesRequest,
  ZStartTimesResponse,
  zCsvEnum,
} from '@haoyue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { createSellerGuard } from './guard';
import type { SellerRouteOptions } from './routes';
import {
  cancelSellerOrder,
  closeSellerOrder,
  createSellerOrder,
  getSellerOrder,
  listShopOrders,
  markPrepaymentPaid,
  rescheduleSellerOrder,
  searchSellerCustomers,
  sellerStartTimes,
} from './calendar.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['seller calendar'];

/**
 * The shop's calendar: bookings by day or week, bookings the shop enters, moves, cancels,
 * completes or marks no-show, and prepayments it received itself. Permission: calendar.work
 * (every member role). Same engine as online bookings: never an overlap.
 */
export const sellerCalendarRoutes: FastifyPluginAsyncZod<
  SellerRouteOptions & { requireSeller: ReturnType<typeof createSellerGuard> }
> = async (app, { ctx, requireSeller }) => {
  const work = requireSeller('calendar.work');
  const actor = (req: { user?: { id: number } }) => req.user!.id;

  app.get(
    '/sellers/:sellerId/shops/:shopId/orders',
    {
      onRequest: work,
      schema: {
        tags,
        summary: 'Orders starting on the local dates given (at most 62 days), with customers',
        params: ZSellerShopParams,
        querystring: ZCalendarQuery,
        response: { 200: ZCalendarResponse, ...errors },
      },
    },
    async (req) => ({
      data: await listShopOrders(ctx, req.params.sellerId, req.params.shopId, req.query),
    }),
  );

  app.get(
    '/sellers/:sellerId/orders/:orderId',
    {
      onRequest: work,
      schema: {
        tags,
        params: ZSellerOrderParams,
        querystring: z.strictObject({ part: zCsvEnum(ORDER_PARTS) }),
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({
      data: await getSellerOrder(
        ctx,
        req.params.sellerId,
        req.params.orderId,
        req.query.part ?? [
          'customer',
          'shop',
          'bookings.serviceItems.service',
          'bookings.bookingTags',
          'bookings.images',
          'paymentables.payments',
        ],
      ),
    }),
  );

  app.post(
    '/sellers/:sellerId/orders',
    {
      onRequest: work,
      schema: {
        tags,
        summary: 'Book for a walk-in or phone customer (existing by id, or new by name and phone)',
        description:
          'Hours, shifts, time off and overlaps hold; lead time and horizon do not; no prepayment. 409 E_SLOT_UNAVAILABLE when taken.',
        params: ZSellerParams,
        body: ZSellerOrderRequest,
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({
      data: await createSellerOrder(ctx, req.params.sellerId, actor(req), req.body),
    }),
  );

  app.post(
    '/sellers/:sellerId/start-times',
    {
      onRequest: work,
      schema: {
        tags,
        summary: 'Free times for the shop: walk-ins and moves (no lead time, own order not busy)',
        params: ZSellerParams,
        body: ZSellerStartTimesRequest,
        response: { 200: ZStartTimesResponse, ...errors },
      },
    },
    async (req) => ({ data: await sellerStartTimes(ctx, req.params.sellerId, req.body) }),
  );

  app.post(
    '/sellers/:sellerId/orders/:orderId(^\\d+)::reschedule',
    {
      onRequest: work,
      schema: {
        tags,
        summary: 'Move a booking to another time and/or operator (no customer cut-off applies)',
        params: ZSellerOrderParams,
        body: ZSellerRescheduleRequest,
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({
      data: await rescheduleSellerOrder(
        ctx,
        req.params.sellerId,
        actor(req),
        req.params.orderId,
        req.body,
      ),
    }),
  );

  app.post(
    '/sellers/:sellerId/orders/:orderId(^\\d+)::cancel',
    {
      onRequest: work,
      schema: {
        tags,
        params: ZSellerOrderParams,
        body: ZSellerCancelRequest,
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({
      data: await cancelSellerOrder(
        ctx,
        req.params.sellerId,
        actor(req),
        req.params.orderId,
        req.body.reason ?? null,
      ),
    }),
  );

  for (const [verb, outcome] of [
    ['complete', 'COMPLETED'],
    ['no-show', 'NO_SHOW'],
  ] as const) {
    app.post(
      `/sellers/:sellerId/orders/:orderId(^\\d+)::${verb}`,
      {
        onRequest: work,
        schema: {
          tags,
          summary:
            outcome === 'COMPLETED'
              ? 'Mark a confirmed visit completed'
              : 'Mark a no-show (frees the time)',
          params: ZSellerOrderParams,
          response: { 200: ZOrderResponse, ...errors },
        },
      },
      async (req) => ({
        data: await closeSellerOrder(
          ctx,
          req.params.sellerId,
          actor(req),
          req.params.orderId,
          outcome,
        ),
      }),
    );
  }

  app.post(
    '/sellers/:sellerId/orders/:orderId(^\\d+)::mark-paid',
    {
      onRequest: work,
      schema: {
        tags,
        summary: 'Record a prepayment received in cash or by transfer; confirms the order',
        description: 'Idempotent by idempotencyKey: a retry with the same key changes nothing.',
        params: ZSellerOrderParams,
        body: ZMarkPaidRequest,
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({
      data: await markPrepaymentPaid(
        ctx,
        req.params.sellerId,
        actor(req),
        req.params.orderId,
        req.body,
      ),
    }),
  );

  app.get(
    '/sellers/:sellerId/customers',
    {
      onRequest: work,
      schema: {
        tags,
        summary: "The seller's customers by phone or name, for booking a returning customer",
        params: ZSellerParams,
        querystring: ZSellerCustomersQuery,
        response: { 200: ZSellerCustomersResponse, ...errors },
      },
    },
    async (req) => searchSellerCustomers(ctx.db, req.params.sellerId, req.query),
  );
};
