import { or, type SQL, sql, eq } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

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
