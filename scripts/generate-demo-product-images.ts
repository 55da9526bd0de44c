/**
 * Draws the demo products' pictures (a bottle, jar or tube on a soft background) as small WebP
 * squares under apps/api/static/demo/products, committed like the other demo images. Re-run with
 * `npx tsx scripts/generate-demo-product-images.ts` after changing DEMO_PRODUCT_IMAGES.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { DEMO_PRODUCT_IMAGES } from '../apps/api/src/db/seed/demo-products';

const OUT = path.resolve(import.meta.dirname, '../apps/api/static/demo/products');

const SHAPES = {
  bottle:
    '<rect x="190" y="90" width="40" height="50" rx="6"/><rect x="150" y="140" width="120" height="230" rx="28"/>',
  jar: '<rect x="130" y="170" width="160" height="180" rx="24"/><rect x="140" y="140" width="140" height="40" rx="10"/>',
  tube: '<path d="M160 110 L260 110 L245 350 L175 350 Z"/><rect x="185" y="350" width="50" height="30" rx="6"/>',
  spray:
    '<rect x="165" y="150" width="90" height="220" rx="20"/><rect x="185" y="100" width="50" height="50" rx="8"/><rect x="235" y="112" width="40" height="14" rx="6"/>',
} as const;

fs.mkdirSync(OUT, { recursive: true });
for (const { file, shape, background, color } of DEMO_PRODUCT_IMAGES) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="420" height="420" viewBox="0 0 420 420">
  <rect width="420" height="420" fill="${background}"/>
  <circle cx="330" cy="80" r="60" fill="#ffffff" opacity="0.45"/>
  <g fill="${color}">${SHAPES[shape]}</g>
  <rect x="170" y="220" width="80" height="60" rx="8" fill="#ffffff" opacity="0.85"/>
</svg>`;
  await sharp(Buffer.from(svg)).webp({ quality: 80 }).toFile(path.join(OUT, file));
  console.log(`wrote ${file}`);
}
