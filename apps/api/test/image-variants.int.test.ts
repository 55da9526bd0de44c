import fs from 'node:fs';
import path from 'node:path';
import { IMAGE_WIDTHS } from '@haoyue/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from './helper';

let t: TestContext;
const cover = '/uploads/shops/5/cover-abc.webp';

/** A picture that compresses like a photo (smooth colour with grain), `width` × `height`. */
async function photo(width: number, height: number): Promise<Buffer> {
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (i % 251) + ((i * 7919) % 37);
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .webp({ quality: 82 })
    .toBuffer();
}

beforeAll(async () => {
  t = await createTestApp();
  const file = path.join(t.config.uploadsDir, 'shops', '5', 'cover-abc.webp');
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, await photo(1600, 900));
  fs.writeFileSync(path.join(path.dirname(file), 'notes.txt'), 'not a picture');
  fs.writeFileSync(path.join(path.dirname(file), 'broken.webp'), 'RIFF\0\0\0\0WEBPVP8 ');
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('pictures at a smaller width (?w=)', () => {
  it('answers an uploaded cover as a WebP of the width asked for, a fraction of its bytes', async () => {
    const original = await get(cover);
    expect(original.statusCode).toBe(200);
    const small = await get(`${cover}?w=384`);
    expect(small.statusCode).toBe(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect(small.headers['cache-control']).toBe('public, max-age=2592000, immutable');
    expect(small.headers['content-disposition']).toMatch(/^inline;/);
    expect(small.headers['x-content-type-options']).toBe('nosniff');
    const meta = await sharp(small.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 384, height: 216 });
    expect(small.rawPayload.length).toBeLessThan(original.rawPayload.length / 5);
  });

  it('keeps the copy on disk and answers the same bytes from it', async () => {
    const first = await get(`${cover}?w=256`);
    const kept = path.join(t.config.imageCacheDir, 'uploads', '256', 'shops/5/cover-abc.webp.webp');
    expect(fs.readFileSync(kept).equals(first.rawPayload)).toBe(true);
    // Marked so that only a copy read from the disk could carry it.
    const marked = Buffer.concat([first.rawPayload, Buffer.from('kept')]);
    fs.writeFileSync(kept, marked);
    const again = await get(`${cover}?w=256`);
    expect(again.rawPayload.equals(marked)).toBe(true);
    expect(fs.readdirSync(path.dirname(kept)).filter((f) => f.endsWith('.tmp'))).toEqual([]);
  });

  it('answers many at once with one copy kept and no half-written file', async () => {
    const answers = await Promise.all(Array.from({ length: 8 }, () => get(`${cover}?w=640`)));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    const folder = path.join(t.config.imageCacheDir, 'uploads', '640', 'shops/5');
    expect(fs.readdirSync(folder)).toEqual(['cover-abc.webp.webp']);
  });

  it('never makes a picture wider than it is', async () => {
    const res = await get(`/static/demo/industries/nail.jpg?w=1600`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 480 });
  });

  it('resizes the demo pictures too', async () => {
    const res = await get(`/static/demo/shops/fingertip-taichung-cover.jpg?w=128`);
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 128, height: 67 });
  });

  it('refuses a width outside the set with a 400, whatever the file', async () => {
    for (const w of ['383', '0', '-1', 'abc', '', '99999', '1e3', '384.0']) {
      for (const url of [cover, '/uploads/nowhere.webp']) {
        const res = await get(`${url}?w=${w}`);
        expect(res.statusCode, `${url}?w=${w}`).toBe(400);
        expect(res.json().error).toMatchObject({ code: 'E_VALIDATION' });
        expect(res.json().error.message).toContain(IMAGE_WIDTHS.join('、'));
      }
    }
    expect((await get(`${cover}?w=384&w=640`)).statusCode).toBe(400);
  });

  it('answers 404 for a missing picture and makes no copy of it', async () => {
    const res = await get('/uploads/shops/5/cover-missing.webp?w=384');
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('E_NOT_FOUND');
    const copy = path.join(t.config.imageCacheDir, 'uploads/384/shops/5/cover-missing.webp.webp');
    expect(fs.existsSync(copy)).toBe(false);
  });

  it('serves what it cannot resize as it is', async () => {
    const text = await get('/uploads/shops/5/notes.txt?w=384');
    expect(text.statusCode).toBe(200);
    expect(text.body).toBe('not a picture');
    expect(text.headers['content-disposition']).toMatch(/^attachment;/);
    const broken = await get('/uploads/shops/5/broken.webp?w=384');
    expect(broken.statusCode).toBe(200);
    expect(broken.rawPayload.toString('latin1')).toBe('RIFF\0\0\0\0WEBPVP8 ');
    const svg = await get('/static/demo/operators/fingertip-taichung-1.svg?w=128');
    expect(svg.statusCode).toBe(200);
    expect(svg.headers['content-type']).toMatch(/^image\/svg\+xml/);
  });

  it('does not reach outside the folder', async () => {
    for (const url of [
      '/uploads/../package.json?w=128',
      '/uploads/%2e%2e/%2e%2e/package.json?w=128',
      '/uploads/shops/5/..%2f..%2f..%2fetc%2fpasswd?w=128',
      '/static/..%2f..%2f..%2f..%2fpackage.json?w=128',
      // A picture that exists outside the folder (apps/web/public/).
      '/static/..%2f..%2fweb%2fpublic%2fapple-touch-icon.png?w=128',
      '/static/demo/..%2f..%2f..%2fweb%2fpublic%2fapple-touch-icon.png?w=128',
      '/uploads/.hidden.webp?w=128',
    ]) {
      const res = await get(url);
      expect([400, 403, 404], url).toContain(res.statusCode);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
  });
});
