import { ilike, or, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/** Escapes LIKE's wildcards so that text such as "100%" matches literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A LIKE pattern matching text that contains `term`. */
export const likeContaining = (term: string) => `%${escapeLike(term)}%`;

/** A LIKE pattern matching text that starts with `prefix` (an index on the text can serve it). */
export const likeStarting = (prefix: string) => `${escapeLike(prefix)}%`;

/** Any of `columns` containing `typed`, case-insensitive: a list's text search. */
export function containsAny(columns: AnyPgColumn[], typed: string): SQL {
  const like = likeContaining(typed);
  return or(...columns.map((column) => ilike(column, like)))!;
}
