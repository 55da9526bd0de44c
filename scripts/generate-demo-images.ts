/**
 * Draws the demo catalogue's pictures (shop covers, avatars, galleries, operator avatars,
 * industry tiles, the default share image) so the app serves every image itself.
 * Output is committed under apps/api/static/demo; re-run with `npx tsx scripts/generate-demo-images.ts`
 * after changing the demo shops.
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { SELLERS } from '../apps/api/src/db/seed/demo-data';
import { INDUSTRIES } from '../apps/api/src/db/seed/reference-data';

const OUT = path.resolve(import.meta.dirname, '../apps/api/static/demo');

const PALETTES: Record<string, [string, string, string]> = {
  hair: ['#f7c6b8', '#c86b5a', '#fff3ee'],
  nail: ['#f9c9d8', '#c2567d', '#fff0f5'],
  lash: ['#d9cdf3', '#6c52a8', '#f6f2ff'],
  spa: ['#cfe8d6', '#3f7d5a', '#f1faf4'],
  massage: ['#f3dfc1', '#a66b2a', '#fff8ee'],
  brow: ['#ead1c5', '#8a5a48', '#fbf3ef'],
  waxing: ['#d4e6f1', '#3d6f8f', '#f1f8fc'],
  barber: ['#d8d8d8', '#3c3c3c', '#f5f5f5'],
};

/** A simple glyph per industry, drawn in a 100×100 box. */
const GLYPHS: Record<string, string> = {
  hair: '<path d="M30 15 L50 55 L70 15 M50 55 L50 85" stroke-width="6" fill="none" stroke-linecap="round"/><circle cx="38" cy="80" r="9" fill="none" stroke-width="6"/><circle cx="62" cy="80" r="9" fill="none" stroke-width="6"/>',
  nail: '<rect x="38" y="40" width="24" height="45" rx="6" stroke-width="6" fill="none"/><path d="M42 40 L42 22 Q50 10 58 22 L58 40" stroke-width="6" fill="none"/>',
  lash: '<path d="M15 55 Q50 25 85 55" stroke-width="6" fill="none" stroke-linecap="round"/><path d="M25 47 L18 35 M38 40 L34 26 M50 38 L50 23 M62 40 L66 26 M75 47 L82 35" stroke-width="5" stroke-linecap="round"/><path d="M20 58 Q50 80 80 58" stroke-width="6" fill="none" stroke-linecap="round"/>',
  spa: '<path d="M50 85 Q20 60 50 15 Q80 60 50 85 Z" stroke-width="6" fill="none"/><path d="M50 85 L50 40" stroke-width="5"/>',
  massage:
    '<circle cx="35" cy="50" r="14" fill="none" stroke-width="6"/><circle cx="65" cy="50" r="14" fill="none" stroke-width="6"/><path d="M20 75 Q50 95 80 75" stroke-width="6" fill="none" stroke-linecap="round"/>',
  brow: '<path d="M15 55 Q45 30 85 45" stroke-width="9" fill="none" stroke-linecap="round"/>',
  waxing: '<path d="M30 80 L50 20 L70 80 Z" stroke-width="6" fill="none" stroke-linejoin="round"/>',
  barber:
    '<rect x="40" y="12" width="20" height="76" rx="10" stroke-width="6" fill="none"/><path d="M42 30 L58 45 M42 50 L58 65" stroke-width="5"/>',
};

function artwork(w: number, h: number, industry: string, seed: number): string {
  const [light, dark, paper] = PALETTES[industry] ?? PALETTES.hair!;
  const rnd = mulberry32(seed);
  const circles = Array.from({ length: 7 }, () => {
    const r = (0.08 + rnd() * 0.25) * Math.min(w, h);
    return `<circle cx="${(rnd() * w).toFixed(0)}" cy="${(rnd() * h).toFixed(0)}" r="${r.toFixed(0)}" fill="${rnd() > 0.5 ? light : paper}" opacity="${(0.35 + rnd() * 0.4).toFixed(2)}"/>`;
  }).join('');
  const size = Math.min(w, h) * 0.42;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${paper}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
<rect width="${w}" height="${h}" fill="url(#g)"/>${circles}
<g transform="translate(${(w - size) / 2} ${(h - size) / 2}) scale(${size / 100})" stroke="${dark}" fill="${dark}">${GLYPHS[industry] ?? GLYPHS.hair}</g>
</svg>`;
}

function initialAvatar(name: string, industry: string, seed: number): string {
  const [light, dark] = PALETTES[industry] ?? PALETTES.hair!;
  const hue = Math.floor(mulberry32(seed)() * 40) - 20;
  const initial = [...name][0] ?? '?';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<rect width="256" height="256" rx="128" fill="${light}" style="filter:hue-rotate(${hue}deg)"/>
<text x="128" y="128" dy=".35em" text-anchor="middle" font-family="'Noto Sans TC','PingFang TC','Microsoft JhengHei',sans-serif" font-size="112" font-weight="600" fill="${dark}">${initial}</text>
</svg>`;
}

/** Small deterministic PRNG so re-running draws the same pictures. */
function mulberry32(a: number) {
  return () => {
    a |= 0;
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function jpeg(svg: string, file: string): Promise<void> {
  await sharp(Buffer.from(svg)).jpeg({ quality: 78, mozjpeg: true }).toFile(path.join(OUT, file));
}

async function main(): Promise<void> {
  fs.rmSync(OUT, { recursive: true, force: true });
  for (const dir of ['shops', 'operators', 'industries'])
    fs.mkdirSync(path.join(OUT, dir), { recursive: true });
  let seed = 1;
  for (const [slug] of INDUSTRIES) {
    await jpeg(artwork(480, 320, slug, seed++), `industries/${slug}.jpg`);
  }
  for (const seller of SELLERS) {
    for (const shop of seller.shops) {
      await jpeg(artwork(1200, 630, shop.industry, seed++), `shops/${shop.slug}-cover.jpg`);
      await jpeg(artwork(256, 256, shop.industry, seed++), `shops/${shop.slug}-avatar.jpg`);
      for (let i = 1; i <= 3; i++) {
        await jpeg(artwork(800, 600, shop.industry, seed++), `shops/${shop.slug}-gallery-${i}.jpg`);
      }
      shop.operators.forEach(([name], i) => {
        fs.writeFileSync(
          path.join(OUT, `operators/${shop.slug}-${i + 1}.svg`),
          initialAvatar(name, shop.industry, seed++),
        );
      });
    }
  }
  console.log(`demo images written to ${OUT}`);
}

await main();
