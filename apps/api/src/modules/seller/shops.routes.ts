import type {} from '@fastify/multipart';
import {
  ZCreateShopRequest,
  ZDeleteImageResponse,
  ZDeleteShopResponse,
  ZListSellerShopsQuery,
  ZListSellerShopsResponse,
  ZListSellersResponse,
  ZPutSpecialDayRequest,
  ZPutWeeklyHoursRequest,
  ZReorderRequest,
  ZSellerParams,
  ZSellerResponse,
  ZSellerShopParams,
  ZSellerShopResponse,
  ZShopImageParams,
  ZShopImageResponse,
  ZShopImagesResponse,
  ZShopScheduleResponse,
  ZSlugCheckQuery,
  ZSlugCheckResponse,
  ZSpecialDayParams,
  ZUpdatePrepaymentSettingsRequest,
  ZUpdateShopRequest,
  ZUploadShopImageQuery,
} from '@haoyue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError, invalid } from '../../lib/errors';
import { randomId } from '../../lib/tokens';
import { presentImage } from '../catalogue';
import { createRequireUser } from '../identity/guard';
import type { createSellerGuard } from './guard';
import { sellerShop } from './guard';
import { processShopImage, SHOP_IMAGE_MAX_BYTES } from './images';
import type { SellerRouteOptions } from './routes';
import {
  addImage,
  checkSlug,
  createShop,
  deleteImage,
  deleteShop,
  deleteSpecialDay,
  getSchedule,
  getSeller,
  getSellerShop,
  listImages,
  listSellers,
  listSellerShops,
  putSpecialDay,
  putWeeklyHours,
  reorderGallery,
  updatePrepaymentSettings,
  updateShop,
} from './shops.service';
import { errorResponses } from '../../lib/error-responses';

const errors = errorResponses(400, 401, 403, 404, 409);
const tags = ['seller'];

/** Sellers, their shops, opening hours, booking rules, prepayment settings and images. */
export const sellerShopRoutes: FastifyPluginAsyncZod<
  SellerRouteOptions & { requireSeller: ReturnType<typeof createSellerGuard> }
