import type { Db } from '../db/client';
import { guessCity } from '../modules/catalogue';
import type { GeoLocator } from '../platform/geo/geo-locator';

/** Where a first visit is placed: a point and its country, as the web's location store keeps it. */
export interface VisitPlace {
  longitude: number;
  latitude: number;
  countryCode: string;
}

/** How long a country's main city is remembered (cities change with a deploy, not by the minute). */
const KEEP_MS = 10 * 60_000;

/**
 * Places a page's visitor by their address (spec §3, location store) for the first server render:
 * their country's main city, as `GET /v1/guess-city` answers without a point, so a visitor from
 * Hong Kong is first shown Hong Kong's shops. Null for an address that says nothing (loopback,
 * private, a country without cities here): the page renders as before, from Taipei. A few
 * countries at most, each looked up once per {@link KEEP_MS}.
 */
export function visitPlacer(db: Db, geo: GeoLocator) {
  const byCountry = new Map<string, { at: number; place: Promise<VisitPlace | null> }>();
  const lookUp = async (countryCode: string): Promise<VisitPlace | null> => {
    const city = await guessCity(db, { countryCode });
    if (city.source !== 'IP') return null;
    return {
      longitude: city.longitude,
      latitude: city.latitude,
      countryCode: city.country.isoCode,
    };
  };
  return {
    /** The country the page is placed in (part of its cache key), or null. */
    countryOf: (ip: string): string | null => geo.countryOf(ip),
    /** The place of a country from {@link countryOf}. */
    async placeOf(countryCode: string): Promise<VisitPlace | null> {
      const kept = byCountry.get(countryCode);
      if (kept && Date.now() - kept.at < KEEP_MS) return kept.place;
      const place = lookUp(countryCode);
      byCountry.set(countryCode, { at: Date.now(), place });
      // A failed lookup is not remembered: the page renders from Taipei and the next one asks again.
      return place.catch(() => {
        byCountry.delete(countryCode);
        return null;
      });
    },
  };
}
