import { doublePrecision, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';

export const countries = pgTable('countries', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  isoCode: text().notNull().unique(),
  dialCode: text().notNull(),
  currency: text().notNull(),
  timeZone: text().notNull(),
  position: integer().notNull().default(0),
});

export const states = pgTable(
  'states',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    name: text().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [unique().on(t.countryId, t.name)],
);

export const cities = pgTable(
  'cities',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    countryId: integer()
      .notNull()
      .references(() => countries.id),
    stateId: integer().references(() => states.id),
    name: text().notNull(),
    longitude: doublePrecision().notNull(),
    latitude: doublePrecision().notNull(),
    position: integer().notNull().default(0),
  },
  (t) => [unique().on(t.countryId, t.name), index().on(t.stateId)],
);

export const dialCodes = pgTable('dial_codes', {
  id: integer().primaryKey().generatedAlwaysAsIdentity(),
  name: text().notNull(),
  dialCode: text().notNull(),
  isoCode: text().notNull().unique(),
  position: integer().notNull().default(0),
});
