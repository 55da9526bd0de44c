import { catalogueCalls, SEARCH_TOTAL_CAP } from '@haoyue/contracts';
import { and, eq, like, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { shops } from '../../db/schema';
import { likeContaining } from '../../lib/like-pattern';
import { keywordRelevance } from './keyword-search';
import { searchFold } from './search-fold';
import { SEARCH_TEXT_UPDATE } from './search-text';
import {
  buildService,
  buildServiceGroup,
  buildShop,
  cityNamed,
  industryWithSlug,
} from '../../../test/factories';
import { testAppOfFile } from '../../../test/helper';
import { getOk, type Json, keywordParam, shopNames } from '../../../test/public-reads';

// Issue 37: search answered from indexes in search order (decision 020), in both scripts, with
// suggestions as people type and alternatives when nothing is found.
const t = testAppOfFile();
const get = (url: string) => getOk(t.app, url);
const search = (query: string) => get(`/v1/shops?${query}`);

/** Every page of a search, `perPage` at a time, until a page comes back short. */
async function allPages(query: string, perPage: number): Promise<string[]> {
  const seen: string[] = [];
  for (let page = 1; page < 50; page++) {
    const body = await search(`${query}&perPage=${perPage}&page=${page}`);
    seen.push(...shopNames(body));
    if (body.data.length < perPage) break;
  }
  return seen;
}

beforeAll(async () => {
  const db = t.database.db;
  // Nail salons with no Latin word of their own: the industry's words find them.
  await buildShop(db, {
    displayName: '指尖美學 信義店',
    industrySlug: 'nail',
    urlSlug: 'finger-art',
    cityName: '新北市',
  });
  await buildShop(db, {
    displayName: '睫毛研究室',
    industrySlug: 'lash',
    urlSlug: 'eyelab',
    cityName: '新北市',
  });
  // A Latin brand visible only in the shop's address on the web.
  await buildShop(db, { displayName: '光點髮藝', urlSlug: 'lumiere-daan', cityName: '新北市' });
  // 「台北市」 in four places of four shops, plus a featured one among those with it in the name.
  await buildShop(db, { displayName: '台北市立美髮', cityName: '高雄市' });
  await buildShop(db, { displayName: '臺北市民髮廊', cityName: '高雄市', featuredRank: 3 });
  const services = await buildShop(db, { displayName: '南方剪髮', cityName: '高雄市' });
  await buildService(db, await buildServiceGroup(db, services.id), { name: '台北市風格剪髮' });
  await buildShop(db, { displayName: '中正髮型', cityName: '臺北市' });
  await buildShop(db, {
    displayName: '遠方髮型',
    cityName: '高雄市',
    introduction: '創辦人來自台北市',
  });
});

describe('both scripts, one box', () => {
  it('finds shops by the Latin words of their industry, any case, full width too', async () => {
    for (const word of ['nail', 'NAIL', 'ｎａｉｌ', 'manicure'])
      expect(shopNames(await search(keywordParam(word)))).toContain('指尖美學 信義店');
    expect(shopNames(await search(keywordParam('lash')))).toEqual(['睫毛研究室']);
  });

  it('finds a shop by the Latin brand in its URL, accents or not', async () => {
    for (const word of ['Lumiere', 'lumière', 'LUMIÈRE'])
      expect(shopNames(await search(keywordParam(word)))).toEqual(['光點髮藝']);
  });

  it('folds traditional and simplified Chinese together', async () => {
    expect(shopNames(await search(keywordParam('光点发艺')))).toEqual(['光點髮藝']);
    expect(shopNames(await search(keywordParam('睫毛研究室')))).toEqual(['睫毛研究室']);
    expect(shopNames(await search(keywordParam('台湾')))).toEqual(
      shopNames(await search(keywordParam('臺灣'))),
    );
  });
});

describe('ranking from the keyword index', () => {
  it('ranks a longer term by the first line that has it, featured first, then newest', async () => {
    expect(shopNames(await search(keywordParam('臺北市')))).toEqual([
      '臺北市民髮廊', // name, featured
      '台北市立美髮', // name
      '南方剪髮', // services
      '中正髮型', // place
      '遠方髮型', // introduction
    ]);
  });

  it('ranks a term whose windows stand only in addresses (its walk starts at that line)', async () => {
    const kaohsiung = shopNames(await search(`${keywordParam('高雄市')}&perPage=100`));
    expect(kaohsiung).toEqual(expect.arrayContaining(['台北市立美髮', '南方剪髮', '遠方髮型']));
    // The order keywordRelevance gives, read from every public shop.
    const expected = await t.database.db
      .select({ name: shops.displayName })
      .from(shops)
      .where(
        and(
          eq(shops.reviewStatus, 'APPROVED'),
          like(shops.searchText, likeContaining(searchFold('高雄市'))),
        ),
      )
      .orderBy(
        sql`${keywordRelevance('高雄市')!} desc, ${shops.featuredRank} asc nulls last, ${shops.id} desc`,
      );
    expect(kaohsiung).toEqual(expected.map((r) => r.name));
    expect(await allPages(keywordParam('高雄市'), 2)).toEqual(kaohsiung);
  });

  it('pages a one-window and a longer term without gaps or repeats', async () => {
    for (const term of ['髮型', '台北市', '北市']) {
      const whole = shopNames(await search(`${keywordParam(term)}&perPage=100`));
      expect(whole.length).toBeGreaterThan(1);
      expect(await allPages(keywordParam(term), 1)).toEqual(whole);
      expect(await allPages(keywordParam(term), 2)).toEqual(whole);
    }
  });

  it('answers windows searched together (one statement a turn) as each alone', async () => {
    const queries = ['美髮', '台北', '美髮', '剪髮', '髮型', '不在'].flatMap((word) => [
      `${keywordParam(word)}&part=city,images&perPage=2`,
      `${keywordParam(word)}&part=industry,summary&perPage=2&page=2`,
    ]);
    const alone: Json[] = [];
    for (const query of queries) alone.push(await search(query));
    expect(alone.some((body) => body.data.length > 0)).toBe(true);
    expect(await Promise.all(queries.map((query) => search(query)))).toEqual(alone);
  });

  it('answers longer terms searched together (probes, walks, pages a turn) as each alone', async () => {
    const queries = ['台北市', '臺北市', '研究室', '髮型師', '光點髮', '不存在', '北市'].flatMap(
      (word) => [
        `${keywordParam(word)}&part=city,images&perPage=1`,
        `${keywordParam(word)}&part=summary&perPage=1&page=2`,
      ],
    );
    const alone: Json[] = [];
    for (const query of queries) alone.push(await search(query));
    expect(alone.filter((body) => body.data.length > 0).length).toBeGreaterThan(4);
    expect(await Promise.all(queries.map((query) => search(query)))).toEqual(alone);
  });

  it('keeps the filters with the keyword', async () => {
    const taipei = await cityNamed(t.database.db, '臺北市');
    expect(shopNames(await search(`${keywordParam('台北市')}&cityIds=${taipei.id}`))).toEqual([
      '中正髮型',
    ]);
    const lash = await industryWithSlug(t.database.db, 'lash');
    expect(shopNames(await search(`${keywordParam('研究')}&industryId=${lash.id}`))).toEqual([
      '睫毛研究室',
    ]);
  });

  it('follows the shop: hidden when it stops being public, reordered when featured', async () => {
    const db = t.database.db;
    const [shop] = await db.select().from(shops).where(eq(shops.displayName, '中正髮型'));
    await db.update(shops).set({ reviewStatus: 'PENDING' }).where(eq(shops.id, shop!.id));
    expect(shopNames(await search(keywordParam('髮型')))).toEqual(['遠方髮型']);
    await db
      .update(shops)
      .set({ reviewStatus: 'APPROVED', featuredRank: 1 })
      .where(eq(shops.id, shop!.id));
    expect(shopNames(await search(keywordParam('髮型')))).toEqual(['中正髮型', '遠方髮型']);
    await db.update(shops).set({ featuredRank: null }).where(eq(shops.id, shop!.id));
  });
});

describe('near a point, nearest first', () => {
  it('pages without gaps or repeats and gives each shop its distance', async () => {
    const near = 'lng=121.52&lat=25.04&distance=200000';
    const whole = await search(`${near}&perPage=100`);
    const distances = (whole.data as Json[]).map((s) => s.distance as number);
    expect(distances.length).toBeGreaterThan(2);
    expect([...distances].sort((a, b) => a - b)).toEqual(distances);
    expect(await allPages(near, 2)).toEqual(shopNames(whole));
  });

  it('answers searches near different points together (one statement a turn) as each alone', async () => {
    const points = ['lng=121.52&lat=25.04', 'lng=120.30&lat=22.63', 'lng=121.52&lat=25.04'];
    const queries = points.flatMap((point) => [
      `${point}&distance=200000&part=city,images&perPage=2`,
      `${point}&distance=200000&part=city,images&perPage=2&page=2`,
      `${point}&distance=1000&part=industry,summary&perPage=3`,
    ]);
    const alone: Json[] = [];
    for (const query of queries) alone.push(await search(query));
    expect(alone.some((body) => body.data.length > 0)).toBe(true);
    expect(await Promise.all(queries.map((query) => search(query)))).toEqual(alone);
  });
});

describe('counting broad words', () => {
  // A thousand shops written through the keyword index's trigger: slow on a busy machine.
  it(`stops at ${SEARCH_TOTAL_CAP} and says so`, async () => {
    const db = t.database.db;
    // Copies of one shop, enough to pass the cap (the trigger indexes each).
    await db.execute(sql`insert into shops (seller_id, display_name, url_slug, address,
        introduction, industry_id, country_id, city_id, longitude, latitude, currency, time_zone,
        review_status)
      select seller_id, '連鎖寬字沙龍 ' || n, 'chain-' || n, address, introduction, industry_id,
        country_id, city_id, longitude, latitude, currency, time_zone, review_status
      from shops, generate_series(1, ${SEARCH_TOTAL_CAP + 5}) n where display_name = '南方剪髮'`);
    // Their search text in one statement (a thousand refreshShopSearchText calls took half a
    // minute on a busy machine); the trigger indexes each row it writes all the same.
    await db.execute(sql`${sql.raw(SEARCH_TEXT_UPDATE)} and s.url_slug like 'chain-%'`);
    const body = await search(`${keywordParam('寬字')}&perPage=5&page=3`);
    expect(body.meta).toEqual({ page: 3, perPage: 5, total: SEARCH_TOTAL_CAP, totalExact: false });
    expect(body.data).toHaveLength(5);
    const longer = await search(`${keywordParam('連鎖寬字')}&perPage=5`);
    expect(longer.meta.totalExact).toBe(false);
    // Several terms whose windows a thousand shops have are walked a score total at a time; the
    // walks asked for in one turn share a statement, each answered as alone.
    const tiers = ['連鎖 寬字', '寬字 沙龍', '連鎖 沙龍 1'].flatMap((keyword) => [
      `${keywordParam(keyword)}&perPage=3`,
      `${keywordParam(keyword)}&perPage=3&page=2`,
    ]);
    const alone: Json[] = [];
    for (const query of tiers) alone.push(await search(query));
    expect(alone.map((b) => b.data.length)).toEqual([3, 3, 3, 3, 3, 3]);
    expect(await Promise.all(tiers.map((query) => search(query)))).toEqual(alone);
    const narrow = await search(keywordParam('南方剪髮'));
    expect(narrow.meta).toEqual({ page: 1, perPage: 20, total: 1, totalExact: true });
    // Near a point crowded with them: the nearest few hundred hold no other match, so the
    // search falls back to the box around the point, and pages stay whole.
    const [south] = await db.select().from(shops).where(eq(shops.displayName, '南方剪髮'));
    const here = `lng=${south!.longitude}&lat=${south!.latitude}&distance=1000`;
    expect(shopNames(await search(`${here}&${keywordParam('南方剪髮')}`))).toEqual(['南方剪髮']);
    const pages = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        search(`${here}&${keywordParam('寬字')}&perPage=100&page=${i + 1}`),
      ),
    );
    const seen = pages.flatMap((p) => shopNames(p));
    expect(seen).toHaveLength(SEARCH_TOTAL_CAP + 5);
    expect(new Set(seen).size).toBe(seen.length);
    expect(pages.map((p) => p.meta.totalExact)).toEqual([...Array(10).fill(false), true]);
    // Without a keyword too: the walk meets only shops tied at one distance and falls back.
    const everyone = await Promise.all(
      Array.from({ length: 12 }, (_, i) => search(`${here}&perPage=100&page=${i + 1}`)),
    );
    const all = everyone.flatMap((p) => p.data as Json[]);
    expect(new Set(all.map((s) => s.id)).size).toBe(all.length);
    expect(all.map((s) => s.displayName)).toEqual(expect.arrayContaining([...seen, '南方剪髮']));
    const metres = all.map((s) => s.distance as number);
    expect(metres).toEqual([...metres].sort((a, b) => a - b));
    // Two terms over a thousand candidates: walked a total at a time, then scored, in one order
    // with the relevance the general search sorts by.
    await buildShop(db, { displayName: '沙龍寬字', cityName: '高雄市', featuredRank: 2 });
    await buildShop(db, {
      displayName: '寬字工作室',
      cityName: '高雄市',
      introduction: '沙龍級服務',
    });
    const relevance = keywordRelevance('寬字 沙龍')!;
    const expected = await db
      .select({ name: shops.displayName })
      .from(shops)
      .where(
        and(
          like(shops.searchText, likeContaining(searchFold('寬字'))),
          like(shops.searchText, likeContaining(searchFold('沙龍'))),
        ),
      )
      .orderBy(sql`${relevance} desc, ${shops.featuredRank} asc nulls last, ${shops.id} desc`);
    expect(expected.length).toBe(SEARCH_TOTAL_CAP + 7);
    const both = await Promise.all(
      Array.from({ length: 11 }, (_, i) =>
        search(`${keywordParam('沙龍 寬字')}&perPage=100&page=${i + 1}`),
      ),
    );
    expect(both.flatMap(shopNames)).toEqual(expected.map((r) => r.name));
    expect(both[10]!.meta).toEqual({ page: 11, perPage: 100, total: 1007, totalExact: true });
    // With a filter the walk is planned for it, not prepared: the same shops.
    const kaohsiung = await cityNamed(db, '高雄市');
    const inCity = await search(
      `${keywordParam('沙龍 寬字')}&perPage=100&page=2&cityIds=${kaohsiung.id}`,
    );
    expect(shopNames(inCity)).toEqual(expected.slice(100, 200).map((r) => r.name));
    await db.execute(
      sql`delete from shops where url_slug like 'chain-%' or display_name in ('沙龍寬字', '寬字工作室')`,
    );
  }, 90_000);
});

