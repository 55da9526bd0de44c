import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { retiredUploads } from '../../db/schema';
import { rowsOf } from '../../lib/sql-rows';
import { LocalFileStorage } from '../../platform/storage/file-storage';
import { bookableShop } from '../../../test/booking-factories';
import {
  multipartFile as multipart,
  pngImage,
  sellerTestKit,
} from '../../../test/seller-factories';
import { RETIRE_AFTER_MS, retireUploads, type RetireUploadsContext } from './retire-uploads';

const kit = sellerTestKit();
let ctx: RetireUploadsContext;

beforeAll(async () => {
  ctx = {
    db: kit.t.database.db,
    storage: new LocalFileStorage(kit.t.config.uploadsDir, kit.t.config.imageCacheDir),
  };
});

const fileOf = (url: string) => path.join(kit.t.config.uploadsDir, url.replace('/uploads/', ''));
const copyOf = (url: string, width: number) =>
  path.join(
    kit.t.config.imageCacheDir,
    'uploads',
    String(width),
    `${url.replace('/uploads/', '')}.webp`,
  );
const get = (url: string) => kit.t.app.inject({ method: 'GET', url });
const retired = async () =>
  (await kit.t.database.db.select().from(retiredUploads)).map((row) => row.url).sort();
const clear = () => kit.t.database.db.delete(retiredUploads);
/** A run of the job once the grace period of everything retired so far is over. */
const afterGrace = () => retireUploads(ctx, new Date(Date.now() + RETIRE_AFTER_MS + 60_000));

async function upload(shopId: number, kind: 'COVER' | 'GALLERY', colour: string) {
  const { payload, headers } = multipart(await pngImage(640, 360, colour));
  const res = await kit.t.app.inject({
    method: 'POST',
    url: `/v1/sellers/${kit.callers.sellerId}/shops/${shopId}/images?type=${kind}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${kit.callers.owner.token}` },
  });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: number; url: string };
}

