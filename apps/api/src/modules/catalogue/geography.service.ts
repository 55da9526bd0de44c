import type { TCountry, TGuessCity } from '@haoyue/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayOrder, rowsInDisplayOrder } from '../../db/display-order';
import { cities, countries, dialCodes, states } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { presentCity, presentCountry } from './presenters';

/** Countries we serve, optionally with their states. */
export async function listCountries(db: Db, options: { withStates: boolean }): Promise<TCountry[]> {
  const result = (await rowsInDisplayOrder(db, { table: countries })).map(presentCountry);
  if (!options.withStates) return result;
  const stateRows = await rowsInDisplayOrder(db, { table: states });
  for (const country of result) {
    country.states = stateRows
      .filter((s) => s.countryId === country.id)
      .map((s) => ({ id: s.id, countryId: s.countryId, name: s.name }));
  }
  return result;
}

/** States (regions) of a country. */
export async function listStates(db: Db, options: { countryId?: number | undefined }) {
  const rows = await db
    .select({ id: states.id, countryId: states.countryId, name: states.name })
    .from(states)
    .where(options.countryId ? eq(states.countryId, options.countryId) : undefined)
    .orderBy(...displayOrder(states));
  return rows;
}

/** Cities, filtered by country and/or state. */
export async function listCities(
  db: Db,
  options: { countryId?: number | undefined; stateId?: number | undefined },
) {
  const rows = await rowsInDisplayOrder(db, {
    table: cities,
    where: and(
      options.countryId ? eq(cities.countryId, options.countryId) : undefined,
      options.stateId ? eq(cities.stateId, options.stateId) : undefined,
    ),
  });
  return rows.map(presentCity);
}

/** Dial codes for the phone country selector, Taiwan first. */
export async function listDialCodes(db: Db) {
  return db
    .select({
      id: dialCodes.id,
      name: dialCodes.name,
      dialCode: dialCodes.dialCode,
      isoCode: dialCodes.isoCode,
    })
    .from(dialCodes)
    .orderBy(...displayOrder(dialCodes));
}

/** The city whose centre is nearest to a point, with its country and distance in metres. */
/** Taipei (Da'an): where a visitor no one can place starts (as the web's default position). */
const DEFAULT_POINT = { lng: 121.55, lat: 25.04 };

/**
 * The city nearest to a point (POINT); without one, the first city (in display order) of the
 * caller's country when we serve it (IP), else the city nearest to Taipei (DEFAULT).
 */
export async function guessCity(
  db: Db,
  p: { point?: { lng: number; lat: number } | undefined; countryCode?: string | null },
): Promise<TGuessCity> {
  if (p.point) return nearestCity(db, p.point, 'POINT');
  if (p.countryCode) {
    const [row] = await db
      .select({ city: cities, country: countries })
      .from(cities)
      .innerJoin(countries, eq(countries.id, cities.countryId))
      .where(eq(countries.isoCode, p.countryCode))
      .orderBy(...displayOrder(cities))
      .limit(1);
    if (row) {
      return {
        ...presentCity(row.city),
        country: presentCountry(row.country),
        distance: null,
        source: 'IP',
      };
    }
  }
  const city = await nearestCity(db, DEFAULT_POINT, 'DEFAULT');
  return { ...city, distance: null };
}

async function nearestCity(
  db: Db,
  { lng, lat }: { lng: number; lat: number },
  source: TGuessCity['source'],
): Promise<TGuessCity> {
  const distance = sql<number>`(2 * 6371000 * asin(sqrt(
    power(sin(radians(${cities.latitude} - ${lat}) / 2), 2) +
    cos(radians(${lat})) * cos(radians(${cities.latitude})) *
    power(sin(radians(${cities.longitude} - ${lng}) / 2), 2))))`;
  const [row] = await db
    .select({ city: cities, country: countries, distance: distance.mapWith(Number) })
    .from(cities)
    .innerJoin(countries, eq(countries.id, cities.countryId))
    .orderBy(asc(distance))
    .limit(1);
  if (!row) throw notFound('找不到城市資料');
  return {
    ...presentCity(row.city),
    country: presentCountry(row.country),
    distance: Math.round(row.distance),
    source,
  };
}
