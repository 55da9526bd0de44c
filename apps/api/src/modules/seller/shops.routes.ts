import { sellerShopCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { receiveImage, type ImageKind } from '../../http/image-upload';
import { routesOn } from '../../http/call-routes';
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
  readSellerShop,
  updateShop,
} from './shops.service';
import { submitShopReview } from './shop-review';

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

  const routes = routesOn(app);
  routes.data(calls.listSellers, { access: 'user' }, (req) =>
    listSellers(db, { userId: req.user!.id }),
  );
  routes.data(calls.createSeller, { access: 'user' }, (req) =>
    createSeller(db, { userId: req.user!.id, displayName: req.body.displayName }),
  );
  routes.data(calls.getSeller, { access: { seller: 'seller.read' } }, (req) =>
    getSeller(db, { userId: req.user!.id, sellerId: req.params.sellerId }),
  );
  routes.data(calls.listSellerShops, { access: { seller: 'shops.read' } }, (req) =>
    listSellerShops(db, { sellerId: req.params.sellerId, parts: req.query.part ?? [] }),
  );
  routes.data(calls.checkSlug, { access: { seller: 'shops.read' } }, (req) =>
    checkSlug(db, req.query),
  );
  routes.data(calls.createShop, { access: { seller: 'shops.create' } }, (req) =>
    createShop(db, { sellerId: req.params.sellerId, fields: req.body, now: ctx.clock() }),
  );
  routes.data(calls.getSellerShop, READ_SHOP, (req) =>
    getSellerShop(db, { shop: req.shop!, parts: req.query.part ?? [] }),
  );
  routes.data(calls.updateShop, UPDATE_SHOP, (req) =>
    updateShop(db, { shopId: req.params.shopId, changes: req.body }),
  );
  routes.data(calls.deleteShop, { access: { seller: 'shops.delete', shop: true } }, (req) =>
    deleteShop(db, { shopId: req.params.shopId, now: ctx.clock() }),
  );
  routes.data(calls.submitShopReview, UPDATE_SHOP, async (req) => {
    await submitShopReview(db, req.params.shopId);
    return readSellerShop(db, req.params.shopId, ['city', 'country', 'images']);
  });
  routes.data(calls.updatePrepaymentSettings, UPDATE_SHOP, (req) =>
    updatePrepaymentSettings(db, { shopId: req.params.shopId, settings: req.body }),
  );

  // Opening hours
  routes.data(calls.getSchedule, READ_SHOP, (req) =>
    getSchedule(db, { shop: req.shop!, now: ctx.clock() }),
  );
  routes.data(calls.putWeeklyHours, UPDATE_SHOP, (req) =>
    replaceWeeklyHours(db, {
      shop: req.shop!,
      now: ctx.clock(),
      weeklyHours: req.body.weeklyHours,
    }),
  );
  routes.data(calls.putSpecialDay, UPDATE_SHOP, (req) => {
    if (req.body.date !== req.params.date) throw invalid('date', '日期與網址不一致');
    return setSpecialDay(db, { shop: req.shop!, now: ctx.clock(), day: req.body });
  });
  routes.data(calls.deleteSpecialDay, UPDATE_SHOP, (req) =>
    deleteSpecialDay(db, { shop: req.shop!, now: ctx.clock(), date: req.params.date }),
  );

  // Images
  routes.data(calls.listShopImages, READ_SHOP, (req) => listShopImages(db, req.params));
  routes.data(calls.uploadShopImage, UPDATE_SHOP, async (req) => {
    const { shopId } = req.params;
    const { type } = req.query;
    const kind: ImageKind = IMAGE_KIND[type];
    const url = await receiveImage(req, {
      storage,
      kind,
      keyPrefix: `shops/${shopId}/${type.toLowerCase()}`,
    });
    return addShopImage(db, { shopId, type, url });
  });
  routes.data(calls.reorderShopImages, UPDATE_SHOP, (req) =>
    reorderShopImages(db, { shopId: req.params.shopId, ids: req.body.ids }),
  );
  routes.data(calls.deleteShopImage, UPDATE_SHOP, (req) => deleteShopImage(db, req.params));
};
