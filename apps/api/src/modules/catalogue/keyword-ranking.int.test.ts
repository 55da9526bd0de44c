import { beforeAll, describe, expect, it } from 'vitest';
import { buildService, buildServiceGroup, buildShop, cityNamed } from '../../../test/factories';
import { testAppOfFile } from '../../../test/helper';
import { getOk, keywordParam, shopNames } from '../../../test/public-reads';

const t = testAppOfFile();
const search = async (query: string) => shopNames(await getOk(t.app, `/v1/shops?${query}`));

beforeAll(async () => {
  const db = t.database.db;
  // Four shops answer 「台北」, each in another part of its text; the featured one least well
  // (its introduction's line break must not move it up to the area's rank).
  await buildShop(db, {
    displayName: '高雄髮藝',
    cityName: '高雄市',
    introduction: '老闆在高雄開店\n\n來自台北',
    featuredRank: 1,
  });
  await buildShop(db, { displayName: 'Lumière Hair', cityName: '臺北市' });
  const nails = await buildShop(db, { displayName: 'Nail Studio', cityName: '新北市' });
  await buildService(db, await buildServiceGroup(db, nails.id), { name: '台北風格凝膠' });
  await buildShop(db, { displayName: '臺北之星美學', cityName: '高雄市' });
});

describe('keyword search ranking', () => {
  it('puts the name first, then services, then the area, then other text', async () => {
    const ranked = ['臺北之星美學', 'Nail Studio', 'Lumière Hair', '高雄髮藝'];
    expect(await search(keywordParam('台北'))).toEqual(ranked);
    expect(await search(keywordParam('臺北'))).toEqual(ranked);
  });

  it('keeps to the chosen area when one is chosen', async () => {
    const taipei = await cityNamed(t.database.db, '臺北市');
    expect(await search(`${keywordParam('台北')}&cityIds=${taipei.id}`)).toEqual(['Lumière Hair']);
  });

  it('without a keyword, featured shops come first as before', async () => {
    expect((await search(''))[0]).toBe('高雄髮藝');
  });
});
