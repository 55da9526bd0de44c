import { catalogueCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { GeoLocator } from '../../platform/geo/geo-locator';
import { route } from '../../http/route';
import {
  guessCity,
  listCities,
  listCountries,
  listDialCodes,
  listStates,
} from './geography.service';
import { listIndustries, listOperators, listPlans, listServiceGroups } from './offerings.service';
import { getShop, listHomepageShops, searchShops } from './shops.service';

/** Anyone may call; the same answer for everyone, so the micro-cache keeps it a few seconds. */
const PUBLIC = { access: 'public', publicCache: true } as const;

/** Public catalogue: shops, their offerings and the geography to find them. */
export const catalogueRoutes: FastifyPluginAsync<{ db: Db; geo: GeoLocator }> = async (
  app,
  { db, geo },
) => {
  // The shop page's and the search's one call: its presenters build the contract's exact shape
  // (shops.int.test.ts parses every part with the contract), so no per-element check on the way out.
  route(app, {
    call: calls.searchShops,
    settings: { ...PUBLIC, presented: true },
    handler: async (req) => searchShops(db, req.query),
  });
  route(app, {
    call: calls.getShop,
    settings: PUBLIC,
    handler: async (req) => ({
      data: await getShop(db, req.params.shopId, req.query.part ?? []),
    }),
  });
  route(app, {
    call: calls.listHomepageShops,
    settings: PUBLIC,
    handler: async (req) => ({
      data: await listHomepageShops(db, req.query),
    }),
  });
  route(app, {
    call: calls.listOperators,
    settings: PUBLIC,
    handler: async (req) => listOperators(db, req.query),
  });
  route(app, {
    call: calls.listServiceGroups,
    settings: PUBLIC,
    handler: async (req) => ({
      data: await listServiceGroups(db, {
        id: req.query.id,
        shopId: req.query.shopId,
        parts: req.query.part ?? [],
      }),
    }),
  });
  route(app, {
    call: calls.listIndustries,
    settings: PUBLIC,
    handler: async (req) => ({
      data: await listIndustries(db, {
        withShopCount: req.query.part?.includes('shopCount') ?? false,
      }),
    }),
  });
  route(app, {
    call: calls.listPlans,
    settings: PUBLIC,
    handler: async () => ({ data: await listPlans(db) }),
  });
  route(app, {
    call: calls.listDialCodes,
    settings: PUBLIC,
    handler: async () => ({ data: await listDialCodes(db) }),
  });
  route(app, {
    call: calls.listCountries,
    settings: PUBLIC,
    handler: async (req) => ({
      data: await listCountries(db, { withStates: req.query.part === 'states' }),
    }),
  });
  route(app, {
    call: calls.listStates,
    settings: PUBLIC,
    handler: async (req) => ({ data: await listStates(db, req.query) }),
  });
  route(app, {
    call: calls.listCities,
    settings: PUBLIC,
    handler: async (req) => ({ data: await listCities(db, req.query) }),
  });
  // Not micro-cached: without a point the answer depends on who asks (their address).
  route(app, {
    call: calls.guessCity,
    settings: { access: 'public' },
    handler: async (req) => {
      const { lng, lat } = req.query;
      const point = lng !== undefined && lat !== undefined ? { lng, lat } : undefined;
      return {
        data: await guessCity(db, { point, countryCode: point ? null : geo.countryOf(req.ip) }),
      };
    },
  });
};