describe('uploaded files let go of are removed (retire-uploads)', () => {
  it('a replaced cover and a deleted picture go, with their copies, after the grace period; the rest stays', async () => {
    await clear();
    const { shop } = await bookableShop(kit.t.database.db, {
      shop: { sellerId: kit.callers.sellerId },
    });
    const first = await upload(shop.id, 'COVER', '#c96');
    expect((await get(`${first.url}?w=256`)).statusCode).toBe(200);
    expect(fs.existsSync(copyOf(first.url, 256))).toBe(true);
    const second = await upload(shop.id, 'COVER', '#69c'); // replaces the first
    const gallery = await upload(shop.id, 'GALLERY', '#9c6');
    const kept = await upload(shop.id, 'GALLERY', '#c69');
    const deleted = await kit.t.app.inject({
      method: 'DELETE',
      url: `/v1/sellers/${kit.callers.sellerId}/shops/${shop.id}/images/${gallery.id}`,
      headers: { authorization: `Bearer ${kit.callers.owner.token}` },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await retired()).toEqual([first.url, gallery.url].sort());

    // Within the grace period a page rendered just before still finds them.
    expect(await retireUploads(ctx, new Date())).toBe(0);
    expect((await get(first.url)).statusCode).toBe(200);

    expect(await afterGrace()).toBe(2);
    for (const url of [first.url, gallery.url]) {
      expect(fs.existsSync(fileOf(url))).toBe(false);
      expect((await get(url)).statusCode).toBe(404);
      expect((await get(`${url}?w=256`)).statusCode).toBe(404);
    }
    expect(fs.existsSync(copyOf(first.url, 256))).toBe(false);
    for (const url of [second.url, kept.url]) {
      expect((await get(url)).statusCode).toBe(200);
    }
    expect(await retired()).toEqual([]);
    expect(await afterGrace()).toBe(0); // nothing left: a second run is a no-op
  });

  it('keeps a file a row still points at, and forgets the retirement', async () => {
    await clear();
    const { shop } = await bookableShop(kit.t.database.db, {
      shop: { sellerId: kit.callers.sellerId },
    });
    const cover = await upload(shop.id, 'COVER', '#963');
    // The same URL let go of by one row while another still shows it.
    await kit.t.database.db.execute(
      sql`update operators set avatar_url = ${cover.url} where shop_id = ${shop.id}`,
    );
    await kit.t.database.db.execute(
      sql`update operators set avatar_url = null where shop_id = ${shop.id}`,
    );
    expect(await retired()).toContain(cover.url);
    expect(await afterGrace()).toBe(0);
    expect((await get(cover.url)).statusCode).toBe(200);
    expect(await retired()).toEqual([]);
  });

  it('retires nothing when the change is rolled back', async () => {
    await clear();
    const { shop } = await bookableShop(kit.t.database.db, {
      shop: { sellerId: kit.callers.sellerId },
    });
    const cover = await upload(shop.id, 'COVER', '#396');
    await expect(
      kit.t.database.db.transaction(async (tx) => {
        await tx.execute(sql`delete from shop_images where shop_id = ${shop.id}`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await retired()).toEqual([]);
    expect((await get(cover.url)).statusCode).toBe(200);
  });

  it('sees every column that holds an upload, on change and on delete; never /static/ or other sites', async () => {
    await clear();
    const db = kit.t.database.db;
    const { shop, operators } = await bookableShop(db, {
      shop: { sellerId: kit.callers.sellerId },
    });
    const url = (name: string) => `/uploads/retire-test/${name}.webp`;
    // users.photo_url
    const [user] = rowsOf<{ id: number }>(
      await db.execute(
        sql`insert into users (phone_number, display_name, photo_url)
            values ('+886955000777', '測試', ${url('photo-1')}) returning id`,
      ),
    );
    await db.execute(sql`update users set photo_url = ${url('photo-2')} where id = ${user!.id}`);
    await db.execute(sql`update users set display_name = '改名' where id = ${user!.id}`);
    await db.execute(sql`delete from users where id = ${user!.id}`);
    // operators.avatar_url, set and then deleted with its row
    await db.execute(
      sql`update operators set avatar_url = ${url('avatar')} where id = ${operators[0]!.id}`,
    );
    await db.execute(sql`delete from operators where id = ${operators[0]!.id}`);
    // shop_images.url
    await db.execute(
      sql`insert into shop_images (shop_id, type, url) values (${shop.id}, 'GALLERY', ${url('gallery')})`,
    );
    await db.execute(
      sql`update shop_images set url = ${url('gallery-2')} where url = ${url('gallery')}`,
    );
    // Not ours: demo pictures and other sites' URLs are never retired.
    await db.execute(
      sql`update shop_images set url = '/static/demo/x.webp' where url = ${url('gallery-2')}`,
    );
    await db.execute(
      sql`update shop_images set url = 'https://example.com/y.webp' where url = '/static/demo/x.webp'`,
    );
    // industries.image_url
    await db.execute(
      sql`update industries set image_url = ${url('industry')} where id = ${shop.industryId}`,
    );
    await db.execute(sql`update industries set image_url = null where id = ${shop.industryId}`);

    // A cascade: the shop goes, and its pictures with it.
    await db.execute(
      sql`insert into shop_images (shop_id, type, url) values (${shop.id}, 'COVER', ${url('cascade')})`,
    );
    await db.execute(sql`delete from shops where id = ${shop.id}`);

    expect(await retired()).toEqual(
      [
        url('photo-1'),
        url('photo-2'),
        url('avatar'),
        url('gallery'),
        url('gallery-2'),
        url('industry'),
        url('cascade'),
      ].sort(),
    );
    // product_images and booking_images carry the same pair of triggers.
    const triggers = rowsOf<{ name: string }>(
      await db.execute(
        sql`select tgname as name from pg_trigger where tgfoid = 'retire_upload'::regproc order by 1`,
      ),
    );
    expect(triggers.map((row) => row.name)).toEqual(
      [
        'booking_images',
        'industries_image',
        'operators_avatar',
        'product_images',
        'shop_images',
        'users_photo',
      ].flatMap((on) => [`${on}_deleted`, `${on}_replaced`]),
    );
    // Files that were never there: forgotten without harm.
    expect(await afterGrace()).toBe(0);
    expect(await retired()).toEqual([]);
  });
});
