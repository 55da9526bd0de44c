import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  type AnyPgColumn,
  type PgColumnBuilderBase,
} from 'drizzle-orm/pg-core';

// Column builders the tables share. Each is a function: a builder belongs to the one table it is
// spread into. Names come from the keys (casing: snake_case), so the SQL is what the inline
// columns made.

/**
 * Every two-character window of these text columns, lower-cased and joined by spaces
 * (`search_bigrams`, migration 0002): a GIN index on it finds the rows where a column contains
 * a typed text of two characters or more, which trigrams cannot do for two-character Chinese
 * names (decision 020). `col ILIKE '%text%'` (lower-cased both sides on UTF-8) implies that the
 * windows of lower(text) are among the row's, so adding the containment to an ILIKE changes no
 * answer. The index and the conditions that use it are both built here, so their expressions
 * match.
 */
export const searchBigramsOf = (...columns: AnyPgColumn[]) =>
  sql`search_bigrams(lower(${sql.join(
    columns.map((c) => sql`coalesce(${c}, '')`),
    sql` || ' ' || `,
  )}))`;

/** The surrogate key most tables have: an identity integer. */
export const primaryId = () => integer().primaryKey().generatedAlwaysAsIdentity();

/** A point in time, kept with its time zone. */
export const instant = () => timestamp({ withTimezone: true });

/** When the row was inserted. */
export const createdAt = () => instant().notNull().defaultNow();

/** createdAt and updatedAt, for rows that are edited after they are made. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: createdAt() });

/** A row's place among its siblings, lowest first. */
export const sortPosition = () => integer().notNull().default(0);

/** A required sum of money: the amount in minor units (under `key`), then its currency code. */
export const money = <TKey extends string>(key: TKey) => {
  const amount = integer().notNull();
  const currency = text().notNull();
  return { [key]: amount, currency } as Record<TKey, typeof amount> & { currency: typeof currency };
};

/**
 * The `<table>_validity` check on how many days a row's grant stays valid (a consent response, a
 * top-up's balance, a sold voucher): null (no expiry) or 1 to 3650 days.
 */
export const validityDaysCheck = (table: string, t: { validityDays: AnyPgColumn }) =>
  check(
    `${table}_validity`,
    sql`${t.validityDays} is null or ${t.validityDays} between 1 and 3650`,
  );

/** A required period [startsAt, endsAt). */
export const period = () => ({ startsAt: instant().notNull(), endsAt: instant().notNull() });

/** A required reference to another table's id; `onDelete` as the relation needs it. */
export const refTo = (target: () => AnyPgColumn, onDelete?: 'cascade' | 'set null') =>
  integer()
    .notNull()
    .references(target, onDelete && { onDelete });

/**
 * The primary key of a row that adds to another table's row one to one (a shop's billing, a
 * seller's card): that row's id, deleted with it.
 */
export const extensionOf = (target: () => AnyPgColumn) =>
  integer().primaryKey().references(target, { onDelete: 'cascade' });

/** A weekly interval of local time: minutes from local midnight (0–1440) on a weekday. */
export const weeklyInterval = () => ({
  /** 0 = Sunday … 6 = Saturday. */
  weekday: smallint().notNull(),
  startMinute: smallint().notNull(),
  endMinute: smallint().notNull(),
});

/** The checks that keep a weekly interval on a real weekday and inside one day. */
export const weeklyIntervalChecks = (
  table: string,
  t: { weekday: AnyPgColumn; startMinute: AnyPgColumn; endMinute: AnyPgColumn },
) => [
  check(`${table}_weekday`, sql`${t.weekday} between 0 and 6`),
  check(
    `${table}_range`,
    sql`${t.startMinute} >= 0 and ${t.endMinute} <= 1440 and ${t.startMinute} < ${t.endMinute}`,
  ),
];

export interface WeeklyIntervalTableInput<
  TName extends string,
  TOwnerKey extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
> {
  name: TName;
  ownerKey: TOwnerKey;
  owner: () => AnyPgColumn;
  columns: TColumns;
}

/**
 * A table of an owner row's weekly intervals (a shop's opening hours, an operator's shifts): id,
 * the owner's reference (`ownerKey`, deleted with it), `columns`, then the interval; indexed by
 * owner and weekday, with the interval checks.
 */
export function weeklyIntervalTable<
  TName extends string,
  TOwnerKey extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
>({ name, ownerKey, owner, columns }: WeeklyIntervalTableInput<TName, TOwnerKey, TColumns>) {
  const ownerColumn = { [ownerKey]: refTo(owner, 'cascade') } as Record<
    TOwnerKey,
    ReturnType<typeof refTo>
  >;
  return pgTable(
    name,
    { id: primaryId(), ...ownerColumn, ...columns, ...weeklyInterval() },
    (t) => [index().on(t[ownerKey] as AnyPgColumn, t.weekday), ...weeklyIntervalChecks(name, t)],
  );
}

type LinkEnd<TKey extends string> = readonly [key: TKey, target: () => AnyPgColumn];

export interface LinkTableInput<
  TName extends string,
  TLeftKey extends string,
  TRightKey extends string,
  TColumns extends Record<string, PgColumnBuilderBase>,
> {
  name: TName;
  left: LinkEnd<TLeftKey>;
  right: LinkEnd<TRightKey>;
  /** Index the right column too, for the lookups that start from that side. */
  indexRight?: boolean;
  columns?: TColumns;
}

/**
 * A many-to-many link of two rows (a voucher and a service it covers, a customer and a tag):
 * a reference to each (`left`, `right`: key and target), deleted with either row, the pair the
 * primary key; then `columns`.
 */
export function linkTable<
  TName extends string,
  TLeftKey extends string,
  TRightKey extends string,
  TColumns extends Record<string, PgColumnBuilderBase> = Record<never, never>,
>({
  name,
  left: [leftKey, leftTarget],
  right: [rightKey, rightTarget],
  indexRight = false,
  columns,
}: LinkTableInput<TName, TLeftKey, TRightKey, TColumns>) {
  const ends = {
    [leftKey]: refTo(leftTarget, 'cascade'),
    [rightKey]: refTo(rightTarget, 'cascade'),
  } as Record<TLeftKey | TRightKey, ReturnType<typeof refTo>>;
  return pgTable(name, { ...ends, ...(columns as TColumns) }, (t) => {
    const [l, r] = [t[leftKey], t[rightKey]] as [AnyPgColumn, AnyPgColumn];
    return [primaryKey({ columns: [l, r] }), ...(indexRight ? [index().on(r)] : [])];
  });
}
