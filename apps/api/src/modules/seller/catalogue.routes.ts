import type {} from '@fastify/multipart';
import {
  ZErrorBody,
  ZManagedOperatorResponse,
  ZManagedOperatorsResponse,
  ZManagedServiceGroupResponse,
  ZManagedServiceGroupsResponse,
  ZManagedServiceResponse,
  ZManagedServicesQuery,
  ZManagedServicesResponse,
  ZOperatorInput,
  ZOperatorParams,
  ZReorderRequest,
  ZReorderServicesRequest,
  ZSellerShopParams,
  ZServiceGroupInput,
  ZServiceGroupParams,
  ZServiceInput,
  ZServiceParams,
  ZTimeOffInput,
  ZTimeOffListResponse,
  ZTimeOffParams,
  ZTimeOffQuery,
  ZTimeOffResponse,
  ZUpdateOperatorRequest,
  ZUpdateServiceRequest,
} from '@haoyue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, invalid, notFound } from '../../lib/errors';
import { randomId } from '../../lib/tokens';
import { PHOTO_MAX_BYTES, processProfilePhoto } from '../identity/photo';
import {
  assertOperatorOfShop,
  createOperator,
  createService,
  createServiceGroup,
  createTimeOff,
  deleteOperator,
  deleteService,
  deleteServiceGroup,
  deleteTimeOff,
  getOperator,
  getService,
  getServiceGroup,
  listOperators,
  listServiceGroups,
  listServices,
  listTimeOff,
  renameServiceGroup,
  reorderOperators,
  reorderServiceGroups,
  reorderServices,
  setOperatorAvatar,
  updateOperator,
  updateService,
} from './catalogue.service';
import { type createSellerGuard, sellerShop } from './guard';
import type { SellerRouteOptions } from './routes';
import { errorResponses } from '../../lib/error-responses';

export type SellerPluginOptions = SellerRouteOptions & {
  requireSeller: ReturnType<typeof createSellerGuard>;
};

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['seller'];
const SHOP = '/sellers/:sellerId/shops/:shopId';
const READ = 'Members (owner, manager, staff) read.';
const WRITE = 'Owner and manager (catalogue.manage).';

/**
 * The seller's catalogue of one shop: service groups, services, operators with their weekly
 * hours and time off. Unlike the public catalogue, everything is shown, bookable or not.
 * Non-members get 404; a shop of another seller, or a group/service/operator of another shop,
 * is 404 in the path and 400 (naming the field) in a body.
 */
