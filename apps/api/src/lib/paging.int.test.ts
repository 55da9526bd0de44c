import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/helper';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { cappedCount, readPage } from './paging';

let database: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
  ({ database, drop } = await createTestDatabase());
  await database.db
    .insert(users)
    .values(Array.from({ length: 5 }, (_, i) => ({ displayName: `分頁上限 ${i}` })));
});
afterAll(() => drop?.());

const page = (cap: number) => {
  const { db } = database;
  const matching = like(users.displayName, '分頁上限%');
  return readPage(db.select({ id: users.id }).from(users).where(matching).orderBy(users.id), {
    count: cappedCount(db, db.select({ id: users.id }).from(users).where(matching), cap),
    cap,
    paging: { page: 1, perPage: 2 },
  });
};

describe('a paged list whose total stops counting', () => {
  it('says how many match while they are no more than the cap', async () => {
    for (const cap of [5, 100]) {
      const { rows, meta } = await page(cap);
      expect(rows).toHaveLength(2);
      expect(meta).toEqual({ page: 1, perPage: 2, total: 5, totalExact: true });
    }
  });

  it('says "more than the cap" beyond it, and still answers the page', async () => {
    const { rows, meta } = await page(3);
    expect(rows).toHaveLength(2);
    expect(meta).toEqual({ page: 1, perPage: 2, total: 3, totalExact: false });
  });
});
