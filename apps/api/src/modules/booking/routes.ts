import {
  ZCancelRequest,
  ZCustomerFormQuery,
  ZCustomerFormResponse,
  ZCustomerResponse,
  ZFormItemsRequest,
  ZFormItemsResponse,
  ZGetCustomerParams,
  ZGetCustomerQuery,
  ZGetOrderParams,
  ZGetOrderQuery,
  ZListCustomersQuery,
  ZListCustomersResponse,
  ZListOrdersQuery,
  ZListOrdersResponse,
  ZOrderRequest,
  ZOrderResponse,
  ZPrepaymentsRequest,
  ZPrepaymentsResponse,
  ZRescheduleRequest,
  ZRescheduleTimesRequest,
  ZStartTimesRequest,
  ZStartTimesResponse,
} from '@haoyue/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AUTH_COOKIE, createRequireUser } from '../identity/guard';
import { customerForm, getMyCustomer, listMyCustomers } from '../membership/customers.service';
import type { BookingContext } from './context';
import {
  cancelOrder,
  createOrder,
  formItems,
  getOrderFor,
  listOrders,
  prepaymentQuote,
  reschedule,
  rescheduleTimes,
  startTimes,
} from './orders.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['booking'];
const customerTags = ['customer'];

/**
 * Availability, orders, reschedule and cancel; the signed-in user's customer records.
 * Guards: availability, form items and prepayment quotes are public (form items prefill for a
 * signed-in user); everything about an order needs its customer's sign-in.
 */
export const bookingRoutes: FastifyPluginAsyncZod<{
  ctx: BookingContext;
  secret: Uint8Array;
}> = async (app, { ctx, secret }) => {
  const requireUser = createRequireUser({ db: ctx.db, secret });
  /** Identifies the user when a token is sent; anonymous otherwise. A bad token is still 401. */
  const optionalUser = async (req: FastifyRequest, reply: FastifyReply) => {
    if (req.headers.authorization || req.cookies[AUTH_COOKIE]) await requireUser(req, reply);
  };
  const userId = (req: FastifyRequest) => req.user!.id;

  app.post(
    '/bookings::start-times',
    {
      schema: {
        tags,
        summary: 'Free start times per day for services with an operator or anyone',
        description:
          'Public. Up to 31 days; computed in the shop time zone. Each time lists the operators free for it.',
        body: ZStartTimesRequest,
        response: { 200: ZStartTimesResponse, ...errors },
      },
    },
    async (req) => ({ data: await startTimes(ctx, req.body) }),
  );

  app.post(
    '/bookings::form-items',
    {
      onRequest: optionalUser,
      schema: {
        tags,
        summary: "Fields the seller's booking form shows, prefilled for a signed-in user",
        body: ZFormItemsRequest,
        response: { 200: ZFormItemsResponse, ...errors },
      },
    },
    async (req) => ({ data: await formItems(ctx, req.body.shopId, req.user?.id) }),
  );

  app.post(
    '/bookings::prepayments',
    {
      schema: {
        tags,
        summary: 'Prepayment a prospective booking will owe, and its deadline',
        body: ZPrepaymentsRequest,
        response: { 200: ZPrepaymentsResponse, ...errors },
      },
    },
    async (req) => ({ data: await prepaymentQuote(ctx, req.body) }),
  );

  app.post(
    '/bookings::order',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Book: creates the customer record if needed, the order and its booking',
        description:
          '409 E_SLOT_UNAVAILABLE when the time was taken meanwhile; 400 E_PROFILE_INCOMPLETE names the missing profile field.',
        body: ZOrderRequest,
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({ data: await createOrder(ctx, userId(req), req.body) }),
  );

  app.get(
    '/orders/:id',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'One of your orders, by id or order key',
        params: ZGetOrderParams,
        querystring: ZGetOrderQuery,
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({
      data: await getOrderFor(ctx, userId(req), req.params.id, req.query.part ?? []),
    }),
  );

  app.post(
    '/orders::reschedule-times',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Start times your order could move to',
        body: ZRescheduleTimesRequest,
        response: { 200: ZStartTimesResponse, ...errors },
      },
    },
    async (req) => ({ data: await rescheduleTimes(ctx, userId(req), req.body) }),
  );

  app.post(
    '/orders::reschedule',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Move your order: the new time is taken and the old one freed atomically',
        body: ZRescheduleRequest,
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({ data: await reschedule(ctx, userId(req), req.body) }),
  );

  app.post(
    '/orders::cancel',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Cancel your order within the shop's cut-off; frees its time",
        body: ZCancelRequest,
        response: { 200: ZOrderResponse, ...errors },
      },
    },
    async (req) => ({ data: await cancelOrder(ctx, userId(req), req.body) }),
  );

  app.get(
    '/me/orders',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Your orders at every shop',
        querystring: ZListOrdersQuery,
        response: { 200: ZListOrdersResponse, ...errors },
      },
    },
    async (req) => listOrders(ctx, userId(req), req.query),
  );

  app.get(
    '/me/customers',
    {
      onRequest: requireUser,
      schema: {
        tags: customerTags,
        summary: 'Your customer records, one per seller',
        querystring: ZListCustomersQuery,
        response: { 200: ZListCustomersResponse, ...errors },
      },
    },
    async (req) => ({
      data: await listMyCustomers(ctx.db, userId(req), {
        sellerId: req.query.sellerId,
        withShops: req.query.part?.includes('shops') ?? false,
      }),
    }),
  );

  app.get(
    '/me/customers::form',
    {
      onRequest: requireUser,
      schema: {
        tags: customerTags,
        summary: "A seller's profile settings and your record there",
        querystring: ZCustomerFormQuery,
        response: { 200: ZCustomerFormResponse, ...errors },
      },
    },
    async (req) => ({ data: await customerForm(ctx.db, userId(req), req.query.sellerId) }),
  );

  app.get(
    '/me/customers/:id',
    {
      onRequest: requireUser,
      schema: {
        tags: customerTags,
        summary: 'One of your customer records',
        params: ZGetCustomerParams,
        querystring: ZGetCustomerQuery,
        response: { 200: ZCustomerResponse, ...errors },
      },
    },
    async (req) => ({
      data: await getMyCustomer(
        ctx.db,
        userId(req),
        req.params.id,
        req.query.part?.includes('shops') ?? false,
      ),
    }),
  );

  app.get(
    '/me/customers/:id/orders',
    {
      onRequest: requireUser,
      schema: {
        tags: customerTags,
        summary: 'Your orders with one seller',
        params: ZGetCustomerParams,
        querystring: ZListOrdersQuery,
        response: { 200: ZListOrdersResponse, ...errors },
      },
    },
    async (req) => {
      await getMyCustomer(ctx.db, userId(req), req.params.id, false);
      return listOrders(ctx, userId(req), { ...req.query, customerId: req.params.id });
    },
  );
};
