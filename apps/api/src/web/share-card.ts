import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, shopImages, shops } from '../db/schema';

export type ShareCard = {
  title: string;
  description: string;
  imageUrl: string;
  canonicalUrl: string;
  type: 'website' | 'business.business';
};

export const SITE_NAME = '好約';
const DEFAULT_DESCRIPTION =
  '好約讓個人工作室與團隊輕鬆管理預約：線上預約、選擇設計師、預付訂金、改期取消，一站完成。';

/** The share card of a page that has no page-specific one. */
export function defaultShareCard(baseUrl: string, pathname: string): ShareCard {
  return {
    title: `${SITE_NAME}｜輕鬆管理個人與團隊的預約`,
    description: DEFAULT_DESCRIPTION,
    imageUrl: `${baseUrl}/og-default.jpg`,
    canonicalUrl: `${baseUrl}${pathname}`,
    type: 'website',
  };
}

/** Collapses whitespace and cuts to `max` characters, for meta descriptions. */
function summarize(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/**
 * The share card for a public shop page (or its booking page), or null when no public shop has
 * that slug. The canonical URL is always under /p/{slug}, whichever alias was opened.
 */
export async function shopShareCard(
  db: Db,
  baseUrl: string,
  urlSlug: string,
  options: { booking?: boolean } = {},
): Promise<ShareCard | null> {
  const [shop] = await db
    .select({
      id: shops.id,
      displayName: shops.displayName,
      introduction: shops.introduction,
      address: shops.address,
      cityName: cities.name,
    })
    .from(shops)
    .innerJoin(cities, eq(cities.id, shops.cityId))
    .where(and(eq(shops.urlSlug, urlSlug), eq(shops.reviewStatus, 'APPROVED')));
  if (!shop) return null;
  const images = await db
    .select({ type: shopImages.type, url: shopImages.url })
    .from(shopImages)
    .where(eq(shopImages.shopId, shop.id))
    .orderBy(asc(shopImages.position), asc(shopImages.id));
  const image =
    images.find((i) => i.type === 'COVER') ?? images.find((i) => i.type === 'AVATAR') ?? images[0];
  const absolute = (url: string) => (/^https?:\/\//.test(url) ? url : `${baseUrl}${url}`);
  return {
    title: options.booking
      ? `預約 ${shop.displayName}｜${shop.cityName}｜${SITE_NAME}`
      : `${shop.displayName}｜${shop.cityName}｜線上預約`,
    description: summarize(
      shop.introduction || `${shop.displayName}，${shop.address}。立即在好約線上預約。`,
      150,
    ),
    imageUrl: image ? absolute(image.url) : `${baseUrl}/og-default.jpg`,
    canonicalUrl: `${baseUrl}/p/${encodeURIComponent(urlSlug)}${options.booking ? '/booking' : ''}`,
    type: 'business.business',
  };
}

/** Escapes text for an HTML attribute or element body. */
export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** The head tags for a share card. */
export function renderHeadTags(card: ShareCard): string {
  const e = escapeHtml;
  return [
    `<title>${e(card.title)}</title>`,
    `<meta name="description" content="${e(card.description)}" />`,
    `<link rel="canonical" href="${e(card.canonicalUrl)}" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    `<meta property="og:type" content="${card.type}" />`,
    `<meta property="og:title" content="${e(card.title)}" />`,
    `<meta property="og:description" content="${e(card.description)}" />`,
    `<meta property="og:image" content="${e(card.imageUrl)}" />`,
    `<meta property="og:url" content="${e(card.canonicalUrl)}" />`,
    `<meta property="og:locale" content="zh_TW" />`,
    `<meta name="twitter:card" content="summary_large_image" />`,
  ].join('\n    ');
}

const HEAD_START = '<!--app-head-->';
const HEAD_END = '<!--/app-head-->';

/** Replaces the marked head block of the built index.html with the card's tags. */
export function injectHead(template: string, card: ShareCard): string {
  const start = template.indexOf(HEAD_START);
  const end = template.indexOf(HEAD_END);
  if (start === -1 || end === -1 || end < start) return template;
  return `${template.slice(0, start + HEAD_START.length)}\n    ${renderHeadTags(card)}\n    ${template.slice(end)}`;
}
