import path from 'node:path';
import { IMAGE_WIDTHS, type TImageWidth } from '@haoyue/contracts';
import sharp from 'sharp';
import { isSafeRelativePath, removeFileIfPresent } from '../../lib/files';

/**
 * A picture's copy at a smaller width, as every store makes it: turned upright, never wider
 * than the picture, WebP; `null` when the source is not a picture sharp can read.
 */
export async function makeImageCopy(
  source: Buffer | string,
  width: TImageWidth,
): Promise<Buffer | null> {
  try {
    return await sharp(source)
      .rotate()
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 75 })
      .toBuffer();
  } catch {
    return null;
  }
}

/**
 * The key of a picture's copy in an object store, beside the original:
 * `shops/1/cover-x.webp` → `shops/1/cover-x.webp.w384.webp`.
 */
export function variantKey(key: string, width: TImageWidth): string {
  return `${key}.w${width}.webp`;
}

/**
 * Whether a key names a copy rather than an upload (upload keys end `-<random>.<ext>`, with no
 * dot in the random part): copies are not served as uploads nor resized again, so nobody can
 * make copies of copies.
 */
export function isVariantKey(key: string): boolean {
  return /\.w\d+\.webp$/.test(key);
}

interface CopyPathInput {
  cacheDir: string;
  prefix: string;
  relative: string;
  width: TImageWidth;
}

/** Where the local copy of `<prefix><relative>` at a width is kept (`IMAGE_CACHE_DIR`). */
export function copyPath({ cacheDir, prefix, relative, width }: CopyPathInput): string {
  return path.join(cacheDir, prefix.replaceAll('/', ''), String(width), `${relative}.webp`);
}

/**
 * Removes the local copies made of a picture served under `prefix` (its file gone: the copies
 * are no longer served, since each answer checks the source first, and this gives their space
 * back).
 */
export async function removeImageCopies(
  cacheDir: string,
  prefix: string,
  url: string,
): Promise<void> {
  const relative = url.startsWith(prefix) ? url.slice(prefix.length) : '';
  if (!isSafeRelativePath(relative)) return;
  await Promise.all(
    IMAGE_WIDTHS.map((width) =>
      removeFileIfPresent(copyPath({ cacheDir, prefix, relative, width })),
    ),
  );
}
