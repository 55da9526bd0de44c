/**
 * The bench's shop pictures: photo-like WebPs (smooth colour with grain, ~100 KB for a cover),
 * stored as the upload pipeline stores a shop's photos (sizes: `STORED_IMAGE_SIZES` in
 * packages/contracts/src/images.ts, cover 1600×900, avatar 512×512, gallery up to 1600 px; WebP
 * quality 82 as in apps/api/src/http/image-upload.ts), so the pages measured carry what real
 * photos cost. The demo's checked-in pictures are 7 KB drawings (decision 010, item 15). The
 * sizes are written here again because the bench runs on plain Node, which cannot import the
 * TypeScript contracts.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

/** Pictures of a set: file suffix and size. */
const PICTURES = [
  ['cover', 1600, 900],
  ['avatar', 512, 512],
  ['gallery-1', 1600, 1200],
  ['gallery-2', 1600, 1200],
  ['gallery-3', 1600, 1200],
];

/** A deterministic photo-like picture: the same bytes on every run for the same seed. */
function photo(width, height, seed) {
  const raw = Buffer.alloc(width * height * 3);
  let state = seed;
  const grain = () => ((state = (state * 1103515245 + 12345) & 0x7fffffff) / 0x7fffffff) * 40 - 20;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      raw[i] = 120 + 80 * Math.sin(x / (97 + (seed % 50))) + 30 * Math.cos(y / 53) + grain();
      raw[i + 1] = 100 + 60 * Math.sin((x + y) / 91) + grain();
      raw[i + 2] = 90 + 70 * Math.cos(y / 77 + x / 300) + grain();
    }
  }
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(0.8)
    .webp({ quality: 82 })
    .toBuffer();
}

/**
 * The picture sets: one per demo shop whose pictures are checked in (apps/api/static/demo/shops),
 * so the bench's shops cycle through as many looks as the demo's.
 */
export function pictureSets(repoRoot) {
  const dir = path.join(repoRoot, 'apps/api/static/demo/shops');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('-avatar.jpg'))
    .map((f) => f.slice(0, -'-avatar.jpg'.length))
    .sort();
}

/** Where a set's picture is kept, below the server's uploads folder (served at `/uploads/`). */
const pictureKey = (set, suffix) => `bench/${set}-${suffix}.webp`;

/**
 * Writes the pictures of every set into `uploadsDir` (those already there are kept); returns
 * how many there are and their mean size.
 */
export async function ensureBenchPictures(uploadsDir, sets) {
  let bytes = 0;
  let count = 0;
  for (const [index, set] of sets.entries()) {
    for (const [p, [suffix, width, height]] of PICTURES.entries()) {
      const file = path.join(uploadsDir, pictureKey(set, suffix));
      if (!fs.existsSync(file)) {
        fs.mkdirSync(path.dirname(file), { recursive: true });
        fs.writeFileSync(file, await photo(width, height, index * PICTURES.length + p + 1));
      }
      bytes += fs.statSync(file).size;
      count++;
    }
  }
  return { count, meanBytes: count ? Math.round(bytes / count) : 0 };
}