> = async (app, { ctx, secret, storage, requireSeller }) => {
  const { db } = ctx;
  const requireUser = createRequireUser({ db, secret });

  app.get(
    '/sellers',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'Sellers you are a member of, with your role (the first is current)',
        response: { 200: ZListSellersResponse, ...errors },
      },
    },
    async (req) => ({ data: await listSellers(db, req.user!.id) }),
  );

  app.get(
    '/sellers/:sellerId',
    {
      onRequest: requireSeller('seller.read'),
      schema: { tags, params: ZSellerParams, response: { 200: ZSellerResponse, ...errors } },
    },
    async (req) => ({ data: await getSeller(db, req.user!.id, req.params.sellerId) }),
  );

  app.get(
    '/sellers/:sellerId/shops',
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: "The seller's shops with booking rules and prepayment settings",
        params: ZSellerParams,
        querystring: ZListSellerShopsQuery,
        response: { 200: ZListSellerShopsResponse, ...errors },
      },
    },
    async (req) => ({
      data: await listSellerShops(db, req.params.sellerId, req.query.part ?? []),
    }),
  );

  app.get(
    '/sellers/:sellerId/shops::check-slug',
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: 'Whether a URL slug is free (for the shop being edited, if shopId is given)',
        params: ZSellerParams,
        querystring: ZSlugCheckQuery,
        response: { 200: ZSlugCheckResponse, ...errors },
      },
    },
    async (req) => ({ data: await checkSlug(db, req.query.urlSlug, req.query.shopId) }),
  );

  app.post(
    '/sellers/:sellerId/shops',
    {
      onRequest: requireSeller('shops.create'),
      schema: {
        tags,
        summary: 'Open a shop; country, currency and time zone follow the city',
        params: ZSellerParams,
        body: ZCreateShopRequest,
        response: { 200: ZSellerShopResponse, ...errors },
      },
    },
    async (req) => ({ data: await createShop(db, req.params.sellerId, req.body) }),
  );

  app.get(
    '/sellers/:sellerId/shops/:shopId',
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        params: ZSellerShopParams,
        querystring: ZListSellerShopsQuery,
        response: { 200: ZSellerShopResponse, ...errors },
      },
    },
    async (req) => ({
      data: await getSellerShop(db, req.params.sellerId, req.params.shopId, req.query.part ?? []),
    }),
  );

  app.patch(
    '/sellers/:sellerId/shops/:shopId',
    {
      onRequest: requireSeller('shops.update'),
      schema: {
        tags,
        summary: 'Edit a shop: details, URL slug, place and booking rules',
        params: ZSellerShopParams,
        body: ZUpdateShopRequest,
        response: { 200: ZSellerShopResponse, ...errors },
      },
    },
    async (req) => ({
      data: await updateShop(db, req.params.sellerId, req.params.shopId, req.body),
    }),
  );

  app.delete(
    '/sellers/:sellerId/shops/:shopId',
    {
      onRequest: requireSeller('shops.delete'),
      schema: {
        tags,
        summary: 'Delete a shop',
        description:
          'Refused (409 E_HAS_FUTURE_BOOKINGS, with the reason) while bookings are to come. A shop with past orders is closed (hidden, history kept) rather than deleted.',
        params: ZSellerShopParams,
        response: { 200: ZDeleteShopResponse, ...errors },
      },
    },
    async (req) => ({
      data: await deleteShop(db, req.params.sellerId, req.params.shopId, ctx.clock()),
    }),
  );

  app.patch(
    '/sellers/:sellerId/shops/:shopId/prepayment-settings',
    {
      onRequest: requireSeller('shops.update'),
      schema: {
        tags,
        summary: 'What bookings must prepay: none, a fixed amount or a percentage',
        params: ZSellerShopParams,
        body: ZUpdatePrepaymentSettingsRequest,
        response: { 200: ZSellerShopResponse, ...errors },
      },
    },
    async (req) => ({
      data: await updatePrepaymentSettings(db, req.params.sellerId, req.params.shopId, req.body),
    }),
  );

  app.get(
    '/sellers/:sellerId/shops/:shopId/schedule',
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        summary: 'Weekly opening hours and the special days from today on',
        params: ZSellerShopParams,
        response: { 200: ZShopScheduleResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await sellerShop(db, req.params.sellerId, req.params.shopId);
      return { data: await getSchedule(db, shop, ctx.clock()) };
    },
  );

  app.put(
    '/sellers/:sellerId/shops/:shopId/weekly-hours',
    {
      onRequest: requireSeller('shops.update'),
      schema: {
        tags,
        summary: 'Replace the weekly opening hours (7 days, Sunday first; empty = closed)',
        params: ZSellerShopParams,
        body: ZPutWeeklyHoursRequest,
        response: { 200: ZShopScheduleResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await sellerShop(db, req.params.sellerId, req.params.shopId);
      return { data: await putWeeklyHours(db, shop, req.body.weeklyHours, ctx.clock()) };
    },
  );

  app.put(
    '/sellers/:sellerId/shops/:shopId/special-days/:date',
    {
      onRequest: requireSeller('shops.update'),
      schema: {
        tags,
        summary: 'Set a closed day (no ranges) or special hours on a date',
        params: ZSpecialDayParams,
        body: ZPutSpecialDayRequest,
        response: { 200: ZShopScheduleResponse, ...errors },
      },
    },
    async (req) => {
      if (req.body.date !== req.params.date) throw invalid('date', '日期與網址不一致');
      const shop = await sellerShop(db, req.params.sellerId, req.params.shopId);
      return { data: await putSpecialDay(db, shop, req.body, ctx.clock()) };
    },
  );

  app.delete(
    '/sellers/:sellerId/shops/:shopId/special-days/:date',
    {
      onRequest: requireSeller('shops.update'),
      schema: {
        tags,
        params: ZSpecialDayParams,
        response: { 200: ZShopScheduleResponse, ...errors },
      },
    },
    async (req) => {
      const shop = await sellerShop(db, req.params.sellerId, req.params.shopId);
      return { data: await deleteSpecialDay(db, shop, req.params.date, ctx.clock()) };
    },
  );

  app.get(
    '/sellers/:sellerId/shops/:shopId/images',
    {
      onRequest: requireSeller('shops.read'),
      schema: {
        tags,
        params: ZSellerShopParams,
        response: { 200: ZShopImagesResponse, ...errors },
      },
    },
    async (req) => {
      await sellerShop(db, req.params.sellerId, req.params.shopId);
      return { data: (await listImages(db, req.params.shopId)).map(presentImage) };
    },
  );

  app.post(
    '/sellers/:sellerId/shops/:shopId/images',
    {
      onRequest: requireSeller('shops.update'),
      schema: {
        tags,
        summary: 'Upload an image (multipart field `file`, JPG/PNG/WebP ≤ 8 MB), resized to WebP',
        description: 'AVATAR and COVER replace the previous one; GALLERY appends (at most 20).',
        consumes: ['multipart/form-data'],
        params: ZSellerShopParams,
        querystring: ZUploadShopImageQuery,
        response: { 200: ZShopImageResponse, ...errors },
      },
    },
    async (req) => {
      await sellerShop(db, req.params.sellerId, req.params.shopId);
      if (!req.isMultipart()) throw invalid('file', '請以 multipart/form-data 上傳圖片');
      const file = await req.file({ limits: { fileSize: SHOP_IMAGE_MAX_BYTES, files: 1 } });
      if (!file) throw invalid('file', '請選擇圖片');
      const body = await file.toBuffer().catch(() => {
        throw new AppError(413, 'E_FILE_TOO_LARGE', '圖片不可超過 8 MB');
      });
      const webp = await processShopImage(body, file.mimetype, req.query.type);
      const url = await storage.put(
        `shops/${req.params.shopId}/${req.query.type.toLowerCase()}-${randomId(9)}.webp`,
        webp,
        'image/webp',
      );
      return { data: presentImage(await addImage(db, req.params.shopId, req.query.type, url)) };
    },
  );

  app.post(
    '/sellers/:sellerId/shops/:shopId/images::reorder',
    {
      onRequest: requireSeller('shops.update'),
      schema: {
        tags,
        summary: 'Reorder the gallery (ids: every gallery image, in the new order)',
        params: ZSellerShopParams,
        body: ZReorderRequest,
        response: { 200: ZShopImagesResponse, ...errors },
      },
    },
    async (req) => {
      await sellerShop(db, req.params.sellerId, req.params.shopId);
      return {
        data: (await reorderGallery(db, req.params.shopId, req.body.ids)).map(presentImage),
      };
    },
  );

  app.delete(
    '/sellers/:sellerId/shops/:shopId/images/:imageId',
    {
      onRequest: requireSeller('shops.update'),
      schema: {
        tags,
        params: ZShopImageParams,
        response: { 200: ZDeleteImageResponse, ...errors },
      },
    },
    async (req) => {
      await sellerShop(db, req.params.sellerId, req.params.shopId);
      await deleteImage(db, req.params.shopId, req.params.imageId);
      return { data: { deleted: true } };
    },
  );
};
