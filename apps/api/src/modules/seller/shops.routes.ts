import { sellerShopCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { receiveImage, type ImageKind } from '../../http/image-upload';
import { route } from '../../http/route';
import { userDataRoute } from '../../http/data-route';
import { invalid } from '../../lib/errors';
import type { SellerRouteOptions } from './options';
import { createSeller, getSeller, listSellers } from './sellers.service';
import {
  addShopImage,
  deleteShopImage,
  listShopImages,
  reorderShopImages,
} from './shop-images.service';
import { updatePrepaymentSettings } from './shop-prepayment.service';
import {
  deleteSpecialDay,
  getSchedule,
  replaceWeeklyHours,
  setSpecialDay,
} from './shop-schedule.service';
import { checkSlug } from './shop-slug';
import {
  createShop,
  deleteShop,
  getSellerShop,
  listSellerShops,
  updateShop,
} from './shops.service';

/** Members read the seller's shops; `shop: true` loads the open shop of the path. */
const READ_SHOP = { access: { seller: 'shops.read', shop: true } } as const;
const UPDATE_SHOP = { access: { seller: 'shops.update', shop: true } } as const;

/** How each kind of shop image is received and re-encoded. */
const IMAGE_KIND = { AVATAR: 'SHOP_AVATAR', COVER: 'SHOP_COVER', GALLERY: 'SHOP_GALLERY' } as const;

/** Sellers, their shops, opening hours, booking rules, prepayment settings and images. */
export const sellerShopRoutes: FastifyPluginAsync<SellerRouteOptions> = async (
  app,
  { ctx, storage },
) => {
  const { db } = ctx;

  userDataRoute(app, {
    call: calls.listSellers,
    settings: { access: 'user' },
    data: (userId) => listSellers(db, { userId }),
  });
  userDataRoute(app, {
    call: calls.createSeller,
    settings: { access: 'user' },
    data: (userId, req) => createSeller(db, { userId, displayName: req.body.displayName }),
  });
  userDataRoute(app, {
    call: calls.getSeller,
    settings: { access: { seller: 'seller.read' } },
    data: (userId, req) => getSeller(db, { userId, sellerId: req.params.sellerId }),
  });

  // Shops
  route(app, {
    call: calls.listSellerShops,
    settings: { access: { seller: 'shops.read' } },
    handler: async (req) => ({
      data: await listSellerShops(db, {
        sellerId: req.params.sellerId,
        parts: req.query.part ?? [],
      }),
    }),
  });
  route(app, {
    call: calls.checkSlug,
    settings: { access: { seller: 'shops.read' } },
    handler: async (req) => ({
      data: await checkSlug(db, req.query),
    }),
  });
  route(app, {
    call: calls.createShop,
    settings: { access: { seller: 'shops.create' } },
    handler: async (req) => ({
      data: await createShop(db, { sellerId: req.params.sellerId, fields: req.body }),
    }),
  });
  route(app, {
    call: calls.getSellerShop,
    settings: READ_SHOP,
    handler: async (req) => ({
      data: await getSellerShop(db, { shop: req.shop!, parts: req.query.part ?? [] }),
    }),
  });
  route(app, {
    call: calls.updateShop,
    settings: UPDATE_SHOP,
    handler: async (req) => ({
      data: await updateShop(db, { shopId: req.params.shopId, changes: req.body }),
    }),
  });
  route(app, {
    call: calls.deleteShop,
    settings: { access: { seller: 'shops.delete', shop: true } },
    handler: async (req) => ({
      data: await deleteShop(db, { shopId: req.params.shopId, now: ctx.clock() }),
    }),
  });
  route(app, {
    call: calls.updatePrepaymentSettings,
    settings: UPDATE_SHOP,
    handler: async (req) => ({
      data: await updatePrepaymentSettings(db, { shopId: req.params.shopId, settings: req.body }),
    }),
  });

  // Opening hours
  route(app, {
    call: calls.getSchedule,
    settings: READ_SHOP,
    handler: async (req) => ({
      data: await getSchedule(db, { shop: req.shop!, now: ctx.clock() }),
    }),
  });
  route(app, {
    call: calls.putWeeklyHours,
    settings: UPDATE_SHOP,
    handler: async (req) => ({
      data: await replaceWeeklyHours(db, {
        shop: req.shop!,
        now: ctx.clock(),
        weeklyHours: req.body.weeklyHours,
      }),
    }),
  });
  route(app, {
    call: calls.putSpecialDay,
    settings: UPDATE_SHOP,
    handler: async (req) => {
      if (req.body.date !== req.params.date) throw invalid('date', '日期與網址不一致');
      return {
        data: await setSpecialDay(db, { shop: req.shop!, now: ctx.clock(), day: req.body }),
      };
    },
  });
  route(app, {
    call: calls.deleteSpecialDay,
    settings: UPDATE_SHOP,
    handler: async (req) => ({
      data: await deleteSpecialDay(db, {
        shop: req.shop!,
        now: ctx.clock(),
        date: req.params.date,
      }),
    }),
  });

  // Images
  route(app, {
    call: calls.listShopImages,
    settings: READ_SHOP,
    handler: async (req) => ({
      data: await listShopImages(db, req.params),
    }),
  });
  route(app, {
    call: calls.uploadShopImage,
    settings: UPDATE_SHOP,
    handler: async (req) => {
      const { shopId } = req.params;
      const { type } = req.query;
      const kind: ImageKind = IMAGE_KIND[type];
      const url = await receiveImage(req, {
        storage,
        kind,
        keyPrefix: `shops/${shopId}/${type.toLowerCase()}`,
      });
      return { data: await addShopImage(db, { shopId, type, url }) };
    },
  });
  route(app, {
    call: calls.reorderShopImages,
    settings: UPDATE_SHOP,
    handler: async (req) => ({
      data: await reorderShopImages(db, { shopId: req.params.shopId, ids: req.body.ids }),
    }),
  });
  route(app, {
    call: calls.deleteShopImage,
    settings: UPDATE_SHOP,
    handler: async (req) => ({
      data: await deleteShopImage(db, req.params),
    }),
  });
};
