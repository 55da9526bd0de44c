// Generated from the call contracts by `npm run contracts:generate`: do not edit.
// A unit test fails when this file is out of date.
import type { catalogueCalls } from './catalogue';
import { webCall } from './web-call';

/** Every API call as the web calls it: method and path, typed by its contract. */
export const calls = {
  catalogue: {
    searchShops: webCall<(typeof catalogueCalls)['searchShops']>('GET', '/v1/shops'),
    getShop: webCall<(typeof catalogueCalls)['getShop']>('GET', '/v1/shops/{shopId}'),
    listHomepageShops: webCall<(typeof catalogueCalls)['listHomepageShops']>('GET', '/v1/homepage-shops'),
    listOperators: webCall<(typeof catalogueCalls)['listOperators']>('GET', '/v1/operators'),
    listServiceGroups: webCall<(typeof catalogueCalls)['listServiceGroups']>('GET', '/v1/service-groups'),
    listIndustries: webCall<(typeof catalogueCalls)['listIndustries']>('GET', '/v1/industries'),
    listPlans: webCall<(typeof catalogueCalls)['listPlans']>('GET', '/v1/plans'),
    listDialCodes: webCall<(typeof catalogueCalls)['listDialCodes']>('GET', '/v1/dial-codes'),
    listCountries: webCall<(typeof catalogueCalls)['listCountries']>('GET', '/v1/countries'),
    listStates: webCall<(typeof catalogueCalls)['listStates']>('GET', '/v1/states'),
    listCities: webCall<(typeof catalogueCalls)['listCities']>('GET', '/v1/cities'),
    guessCity: webCall<(typeof catalogueCalls)['guessCity']>('GET', '/v1/guess-city'),
  },
} as const;
