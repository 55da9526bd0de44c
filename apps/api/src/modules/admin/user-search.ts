import { or, type SQL, sql, eq } from 'drizzle-orm';
import type { AnyPgColumn, AnyPgTable } from 'drizzle-orm/pg-core';
import { searchBigramsOf, users } from '../../db/schema';

const MAX_ID = 2_147_483_647;

/**
 * What a typed search finds in an E.164 phone column (+886912345678): `0912-345-678` is looked
 * for as `+886912345678…`, and any run of 3+ digits (`912345678`, `+886 912…`, `678`) inside
 * the number. Null when the text is no phone number.
 */
export function phoneCondition(column: AnyPgColumn, typed: string): SQL | null {
  if (!/^[+\d][\d\s()-]*$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  if (digits.length < 3) return null;
  const found: SQL[] = [sql`${column} like ${`%${digits}%`}`];
  if (digits.startsWith('0') && !typed.startsWith('+')) {
    found.push(sql`${column} like ${`+886${digits.replace(/^0+/, '')}%`}`);
  }
  return or(...found)!;
}

/** An id typed as digits (`42`, `#42`): the row with that id. */
export function idCondition(column: AnyPgColumn, typed: string): SQL | null {
  const match = /^#?(\d{1,10})$/.exec(typed);
  const id = match ? Number(match[1]) : 0;
  return id >= 1 && id <= MAX_ID ? eq(column, id) : null;
}

/** The users' search index (users_admin_search_idx): name, nickname and phone, as bigrams. */
export const userSearchBigrams = () =>
  searchBigramsOf(users.displayName, users.nickname, users.phoneNumber);

/**
 * Rows whose `bigrams` (a GIN-indexed `searchBigramsOf(...)`, migration 0028) hold every
 * two-character window of `text` (lower-cased): every row with a column containing `text`,
 * case-insensitive, and a few more. Null for a text of one character, which has no window.
 */
export function bigramsContaining(bigrams: SQL, text: string): SQL | null {
  return Array.from(text).length >= 2 ? sql`${bigrams} @> search_bigrams(lower(${text}))` : null;
}

/**
 * Text every phone number phoneCondition matches contains: its digits without leading zeros
 * (`0912-345-678` → `912345678`, also inside `+886912345678`). Null when phoneCondition would
 * be (the text is no phone number).
 */
export function phoneDigitsText(typed: string): string | null {
  if (!/^[+\d][\d\s()-]*$/.test(typed)) return null;
  const digits = typed.replace(/\D/g, '');
  return digits.length < 3 ? null : digits.replace(/^0+/, '');
}

/**
 * `id = any(array(select id from table where c1 or c2 …))`: the ids an index finds for each
 * part of a search (each `c` holding for every row that part matches). Beside the search's own
 * condition it changes no answer, but PostgreSQL then reads only those rows, by primary key,
 * and evaluates the search on them instead of on every row; the index conditions are answered
 * by the index alone, never computed per row. Null when a part has no index condition (the
 * search then reads every row, as without this).
 *
 * In the subquery `table`'s columns name its own rows, as SQL scoping has it, even when the
 * outer query selects from the same table.
 */
export function candidateIds(
  table: AnyPgTable,
  id: AnyPgColumn,
  conditions: (SQL | null)[],
): SQL | null {
  if (conditions.length === 0 || conditions.some((c) => c === null)) return null;
  return sql`${id} = any(array(select ${id} from ${table} where ${or(...(conditions as SQL[]))}))`;
}
