import { catalogueCalls as calls } from '@haoyue/contracts';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import type { GeoLocator } from '../../platform/geo/geo-locator';
import { routesOn } from '../../http/call-routes';
import {
  guessCity,
  listCities,
  listCountries,
  listDialCodes,
  listStates,
} from './geography.service';
import { listIndustries, listOperators, listPlans, listServiceGroups } from './offerings.service';
import { searchSuggestions } from './search-suggestions';
import { getShop, listHomepageShops, searchShops } from './shops.service';

/** Anyone may call; the same answer for everyone, so the micro-cache keeps it a few seconds. */
const PUBLIC = { access: 'public', publicCache: true } as const;

/** Public catalogue: shops, their offerings and the geography to find them. */
export const catalogueRoutes: FastifyPluginAsync<{ db: Db; geo: GeoLocator }> = async (
  app,
  { db, geo },
) => {
  const routes = routesOn(app);
  // The shop page's and the search's one call: its presenters build the contract's exact shape
  // (shops.int.test.ts parses every part with the contract), so no per-element check on the way out.
  routes.reply(calls.searchShops, { ...PUBLIC, presented: true }, (req) =>
    searchShops(db, req.query),
  );
  routes.data(calls.listSearchSuggestions, PUBLIC, (req) => searchSuggestions(db, req.query));
  routes.data(calls.getShop, PUBLIC, (req) => getShop(db, req.params.shopId, req.query.part ?? []));
  routes.data(calls.listHomepageShops, PUBLIC, (req) => listHomepageShops(db, req.query));
  routes.reply(calls.listOperators, PUBLIC, (req) => listOperators(db, req.query));
  routes.data(calls.listServiceGroups, PUBLIC, (req) =>
    listServiceGroups(db, {
      id: req.query.id,
      shopId: req.query.shopId,
      parts: req.query.part ?? [],
    }),
  );
  routes.data(calls.listIndustries, PUBLIC, (req) =>
    listIndustries(db, { withShopCount: req.query.part?.includes('shopCount') ?? false }),
  );
  routes.data(calls.listPlans, PUBLIC, (req) => listPlans(db, req.query));
  routes.data(calls.listDialCodes, PUBLIC, () => listDialCodes(db));
  routes.data(calls.listCountries, PUBLIC, (req) =>
    listCountries(db, { withStates: req.query.part === 'states' }),
  );
  routes.data(calls.listStates, PUBLIC, (req) => listStates(db, req.query));
  routes.data(calls.listCities, PUBLIC, (req) => listCities(db, req.query));
  // Not micro-cached: without a point the answer depends on who asks (their address).
  routes.data(calls.guessCity, { access: 'public' }, (req) => {
    const { lng, lat } = req.query;
    const point = lng !== undefined && lat !== undefined ? { lng, lat } : undefined;
    return guessCity(db, { point, countryCode: point ? null : geo.countryOf(req.ip) });
  });
};