describe('when nothing is found', () => {
  it('offers the keyword without its last character', async () => {
    const body = await search(keywordParam('光點髮藝師'));
    expect(body.data).toEqual([]);
    expect(body.alternatives.keyword).toEqual({ keyword: '光點髮藝', total: 1 });
    expect(catalogueCalls.searchShops.response.parse(body)).toEqual(body);
  });

  it('offers the other cities that have the keyword', async () => {
    const taichung = await cityNamed(t.database.db, '臺中市');
    const body = await search(`${keywordParam('髮型')}&cityIds=${taichung.id}`);
    expect(body.data).toEqual([]);
    expect((body.alternatives.cities as Json[]).map((c) => [c.city.name, c.total]).sort()).toEqual([
      ['臺北市', 1],
      ['高雄市', 1],
    ]);
  });

  it('offers nearby shops of the industry the keyword names', async () => {
    const body = await search(
      `${keywordParam('nail')}&lng=120.30&lat=22.62&distance=1000&part=city`,
    );
    expect(body.data).toEqual([]);
    expect(shopNames({ data: body.alternatives.nearbyShops })).toEqual(['指尖美學 信義店']);
    expect(body.alternatives.nearbyShops[0].city.name).toBe('新北市');
  });

  it('offers nothing on later pages', async () => {
    expect((await search(`${keywordParam('光點髮藝師')}&page=2`)).alternatives).toBeUndefined();
  });
});

