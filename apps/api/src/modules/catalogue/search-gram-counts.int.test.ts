import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { refreshShopSearchText } from './search-text';
import { buildService, buildServiceGroup, buildShop } from '../../../test/factories';
import { testAppOfFile } from '../../../test/helper';
import { getOk, keywordParam } from '../../../test/public-reads';

// Decision 020, fourth follow-up of 2026-12-07: the keyword index's window counts, kept by
// triggers and added at commit, always equal counting the index itself.
const t = testAppOfFile();

/** Windows whose kept count differs from counting shop_search_grams (none, when right). */
async function miscounted(db: Db) {
  return rowsOf<{ gram: string; rows: number; kept: number }>(
    await db.execute(sql`
      select coalesce(g.gram, c.gram) as gram, coalesce(g.n, 0)::int as rows,
        coalesce(c.shops, 0)::int as kept
      from (select gram, count(*)::int as n from shop_search_grams group by gram) g
      full join shop_search_gram_counts c on c.gram = g.gram
      where coalesce(g.n, 0) <> coalesce(c.shops, 0)`),
  );
}

/** Renames a shop the way a seller's edit does: the name, then its search text. */
async function rename(db: Db, id: number, displayName: string) {
  await db.update(shops).set({ displayName }).where(eq(shops.id, id));
  await refreshShopSearchText(db, id);
}

const totalOf = async (keyword: string) =>
  (await getOk(t.app, `/v1/shops?${keywordParam(keyword)}`)).meta.total as number;

describe('window counts', () => {
  it('follow every change to public shops: added, renamed, reviewed, featured, deleted', async () => {
    const db = t.database.db;
    const a = await buildShop(db, { displayName: '計數美髮 一號' });
    const b = await buildShop(db, { displayName: '計數美甲', reviewStatus: 'PENDING' });
    await buildService(db, await buildServiceGroup(db, a.id), { name: '計數剪髮' });
    expect(await miscounted(db)).toEqual([]);

    await rename(db, a.id, '改名沙龍');
    await db.update(shops).set({ reviewStatus: 'APPROVED' }).where(eq(shops.id, b.id));
    await db.update(shops).set({ featuredRank: 1 }).where(eq(shops.id, b.id));
    expect(await miscounted(db)).toEqual([]);

    await db.update(shops).set({ reviewStatus: 'REJECTED' }).where(eq(shops.id, a.id));
    await db.delete(shops).where(eq(shops.id, b.id));
    expect(await miscounted(db)).toEqual([]);
  });

  it('count a transaction’s changes once at commit, and a rolled back one’s not at all', async () => {
    const db = t.database.db;
    const [a, b] = [await buildShop(db), await buildShop(db)];
    await db.transaction(async (tx) => {
      await rename(tx, a.id, '同交易 甲髮廊');
      await rename(tx, b.id, '同交易 乙髮廊');
      await rename(tx, a.id, '同交易 丙髮廊');
    });
    expect(await miscounted(db)).toEqual([]);

    const before = await totalOf('回滾');
    await expect(
      db.transaction(async (tx) => {
        await rename(tx, a.id, '回滾測試店');
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await miscounted(db)).toEqual([]);
    expect(await totalOf('回滾')).toBe(before);
  });

  it('give a search its new total as soon as a shop is approved', async () => {
    const db = t.database.db;
    const before = await totalOf('霧眉');
    const shop = await buildShop(db, { displayName: '新開霧眉', reviewStatus: 'PENDING' });
    expect(await totalOf('霧眉')).toBe(before);
    await db.update(shops).set({ reviewStatus: 'APPROVED' }).where(eq(shops.id, shop.id));
    expect(await totalOf('霧眉')).toBe(before + 1);
  });
});

// Several connections: PostgreSQL only (PGlite runs one query at a time).
describe.runIf(process.env.TEST_DB === 'postgres')('window counts under concurrency', () => {
  it('let transactions editing the same windows in opposite orders both commit', async () => {
    const db = t.database.db;
    const [a, b, c, d] = [
      await buildShop(db),
      await buildShop(db),
      await buildShop(db),
      await buildShop(db),
    ];
    // Each transaction first writes one word, then (once the other has written its first) the
    // other word: counted at once, each would wait for the row the other holds.
    let arrived = 0;
    let release = () => {};
    const bothFirst = new Promise<void>((resolve) => (release = resolve));
    const edit = (first: [number, string], second: [number, string]) =>
      db.transaction(async (tx) => {
        await rename(tx, ...first);
        if (++arrived === 2) release();
        await bothFirst;
        await rename(tx, ...second);
      });
    await Promise.all([
      edit([a.id, '甲乙丙丁 一'], [c.id, '戊己庚辛 三']),
      edit([b.id, '戊己庚辛 二'], [d.id, '甲乙丙丁 四']),
    ]);
    expect(await miscounted(db)).toEqual([]);
    expect(await totalOf('甲乙丙丁')).toBe(2);
    expect(await totalOf('戊己庚辛')).toBe(2);
  });
});