export const sellerCatalogueRoutes: FastifyPluginAsyncZod<SellerPluginOptions> = async (
  app,
  { ctx, storage, requireSeller },
) => {
  const { db } = ctx;
  /** The seller's shop, or 404; a CLOSED (deleted) shop is gone for its catalogue too. */
  const shopOf = async (params: { sellerId: number; shopId: number }) => {
    const shop = await sellerShop(db, params.sellerId, params.shopId);
    if (shop.reviewStatus === 'CLOSED') throw notFound('找不到店家');
    return shop;
  };

  // -------------------------------------------------------------------------------------------
  // Service groups

  app.get(
    `${SHOP}/service-groups`,
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: "The shop's service groups with all their services",
        description: READ,
        params: ZSellerShopParams,
        response: { 200: ZManagedServiceGroupsResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await listServiceGroups(db, shop.id) };
    },
  );

  app.post(
    `${SHOP}/service-groups`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Add a service group (at the end)',
        description: WRITE,
        params: ZSellerShopParams,
        body: ZServiceGroupInput,
        response: { 200: ZManagedServiceGroupResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await createServiceGroup(db, shop.id, req.body) };
    },
  );

  app.post(
    `${SHOP}/service-groups::reorder`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Put the service groups in a new order',
        description: `${WRITE} \`ids\` must be exactly the shop's groups, each once (else 400 on ids).`,
        params: ZSellerShopParams,
        body: ZReorderRequest,
        response: { 200: ZManagedServiceGroupsResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await reorderServiceGroups(db, shop.id, req.body.ids) };
    },
  );

  app.get(
    `${SHOP}/service-groups/:groupId`,
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: 'One service group with all its services',
        description: READ,
        params: ZServiceGroupParams,
        response: { 200: ZManagedServiceGroupResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await getServiceGroup(db, shop.id, req.params.groupId) };
    },
  );

  app.patch(
    `${SHOP}/service-groups/:groupId`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Rename a service group',
        description: WRITE,
        params: ZServiceGroupParams,
        body: ZServiceGroupInput,
        response: { 200: ZManagedServiceGroupResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await renameServiceGroup(db, shop.id, req.params.groupId, req.body) };
    },
  );

  app.delete(
    `${SHOP}/service-groups/:groupId`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Delete an empty service group',
        description: `${WRITE} A group that still has services is refused with 409 E_GROUP_NOT_EMPTY: delete or move its services first.`,
        params: ZServiceGroupParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const shop = await shopOf(req.params);
      await deleteServiceGroup(db, shop.id, req.params.groupId);
      return reply.code(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Services

  app.get(
    `${SHOP}/services`,
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: "The shop's services, bookable or not (optionally of one group)",
        description: READ,
        params: ZSellerShopParams,
        querystring: ZManagedServicesQuery,
        response: { 200: ZManagedServicesResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await listServices(db, shop.id, req.query) };
    },
  );

  app.post(
    `${SHOP}/services`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Add a service (at the end of its group)',
        description: `${WRITE} Price and prepayment in minor units of the shop's currency; serviceGroupId and operatorIds must be of this shop (else 400 naming the field).`,
        params: ZSellerShopParams,
        body: ZServiceInput,
        response: { 200: ZManagedServiceResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await createService(db, shop, req.body) };
    },
  );

  app.post(
    `${SHOP}/services::reorder`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: "Put one group's services in a new order",
        description: `${WRITE} \`ids\` must be exactly the group's services, each once (else 400 on ids). Moving a service to another group is a PATCH of its serviceGroupId.`,
        params: ZSellerShopParams,
        body: ZReorderServicesRequest,
        response: { 200: ZManagedServicesResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await reorderServices(db, shop.id, req.body) };
    },
  );

  app.get(
    `${SHOP}/services/:serviceId`,
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: 'One service',
        description: READ,
        params: ZServiceParams,
        response: { 200: ZManagedServiceResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await getService(db, shop.id, req.params.serviceId) };
    },
  );

  app.patch(
    `${SHOP}/services/:serviceId`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Change a service (only the fields sent)',
        description: `${WRITE} operatorIds replaces who performs it; a new serviceGroupId moves it to the end of that group. isBookable false stops online booking but keeps the service.`,
        params: ZServiceParams,
        body: ZUpdateServiceRequest,
        response: { 200: ZManagedServiceResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await updateService(db, shop, req.params.serviceId, req.body) };
    },
  );

  app.delete(
    `${SHOP}/services/:serviceId`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Delete a service for good',
        description: `${WRITE} Allowed even when bookings (future ones too) include it: their items keep the name, price and duration as sold, and lose the link, so those bookings can no longer be rescheduled online. To stop new bookings safely, PATCH isBookable false instead.`,
        params: ZServiceParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const shop = await shopOf(req.params);
      await deleteService(db, shop.id, req.params.serviceId);
      return reply.code(204).send(null);
    },
  );

  // -------------------------------------------------------------------------------------------
  // Operators

  app.get(
    `${SHOP}/operators`,
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: "The shop's operators, bookable or not, with services and weekly hours",
        description: READ,
        params: ZSellerShopParams,
        response: { 200: ZManagedOperatorsResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await listOperators(db, shop.id) };
    },
  );

  app.post(
    `${SHOP}/operators`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Add an operator (at the end)',
        description: `${WRITE} serviceIds must be of this shop; weekly hours are Sunday first; every break must lie inside a shift of its day (else 400 on weeklyBreaks).`,
        params: ZSellerShopParams,
        body: ZOperatorInput,
        response: { 200: ZManagedOperatorResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await createOperator(db, shop.id, req.body) };
    },
  );

  app.post(
    `${SHOP}/operators::reorder`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Put the operators in a new order',
        description: `${WRITE} \`ids\` must be exactly the shop's operators, each once (else 400 on ids).`,
        params: ZSellerShopParams,
        body: ZReorderRequest,
        response: { 200: ZManagedOperatorsResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await reorderOperators(db, shop.id, req.body.ids) };
    },
  );

  app.get(
    `${SHOP}/operators/:operatorId`,
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: 'One operator with services and weekly hours',
        description: READ,
        params: ZOperatorParams,
        response: { 200: ZManagedOperatorResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await getOperator(db, shop.id, req.params.operatorId) };
    },
  );

  app.patch(
    `${SHOP}/operators/:operatorId`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Change an operator (only the fields sent)',
        description: `${WRITE} serviceIds, weeklyShifts and weeklyBreaks replace what is stored; breaks are checked against the shifts the operator will have. Availability (POST /v1/bookings:start-times) follows at once; existing bookings are not moved.`,
        params: ZOperatorParams,
        body: ZUpdateOperatorRequest,
        response: { 200: ZManagedOperatorResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await updateOperator(db, shop.id, req.params.operatorId, req.body) };
    },
  );

  app.delete(
    `${SHOP}/operators/:operatorId`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Delete an operator who was never booked',
        description: `${WRITE} Future active bookings: 409 E_HAS_FUTURE_BOOKINGS (reschedule or cancel them first). Any other booking, past or cancelled: 409 E_HAS_BOOKING_HISTORY, since bookings keep their operator for the record; retire such an operator with PATCH isBookable false (hidden from customers and availability) instead.`,
        params: ZOperatorParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const shop = await shopOf(req.params);
      await deleteOperator(db, shop.id, req.params.operatorId, ctx.clock());
      return reply.code(204).send(null);
    },
  );

  app.post(
    `${SHOP}/operators/:operatorId/avatar`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: "Upload an operator's photo (multipart field `file`, JPG/PNG/WebP ≤ 5 MB)",
        description: `${WRITE} Stored as a 512×512 WebP without EXIF.`,
        consumes: ['multipart/form-data'],
        params: ZOperatorParams,
        response: { 200: ZManagedOperatorResponse, 413: ZErrorBody, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      const { operatorId } = req.params;
      await assertOperatorOfShop(db, shop.id, operatorId);
      if (!req.isMultipart()) throw invalid('file', '請以 multipart/form-data 上傳圖片');
      const file = await req.file({ limits: { fileSize: PHOTO_MAX_BYTES, files: 1 } });
      if (!file) throw invalid('file', '請選擇圖片');
      const body = await file.toBuffer().catch(() => {
        throw new AppError(413, 'E_FILE_TOO_LARGE', '圖片不可超過 5 MB');
      });
      const webp = await processProfilePhoto(body, file.mimetype);
      const url = await storage.put(
        `shops/${shop.id}/operators/${operatorId}-${randomId(9)}.webp`,
        webp,
        'image/webp',
      );
      return { data: await setOperatorAvatar(db, shop.id, operatorId, url) };
    },
  );

  // -------------------------------------------------------------------------------------------
  // Time off

  app.get(
    `${SHOP}/operators/:operatorId/time-off`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: "An operator's time off overlapping [from, to)",
        description: `${WRITE} Either bound may be left out; earliest first.`,
        params: ZOperatorParams,
        querystring: ZTimeOffQuery,
        response: { 200: ZTimeOffListResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await listTimeOff(db, shop.id, req.params.operatorId, req.query) };
    },
  );

  app.post(
    `${SHOP}/operators/:operatorId/time-off`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Add time off (leave, training…): the operator cannot be booked then',
        description: `${WRITE} Bookings already inside the range stay; move them from the calendar.`,
        params: ZOperatorParams,
        body: ZTimeOffInput,
        response: { 200: ZTimeOffResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await shopOf(req.params);
      return { data: await createTimeOff(db, shop.id, req.params.operatorId, req.body) };
    },
  );

  app.delete(
    `${SHOP}/operators/:operatorId/time-off/:timeOffId`,
    {
      onRequest: requireSeller('catalogue.manage'),
      schema: {
        tags,
        summary: 'Remove time off',
        description: WRITE,
        params: ZTimeOffParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (req, reply) => {
      const shop = await shopOf(req.params);
      await deleteTimeOff(db, shop.id, req.params.operatorId, req.params.timeOffId);
      return reply.code(204).send(null);
    },
  );
};