describe('GET /v1/search-suggestions', () => {
  const suggest = (query: string) => get(`/v1/search-suggestions?${query}`);
  const labels = (body: Json, kind: string) =>
    (body.data as Json[]).filter((s) => s.kind === kind).map((s) => s.label as string);

  it('suggests industries, by their Latin words too, with their shops', async () => {
    const body = await suggest(keywordParam('美'));
    expect(labels(body, 'industry')).toEqual(expect.arrayContaining(['美髮', '美甲', '美睫']));
    const nail = (await suggest(keywordParam('na'))).data.find((s: Json) => s.kind === 'industry');
    expect(nail).toMatchObject({ label: '美甲', shopCount: 1 });
    expect(catalogueCalls.listSearchSuggestions.response.parse(body)).toEqual(body);
  });

  it('suggests shops whose name starts with the text, in either script', async () => {
    for (const typed of ['光點', '光点'])
      expect((await suggest(keywordParam(typed))).data).toContainEqual({
        kind: 'shop',
        label: '光點髮藝',
        shopUrlSlug: 'lumiere-daan',
      });
  });

  it('suggests services and cities with how many shops have them', async () => {
    expect((await suggest(keywordParam('台北市風'))).data).toContainEqual({
      kind: 'service',
      label: '台北市風格剪髮',
      shopCount: 1,
    });
    const city = (await suggest(keywordParam('高雄'))).data.find((s: Json) => s.kind === 'city');
    expect(city).toMatchObject({ label: '高雄市', shopCount: 4 });
  });

  it('shows a new service at once', async () => {
    const db = t.database.db;
    const [shop] = await db.select().from(shops).where(eq(shops.displayName, '睫毛研究室'));
    await buildService(db, await buildServiceGroup(db, shop!.id), { name: '角蛋白睫毛翹' });
    expect(labels(await suggest(keywordParam('角蛋白')), 'service')).toEqual(['角蛋白睫毛翹']);
  });

  it('answers prefixes typed together (one statement a turn) as each alone', async () => {
    const queries = ['光', '光點', '台', '臺北', '睫毛', '光', '不在', 'lu'].flatMap((typed) => [
      keywordParam(typed),
      `${keywordParam(typed)}&perKind=1`,
    ]);
    const alone: Json[] = [];
    for (const query of queries) alone.push(await suggest(query));
    expect(alone.filter((body) => labels(body, 'shop').length > 0).length).toBeGreaterThan(4);
    expect(alone.some((body) => labels(body, 'shop').length > 1)).toBe(true);
    expect(await Promise.all(queries.map((query) => suggest(query)))).toEqual(alone);
  });

  it('keeps to perKind and asks for a keyword', async () => {
    expect(labels(await suggest(`${keywordParam('美')}&perKind=1`), 'industry')).toHaveLength(1);
    const res = await t.app.inject({ method: 'GET', url: '/v1/search-suggestions?keyword=' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('E_VALIDATION');
  });
});

describe('a term of one repeated character', () => {
  // Its only window (哈哈) is not the term: a shop with the window alone does not have it.
  it('finds the shops with the whole term, not those with its window', async () => {
    const db = t.database.db;
    await buildShop(db, { displayName: '哈哈美甲', cityName: '高雄市' });
    await buildShop(db, { displayName: '哈哈哈沙龍', cityName: '高雄市' });
    expect(shopNames(await search(keywordParam('哈哈哈')))).toEqual(['哈哈哈沙龍']);
    expect(shopNames(await search(keywordParam('哈哈')))).toEqual(['哈哈哈沙龍', '哈哈美甲']);
    expect((await search(keywordParam('哈哈'))).meta).toMatchObject({ total: 2, totalExact: true });
  });
});
