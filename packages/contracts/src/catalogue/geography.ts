import { z } from 'zod';
import { dataOf, listOf, zParamId, zQueryNumber } from '../common';

export const CURRENCIES = ['TWD', 'HKD', 'SGD', 'MYR', 'MOP'] as const;
export const ZCurrency = z.enum(CURRENCIES);
export type TCurrency = z.infer<typeof ZCurrency>;

export const ZState = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  name: z.string(),
});
export type TState = z.infer<typeof ZState>;

export const ZCountry = z.object({
  id: z.number().int(),
  name: z.string(),
  isoCode: z.string().length(2),
  dialCode: z.string(),
  currency: ZCurrency,
  timeZone: z.string(),
  states: z.array(ZState).optional(),
});
export type TCountry = z.infer<typeof ZCountry>;

export const ZCity = z.object({
  id: z.number().int(),
  countryId: z.number().int(),
  stateId: z.number().int().nullable(),
  name: z.string(),
  longitude: z.number(),
  latitude: z.number(),
});
export type TCity = z.infer<typeof ZCity>;

export const ZDialCode = z.object({
  id: z.number().int(),
  name: z.string(),
  dialCode: z.string(),
  isoCode: z.string().length(2),
});
export type TDialCode = z.infer<typeof ZDialCode>;

export const ZListCountriesQuery = z.strictObject({
  part: z
    .preprocess((v) => (v === '' ? undefined : v), z.enum(['states']).optional())
    .describe('Embed the states of each country'),
});
export const ZListCountriesResponse = listOf(ZCountry);

export const ZListCitiesQuery = z.strictObject({
  countryId: zParamId().optional(),
  stateId: zParamId().optional(),
});
export const ZListCitiesResponse = listOf(ZCity);

export const ZListStatesQuery = z.strictObject({ countryId: zParamId().optional() });
export const ZListStatesResponse = listOf(ZState);

export const ZListDialCodesResponse = listOf(ZDialCode);

export const ZLongitude = zQueryNumber(-180, 180);
export const ZLatitude = zQueryNumber(-90, 90);

export const ZGuessCityQuery = z
  .strictObject({ lng: ZLongitude.optional(), lat: ZLatitude.optional() })
  .refine((q) => (q.lng === undefined) === (q.lat === undefined), {
    message: '請同時提供經度與緯度',
    path: ['lat'],
  });
/** How the city was found: from the point given, from the caller's IP address, or the default. */
export const GUESS_CITY_SOURCES = ['POINT', 'IP', 'DEFAULT'] as const;
export const ZGuessCityResponse = dataOf(
  ZCity.extend({
    country: ZCountry,
    distance: z.number().nullable().describe('metres from the point; null without one'),
    source: z.enum(GUESS_CITY_SOURCES),
  }),
);
export type TGuessCity = z.infer<typeof ZGuessCityResponse>['data'];
