import type { TCity, TCountry, TIndustry } from '@haoyue/contracts';
import type { Db } from '../../db/client';
import { cities, countries, industries } from '../../db/schema';
import { presentCity, presentCountry, presentIndustry } from './presenters';

/** Reference rows every shop answer embeds: a few hundred rows that change a few times a year. */
export type Reference = {
  cities: Map<number, TCity>;
  countries: Map<number, TCountry>;
  industries: Map<number, TIndustry>;
};

type Slot = { loadedAt: number; value: Promise<Reference> };

/** How long a loaded copy is trusted before it is read again (an admin's edit shows within this). */
const TTL_MS = 60_000;

// One copy per database handle, so each test database (and each app) has its own.
const slots = new WeakMap<Db, Slot>();

async function load(db: Db): Promise<Reference> {
  const [cityRows, countryRows, industryRows] = await Promise.all([
    db.select().from(cities),
    db.select().from(countries),
    db.select().from(industries),
  ]);
  return {
    cities: new Map(cityRows.map((r) => [r.id, presentCity(r)])),
    countries: new Map(countryRows.map((r) => [r.id, presentCountry(r)])),
    industries: new Map(industryRows.map((r) => [r.id, presentIndustry(r)])),
  };
}

function reload(db: Db): Promise<Reference> {
  const value = load(db);
  slots.set(db, { loadedAt: Date.now(), value });
  // A failed load must not stick: the next caller tries again.
  value.catch(() => slots.delete(db));
  return value;
}

/**
 * Cities, countries and industries from an in-process copy, so embedding them in shop answers
 * costs no query. `needs` lists ids the caller is about to look up; if the copy lacks one it is
 * reloaded, so a newly added city appears at once (foreign keys guarantee the ids exist).
 */
export async function getReference(
  db: Db,
  needs: { cityIds?: number[]; countryIds?: number[]; industryIds?: number[] } = {},
): Promise<Reference> {
  const slot = slots.get(db);
  if (!slot || Date.now() - slot.loadedAt > TTL_MS) return reload(db);
  const reference = await slot.value;
  const lacks =
    needs.cityIds?.some((id) => !reference.cities.has(id)) ||
    needs.countryIds?.some((id) => !reference.countries.has(id)) ||
    needs.industryIds?.some((id) => !reference.industries.has(id));
  if (lacks) return reload(db);
  return reference;
}

/** Drops the copy, for writers of reference data (admin industry settings) on this instance. */
export function invalidateReference(db: Db): void {
  slots.delete(db);
}
