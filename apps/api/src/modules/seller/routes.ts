import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { sellerCalendarRoutes } from './calendar.routes';
import { sellerCatalogueRoutes } from './catalogue.routes';
import { sellerMemberRoutes } from './members.routes';
import type { SellerRouteOptions } from './options';
import { sellerShopRoutes } from './shops.routes';

export type { SellerRouteOptions } from './options';

/** Everything under /v1/sellers: each route declares the permission it needs (http/access.ts). */
export const sellerRoutes: FastifyPluginAsyncZod<SellerRouteOptions> = async (app, options) => {
  await app.register(sellerShopRoutes, options);
  await app.register(sellerCatalogueRoutes, options);
  await app.register(sellerMemberRoutes, options);
  await app.register(sellerCalendarRoutes, { ctx: options.ctx });
};
