import fs from 'node:fs';
import { IMAGE_WIDTHS } from '@haoyue/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETIRE_AFTER_MS, retireUploads } from '../src/modules/uploads';
import { S3FileStorage } from '../src/platform/storage/s3-file-storage';
import { bookableShop } from './booking-factories';
import { startS3Server, type TestS3Server } from './s3-server';
import { multipartFile, pngImage, sellerTestKit } from './seller-factories';

/**
 * Uploads in an S3-compatible bucket (issue 42): the app with S3_BUCKET set, talking to a real
 * s3rver. Pictures keep their `/uploads/<key>` URLs; the app streams them from the bucket, with
 * their copies at every `?w=` width stored beside them.
 */
let s3: TestS3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3?.close());

const PREFIX = 'up/';
const kit = sellerTestKit(() => ({ env: { ...s3.env, S3_KEY_PREFIX: PREFIX } }));

const get = (url: string, headers: Record<string, string> = {}) =>
  kit.t.app.inject({ method: 'GET', url, headers });
const objectOf = (url: string) => `${PREFIX}${url.replace('/uploads/', '')}`;
const copiesOf = (url: string) => IMAGE_WIDTHS.map((w) => `${objectOf(url)}.w${w}.webp`);

async function uploadCover(shopId: number, colour: string): Promise<string> {
  const { payload, headers } = multipartFile(await pngImage(1600, 900, colour));
  const res = await kit.t.app.inject({
    method: 'POST',
    url: `${kit.base()}/shops/${shopId}/images?type=COVER`,
    payload,
    headers: { ...headers, authorization: `Bearer ${kit.owner()}` },
  });
  expect(res.statusCode).toBe(200);
  return (res.json().data as { url: string }).url;
}

async function newShop() {
  const { shop } = await bookableShop(kit.t.database.db, {
    shop: { sellerId: kit.callers.sellerId },
  });
  return shop;
}

describe('uploads in an S3-compatible bucket', () => {
  it('stores an uploaded cover and its copy at every width in the bucket, none on the disk', async () => {
    const url = await uploadCover((await newShop()).id, '#c96');
    expect(url).toMatch(/^\/uploads\/.+\.webp$/);
    const keys = await s3.keys();
    expect(keys).toContain(objectOf(url));
    for (const copy of copiesOf(url)) expect(keys).toContain(copy);
    for (const width of [128, 640, 1600] as const) {
      const meta = await sharp((await s3.bytes(`${objectOf(url)}.w${width}.webp`))!).metadata();
      expect(meta).toMatchObject({ format: 'webp', width });
    }
    expect(fs.readdirSync(kit.t.config.uploadsDir)).toEqual([]);
  });

  it('serves an upload from the bucket with the local folder’s headers, and 304 for its ETag', async () => {
    const url = await uploadCover((await newShop()).id, '#69c');
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals((await s3.bytes(objectOf(url)))!)).toBe(true);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(res.headers['content-disposition']).toMatch(/^inline; filename="cover-[\w-]+\.webp"$/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    const etag = res.headers.etag as string;
    expect(etag).toMatch(/^".+"$/);
    const again = await get(url, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload).toHaveLength(0);
    const head = await kit.t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(Number(head.headers['content-length'])).toBe(res.rawPayload.length);
    expect(head.rawPayload).toHaveLength(0);
  });

  it('answers ?w= from the copy stored beside it, and makes a missing copy once again', async () => {
    const url = await uploadCover((await newShop()).id, '#9c6');
    const before = await s3.keys();
    const small = await get(`${url}?w=384`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(small.headers['content-disposition']).toMatch(/^inline;/);
    const meta = await sharp(small.rawPayload).metadata();
    expect(meta.format).toBe('webp');
    expect(meta.width).toBeLessThanOrEqual(384);
    expect(small.rawPayload.equals((await s3.bytes(`${objectOf(url)}.w384.webp`))!)).toBe(true);
    expect(await s3.keys()).toEqual(before); // read, nothing made

    // A copy lost (or a picture uploaded before copies were stored): made, stored, answered.
    await s3.remove(`${objectOf(url)}.w384.webp`);
    await s3.remove(`${objectOf(url)}.w256.webp`);
    const remade = await get(`${url}?w=384`);
    expect(remade.statusCode).toBe(200);
    expect((await sharp(remade.rawPayload).metadata()).width).toBe(384);
    expect(remade.rawPayload.equals((await s3.bytes(`${objectOf(url)}.w384.webp`))!)).toBe(true);
    // Many at once: the same copy for all, made and stored once.
    const asked = s3.requests().length;
    const answers = await Promise.all(Array.from({ length: 6 }, () => get(`${url}?w=256`)));
    expect(
      s3
        .requests()
        .slice(asked)
        .filter((r) => r.startsWith('PUT ')),
    ).toEqual([`PUT /${s3.bucket}/${objectOf(url)}.w256.webp`]);
    expect(answers.map((a) => a.statusCode)).toEqual(Array(6).fill(200));
    const stored = (await s3.bytes(`${objectOf(url)}.w256.webp`))!;
    for (const answer of answers) expect(answer.rawPayload.equals(stored)).toBe(true);
    expect(await s3.keys()).toEqual(before);
  });

  it('refuses a width outside the list, and answers 404 for a missing key or a path out of the folder', async () => {
    const url = await uploadCover((await newShop()).id, '#c69');
    for (const w of ['500', 'abc', '']) {
      expect((await get(`${url}?w=${w}`)).statusCode, w).toBe(400);
    }
    const missing = '/uploads/shops/999999/cover-missing.webp';
    expect((await get(missing)).statusCode).toBe(404);
    expect((await get(`${missing}?w=384`)).statusCode).toBe(404);
    const asked = s3.requests().length;
    for (const path of [
      '/uploads/../package.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/shops/%2e%2e%2f%2e%2e%2fpackage.json',
      '/uploads/.hidden/x.webp',
      `${url}.w384.webp`, // a copy is only served as ?w=
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error.code).toBe('E_NOT_FOUND');
    }
    expect(s3.requests().slice(asked)).toEqual([]); // refused without asking the bucket
  });

  it('removes a replaced cover and all its copies from the bucket (retire-uploads)', async () => {
    const shop = await newShop();
    const first = await uploadCover(shop.id, '#963');
    const second = await uploadCover(shop.id, '#396'); // replaces the first
    const storage = new S3FileStorage(kit.t.config.s3!);
    try {
      const ctx = { db: kit.t.database.db, storage };
      expect(await retireUploads(ctx, new Date(Date.now() + RETIRE_AFTER_MS + 60_000))).toBe(1);
    } finally {
      storage.destroy();
    }
    const keys = await s3.keys();
    expect(keys.filter((k) => k.startsWith(objectOf(first)))).toEqual([]);
    expect(keys).toEqual(expect.arrayContaining([objectOf(second), ...copiesOf(second)]));
    expect((await get(first)).statusCode).toBe(404);
    expect((await get(`${second}?w=640`)).statusCode).toBe(200);
  });
});
