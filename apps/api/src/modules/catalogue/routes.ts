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
  route(app, calls.searchShops, { ...PUBLIC, presented: true }, async (req) =>
    searchShops(db, req.query),
  );
  route(app, calls.getShop, PUBLIC, async (req) => ({
    data: await getShop(db, req.params.shopId, req.query.part ?? []),
  }));
  route(app, calls.listHomepageShops, PUBLIC, async (req) => ({
    data: await listHomepageShops(db, req.query),
  }));
  route(app, calls.listOperators, PUBLIC, async (req) => listOperators(db, req.query));
  route(app, calls.listServiceGroups, PUBLIC, async (req) => ({
    data: await listServiceGroups(db, {
      id: req.query.id,
      shopId: req.query.shopId,
      parts: req.query.part ?? [],
    }),
  }));
  route(app, calls.listIndustries, PUBLIC, async (req) => ({
    data: await listIndustries(db, {
      withShopCount: req.query.part?.includes('shopCount') ?? false,
    }),
  }));
  route(app, calls.listPlans, PUBLIC, async () => ({ data: await listPlans(db) }));
  route(app, calls.listDialCodes, PUBLIC, async () => ({ data: await listDialCodes(db) }));
  route(app, calls.listCountries, PUBLIC, async (req) => ({
    data: await listCountries(db, { withStates: req.query.part === 'states' }),
  }));
  route(app, calls.listStates, PUBLIC, async (req) => ({ data: await listStates(db, req.query) }));
  route(app, calls.listCities, PUBLIC, async (req) => ({ data: await listCities(db, req.query) }));
  // Not micro-cached: without a point the answer depends on who asks (their address).
  route(app, calls.guessCity, { access: 'public' }, async (req) => {
    const { lng, lat } = req.query;
    const point = lng !== undefined && lat !== undefined ? { lng, lat } : undefined;
    return {
      data: await guessCity(db, { point, countryCode: point ? null : geo.countryOf(req.ip) }),
    };
  });
};
