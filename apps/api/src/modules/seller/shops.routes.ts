import { sellerShopCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { receiveImage, type ImageKind } from '../../http/image-upload';
import { route } from '../../http/route';
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

  route(app, calls.listSellers, { access: 'user' }, async (req) => ({
    data: await listSellers(db, { userId: req.user!.id }),
  }));
  route(app, calls.createSeller, { access: 'user' }, async (req) => ({
    data: await createSeller(db, { userId: req.user!.id, displayName: req.body.displayName }),
  }));
  route(app, calls.getSeller, { access: { seller: 'seller.read' } }, async (req) => ({
    data: await getSeller(db, { userId: req.user!.id, sellerId: req.params.sellerId }),
  }));

  // Shops
  route(app, calls.listSellerShops, { access: { seller: 'shops.read' } }, async (req) => ({
    data: await listSellerShops(db, {
      sellerId: req.params.sellerId,
      parts: req.query.part ?? [],
    }),
  }));
  route(app, calls.checkSlug, { access: { seller: 'shops.read' } }, async (req) => ({
    data: await checkSlug(db, req.query),
  }));
  route(app, calls.createShop, { access: { seller: 'shops.create' } }, async (req) => ({
    data: await createShop(db, { sellerId: req.params.sellerId, fields: req.body }),
  }));
  route(app, calls.getSellerShop, READ_SHOP, async (req) => ({
    data: await getSellerShop(db, { shop: req.shop!, parts: req.query.part ?? [] }),
  }));
  route(app, calls.updateShop, UPDATE_SHOP, async (req) => ({
    data: await updateShop(db, { shopId: req.params.shopId, changes: req.body }),
  }));
  route(app, calls.deleteShop, { access: { seller: 'shops.delete', shop: true } }, async (req) => ({
    data: await deleteShop(db, { shopId: req.params.shopId, now: ctx.clock() }),
  }));
  route(app, calls.updatePrepaymentSettings, UPDATE_SHOP, async (req) => ({
    data: await updatePrepaymentSettings(db, { shopId: req.params.shopId, settings: req.body }),
  }));

  // Opening hours
  route(app, calls.getSchedule, READ_SHOP, async (req) => ({
    data: await getSchedule(db, { shop: req.shop!, now: ctx.clock() }),
  }));
  route(app, calls.putWeeklyHours, UPDATE_SHOP, async (req) => ({
    data: await replaceWeeklyHours(db, {
      shop: req.shop!,
      now: ctx.clock(),
      weeklyHours: req.body.weeklyHours,
    }),
  }));
  route(app, calls.putSpecialDay, UPDATE_SHOP, async (req) => {
    if (req.body.date !== req.params.date) throw invalid('date', '日期與網址不一致');
    return { data: await setSpecialDay(db, { shop: req.shop!, now: ctx.clock(), day: req.body }) };
  });
  route(app, calls.deleteSpecialDay, UPDATE_SHOP, async (req) => ({
    data: await deleteSpecialDay(db, { shop: req.shop!, now: ctx.clock(), date: req.params.date }),
  }));

  // Images
  route(app, calls.listShopImages, READ_SHOP, async (req) => ({
    data: await listShopImages(db, req.params),
  }));
  route(app, calls.uploadShopImage, UPDATE_SHOP, async (req) => {
    const { shopId } = req.params;
    const { type } = req.query;
    const kind: ImageKind = IMAGE_KIND[type];
    const url = await receiveImage(req, {
      storage,
      kind,
      keyPrefix: `shops/${shopId}/${type.toLowerCase()}`,
    });
    return { data: await addShopImage(db, { shopId, type, url }) };
  });
  route(app, calls.reorderShopImages, UPDATE_SHOP, async (req) => ({
    data: await reorderShopImages(db, { shopId: req.params.shopId, ids: req.body.ids }),
  }));
  route(app, calls.deleteShopImage, UPDATE_SHOP, async (req) => ({
    data: await deleteShopImage(db, req.params),
  }));
};
