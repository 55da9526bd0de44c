import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BookingContext } from '../booking';
import type { FileStorage } from '../../platform/storage/file-storage';
import { createSellerGuard } from './guard';
import { sellerCalendarRoutes } from './calendar.routes';
import { sellerCatalogueRoutes } from './catalogue.routes';
import { sellerMemberRoutes } from './members.routes';
import { sellerShopRoutes } from './shops.routes';

export type SellerRouteOptions = {
  ctx: BookingContext;
  secret: Uint8Array;
  storage: FileStorage;
};

/** Everything under /v1/sellers: each route declares the permission it needs (guard.ts). */
export const sellerRoutes: FastifyPluginAsyncZod<SellerRouteOptions> = async (app, options) => {
  const requireSeller = createSellerGuard({ db: options.ctx.db, secret: options.secret });
  await app.register(sellerShopRoutes, { ...options, requireSeller });
  await app.register(sellerCatalogueRoutes, { ...options, requireSeller });
  await app.register(sellerMemberRoutes, { ...options, requireSeller });
  await app.register(sellerCalendarRoutes, { ctx: options.ctx });
};
