import { doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { primaryId, refTo, sortPosition } from './columns';

export const countries = pgTable('countries', {
  id: primaryId(),
  name: text().notNull(),
  isoCode: text().notNull().unique(),
  dialCode: text().notNull(),
  currency: text().notNull(),
  timeZone: text().notNull(),
  position: sortPosition(),
});

export const states = pgTable(
  'states',
  {
    id: primaryId(),
    countryId: refTo(() => countries.id),
    name: text().notNull(),
    position: sortPosition(),
  },
  (t) => [unique().on(t.countryId, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: primaryId(),
    countryId: refTo(() => countries.id),
    stateId: integer().references(() => states.id),
    name: text().notNull(),
    longitude: doublePrecision().notNull(),
    latitude: doublePrecision().notNull(),
    position: sortPosition(),
  },
  (t) => [unique().on(t.countryId, t.name), index().on(t.stateId)],
);

export const dialCodes = pgTable('dial_codes', {
  id: primaryId(),
  name: text().notNull(),
  dialCode: text().notNull(),
  isoCode: text().notNull().unique(),
  position: sortPosition(),
});
