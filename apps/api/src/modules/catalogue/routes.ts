import {
  ZErrorBody,
  ZGetShopParams,
  ZGetShopQuery,
  ZGetShopResponse,
  ZGuessCityQuery,
  ZGuessCityResponse,
  ZHomepageShopsQuery,
  ZHomepageShopsResponse,
  ZListCitiesQuery,
  ZListCitiesResponse,
  ZListCountriesQuery,
  ZListCountriesResponse,
  ZListDialCodesResponse,
  ZListIndustriesQuery,
  ZListIndustriesResponse,
  ZListOperatorsQuery,
  ZListOperatorsResponse,
  ZListPlansResponse,
  ZListServiceGroupsQuery,
  ZListServiceGroupsResponse,
  ZListStatesQuery,
  ZListStatesResponse,
  ZSearchShopsQuery,
  ZSearchShopsResponse,
} from '@haoyue/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '../../db/client';
import {
  guessCity,
  listCities,
  listCountries,
  listDialCodes,
  listStates,
} from './geography.service';
import { listIndustries, listOperators, listPlans, listServiceGroups } from './offerings.service';
import { getShop, listHomepageShops, searchShops } from './shops.service';

const errors = { 400: ZErrorBody, 404: ZErrorBody };
/** Anonymous, same answer for everyone: cacheable for a few seconds. */
const PUBLIC = { publicCache: true } as const;

/** Public catalogue: shops, their offerings and the geography to find them. Anyone may call. */
export const catalogueRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.get(
    '/shops',
    {
      config: PUBLIC,
      schema: {
        tags: ['catalogue'],
        summary: 'Search public shops',
        querystring: ZSearchShopsQuery,
        response: { 200: ZSearchShopsResponse, ...errors },
      },
    },
    async (req) => searchShops(db, req.query),
  );

  app.get(
    '/shops/:shopId',
    {
      config: PUBLIC,
      schema: {
        tags: ['catalogue'],
        summary: 'One public shop',
        params: ZGetShopParams,
        querystring: ZGetShopQuery,
        response: { 200: ZGetShopResponse, ...errors },
      },
    },
    async (req) => ({ data: await getShop(db, req.params.shopId, req.query.part ?? []) }),
  );

  app.get(
    '/homepage-shops',
    {
      config: PUBLIC,
      schema: {
        tags: ['catalogue'],
        summary: 'Featured shops for the home page (nearest first when lng/lat given)',
        querystring: ZHomepageShopsQuery,
        response: { 200: ZHomepageShopsResponse, ...errors },
      },
    },
    async (req) => ({ data: await listHomepageShops(db, req.query) }),
  );

  app.get(
    '/operators',
    {
      config: PUBLIC,
      schema: {
        tags: ['catalogue'],
        summary: "A shop's bookable operators",
        querystring: ZListOperatorsQuery,
        response: { 200: ZListOperatorsResponse, ...errors },
      },
    },
    async (req) => listOperators(db, req.query),
  );

  app.get(
    '/service-groups',
    {
      config: PUBLIC,
      schema: {
        tags: ['catalogue'],
        summary: "A shop's service groups, with services when part=services",
        querystring: ZListServiceGroupsQuery,
        response: { 200: ZListServiceGroupsResponse, ...errors },
      },
    },
    async (req) => ({
      data: await listServiceGroups(db, {
        id: req.query.id,
        shopId: req.query.shopId,
        parts: req.query.part ?? [],
      }),
    }),
  );

  app.get(
    '/industries',
    {
      config: PUBLIC,
      schema: {
        tags: ['catalogue'],
        summary: 'Industries (hair, nails, lashes…)',
        querystring: ZListIndustriesQuery,
        response: { 200: ZListIndustriesResponse, ...errors },
      },
    },
    async (req) => ({
      data: await listIndustries(db, {
        withShopCount: req.query.part?.includes('shopCount') ?? false,
      }),
    }),
  );

  app.get(
    '/plans',
    {
      config: PUBLIC,
      schema: {
        tags: ['catalogue'],
        summary: 'Plans offered to sellers',
        response: { 200: ZListPlansResponse },
      },
    },
    async () => ({ data: await listPlans(db) }),
  );

  app.get(
    '/dial-codes',
    {
      config: PUBLIC,
      schema: {
        tags: ['geography'],
        summary: 'Dial codes for phone input (Taiwan first)',
        response: { 200: ZListDialCodesResponse },
      },
    },
    async () => ({ data: await listDialCodes(db) }),
  );

  app.get(
    '/countries',
    {
      config: PUBLIC,
      schema: {
        tags: ['geography'],
        summary: 'Countries served',
        querystring: ZListCountriesQuery,
        response: { 200: ZListCountriesResponse, ...errors },
      },
    },
    async (req) => ({ data: await listCountries(db, { withStates: req.query.part === 'states' }) }),
  );

  app.get(
    '/states',
    {
      config: PUBLIC,
      schema: {
        tags: ['geography'],
        summary: 'States (regions) of a country',
        querystring: ZListStatesQuery,
        response: { 200: ZListStatesResponse, ...errors },
      },
    },
    async (req) => ({ data: await listStates(db, req.query) }),
  );

  app.get(
    '/cities',
    {
      config: PUBLIC,
      schema: {
        tags: ['geography'],
        summary: 'Cities of a country or state',
        querystring: ZListCitiesQuery,
        response: { 200: ZListCitiesResponse, ...errors },
      },
    },
    async (req) => ({ data: await listCities(db, req.query) }),
  );

  app.get(
    '/guess-city',
    {
      config: PUBLIC,
      schema: {
        tags: ['geography'],
        summary: 'The city nearest to a point',
        querystring: ZGuessCityQuery,
        response: { 200: ZGuessCityResponse, ...errors },
      },
    },
    async (req) => ({ data: await guessCity(db, req.query.lng, req.query.lat) }),
  );
};
