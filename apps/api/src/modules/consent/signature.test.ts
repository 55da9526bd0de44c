import { SIGNATURE_DATA_URL_PREFIX, type TConsentFormItem } from '@haoyue/contracts';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { prepareAnswers, reencodeSignature } from './signature';

const SIGN: TConsentFormItem = {
  id: 'sign',
  kind: 'SIGNATURE',
  label: '顧客簽名',
  description: '',
  required: true,
  options: [],
  terms: '',
};

/** A stroke on a transparent canvas, as the pad draws it. */
function stroke(width: number, height: number) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <path d="M10 ${height / 2} L ${width - 10} ${height / 3}" stroke="#1a237e" stroke-width="8"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}
const blank = (width: number, height: number, background = { r: 0, g: 0, b: 0, alpha: 0 }) =>
  sharp({ create: { width, height, channels: 4, background } })
    .png()
    .toBuffer();
const dataUrl = (bytes: Buffer) => `${SIGNATURE_DATA_URL_PREFIX}${bytes.toString('base64')}`;
const pixelsOf = (url: string) =>
  Buffer.from(url.slice(SIGNATURE_DATA_URL_PREFIX.length), 'base64');

async function refusal(url: string) {
  try {
    await reencodeSignature(SIGN, url);
  } catch (error) {
    const e = error as { statusCode: number; field: string; message: string };
    return { status: e.statusCode, field: e.field, message: e.message };
  }
  throw new Error('accepted');
}

describe('reencodeSignature', () => {
  it('re-encodes a large pad drawing inside 900×360 as an opaque PNG on white', async () => {
    const url = await reencodeSignature(SIGN, dataUrl(await stroke(2400, 800)));
    expect(url.startsWith(SIGNATURE_DATA_URL_PREFIX)).toBe(true);
    const meta = await sharp(pixelsOf(url)).metadata();
    expect(meta).toMatchObject({ format: 'png', width: 900, height: 300, hasAlpha: false });
    // The corner, transparent on the pad, is white now.
    const { data } = await sharp(pixelsOf(url)).raw().toBuffer({ resolveWithObject: true });
    expect([...data.subarray(0, 3)]).toEqual([255, 255, 255]);
  });

  it('never enlarges a small drawing', async () => {
    const url = await reencodeSignature(SIGN, dataUrl(await stroke(300, 100)));
    expect(await sharp(pixelsOf(url)).metadata()).toMatchObject({ width: 300, height: 100 });
  });

  it('drops what the file carried besides its pixels', async () => {
    const tagged = await sharp(await stroke(300, 100))
      .withMetadata({ exif: { IFD0: { Copyright: 'secret' } } })
      .png()
      .toBuffer();
    const url = await reencodeSignature(SIGN, dataUrl(tagged));
    expect((await sharp(pixelsOf(url)).metadata()).exif).toBeUndefined();
  });

  it('refuses a JPEG, garbage, a blank pad and an oversized canvas', async () => {
    const jpeg = await sharp(await stroke(300, 100))
      .jpeg()
      .toBuffer();
    const field = 'answers.sign';
    expect(await refusal(dataUrl(jpeg))).toEqual({
      status: 400,
      field,
      message: '「顧客簽名」需為手寫簽名的 PNG 圖檔',
    });
    expect(await refusal(dataUrl(Buffer.from('not an image at all')))).toEqual({
      status: 400,
      field,
      message: '「顧客簽名」需為手寫簽名的 PNG 圖檔',
    });
    expect(await refusal(dataUrl(await blank(400, 150)))).toEqual({
      status: 400,
      field,
      message: '「顧客簽名」是空白的，請重新簽名',
    });
    const white = await blank(400, 150, { r: 255, g: 255, b: 255, alpha: 1 });
    expect((await refusal(dataUrl(white))).message).toBe('「顧客簽名」是空白的，請重新簽名');
    expect(await refusal(dataUrl(await stroke(2401, 200)))).toEqual({
      status: 400,
      field,
      message: '「顧客簽名」的簽名圖檔過大（長寬最多 2400 像素）',
    });
  });

  it('refuses a picture whose re-encoding would not fit in an answer', async () => {
    // 64-colour noise: a palette PNG small enough to send, several times larger as RGB.
    const [width, height] = [900, 360];
    const raw = Buffer.alloc(width * height * 3);
    let seed = 2463534242;
    for (let i = 0; i < width * height; i++) {
      // xorshift32: the same noise on every run.
      seed ^= seed << 13;
      seed ^= seed >>> 17;
      seed ^= seed << 5;
      const c = (seed >>> 8) & 63;
      raw.set([(c * 37) % 256, (c * 101) % 256, (c * 197) % 256], i * 3);
    }
    const noise = await sharp(raw, { raw: { width, height, channels: 3 } })
      .png({ palette: true, colours: 64, dither: 0, compressionLevel: 9 })
      .toBuffer();
    const sent = dataUrl(noise);
    expect(sent.length).toBeLessThanOrEqual(400_000);
    expect((await refusal(sent)).message).toBe('「顧客簽名」的簽名圖檔過大，請清除後重新簽名');
  });

  it('refuses a PNG cut short', async () => {
    const png = await stroke(300, 100);
    const cut = png.subarray(0, Math.floor(png.length / 2));
    const padded = Buffer.concat([cut, Buffer.alloc((3 - (cut.length % 3)) % 3)]);
    expect((await refusal(dataUrl(padded))).status).toBe(400);
  });
});

describe('prepareAnswers', () => {
  it('re-encodes a new signature and keeps the stored one as it is', async () => {
    const sent = dataUrl(await stroke(600, 200));
    const first = await prepareAnswers([SIGN], { sign: sent });
    expect(first.sign).not.toBe(sent);
    const again = await prepareAnswers([SIGN], { sign: first.sign }, first);
    expect(again.sign).toBe(first.sign);
  });
});
