import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { cities, lineSettings, sellers, shopImages, shops } from '../db/schema';
import { bookableShopsOf } from '../modules/line';

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

/** A URL as an absolute one under `baseUrl` (stored images may be site-relative). */
function absoluteUrl(baseUrl: string, url: string): string {
  return /^https?:\/\//.test(url) ? url : `${baseUrl}${url}`;
}

/** A shop's share image: its cover, else its avatar, else its first image; null without any. */
async function shopImageUrl(db: Db, baseUrl: string, shopId: number): Promise<string | null> {
  const images = await db
    .select({ type: shopImages.type, url: shopImages.url })
    .from(shopImages)
    .where(eq(shopImages.shopId, shopId))
    .orderBy(asc(shopImages.position), asc(shopImages.id));
  const image =
    images.find((i) => i.type === 'COVER') ?? images.find((i) => i.type === 'AVATAR') ?? images[0];
  return image ? absoluteUrl(baseUrl, image.url) : null;
}

export interface ShopShareCardInput {
  baseUrl: string;
  urlSlug: string;
  options?: { booking?: boolean; sellerId?: number };
}

/**
 * The share card for a public shop page (or its booking page), or null when no public shop has
 * that slug (or, with `sellerId`, none of that seller's). The canonical URL is always under
 * /p/{slug}, whichever alias was opened (the LINE area's /line/{sellerId}/{slug} too).
 */
export async function shopShareCard(
  db: Db,
  { baseUrl, urlSlug, options = {} }: ShopShareCardInput,
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
    .where(
      and(
        eq(shops.urlSlug, urlSlug),
        eq(shops.reviewStatus, 'APPROVED'),
        options.sellerId === undefined ? undefined : eq(shops.sellerId, options.sellerId),
      ),
    );
  if (!shop) return null;
  const imageUrl = await shopImageUrl(db, baseUrl, shop.id);
  return {
    title: options.booking
      ? `預約 ${shop.displayName}｜${shop.cityName}｜${SITE_NAME}`
      : `${shop.displayName}｜${shop.cityName}｜線上預約`,
    description: summarize(
      shop.introduction || `${shop.displayName}，${shop.address}。立即在好約線上預約。`,
      150,
    ),
    imageUrl: imageUrl ?? `${baseUrl}/og-default.jpg`,
    canonicalUrl: `${baseUrl}/p/${encodeURIComponent(urlSlug)}${options.booking ? '/booking' : ''}`,
    type: 'business.business',
  };
}

/** Postgres `integer` ids: anything outside would fail the query instead of finding nothing. */
const MAX_ID = 2_147_483_647;

/**
 * The share card of a seller's LINE area (`/line/{sellerId}` and its seller-level pages), or null
 * for an unknown seller or an id that cannot be one. Its name is the LINE settings' default shop
 * name, else the first bookable shop's, else the seller's; its image is that shop's (the first
 * bookable one, else the seller's first public shop); canonical `/line/{sellerId}`.
 */
export async function lineAreaShareCard(
  db: Db,
  baseUrl: string,
  sellerId: number,
): Promise<ShareCard | null> {
  if (!Number.isSafeInteger(sellerId) || sellerId <= 0 || sellerId > MAX_ID) return null;
  const [seller] = await db
    .select({ displayName: sellers.displayName })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  if (!seller) return null;
  const [settings] = await db
    .select({ bookableShopIds: lineSettings.bookableShopIds, name: lineSettings.defaultShopName })
    .from(lineSettings)
    .where(eq(lineSettings.sellerId, sellerId));
  const bookableIds = settings?.bookableShopIds ?? [];
  // The first bookable shop as the LINE area lists them, else the seller's first public shop.
  const [shop] =
    bookableIds.length > 0
      ? await bookableShopsOf(db, sellerId, bookableIds)
      : await db
          .select({ id: shops.id, displayName: shops.displayName })
          .from(shops)
          .where(and(eq(shops.sellerId, sellerId), eq(shops.reviewStatus, 'APPROVED')))
          .orderBy(asc(shops.id))
          .limit(1);
  const name = settings?.name?.trim() || shop?.displayName || seller.displayName;
  const imageUrl = shop ? await shopImageUrl(db, baseUrl, shop.id) : null;
  return {
    title: `${name}｜LINE 會員專區｜${SITE_NAME}`,
    description: summarize(
      `${name}的 LINE 會員專區：線上預約、查看與改期預約，會員卡、儲值金、套票與優惠券一次看。`,
      150,
    ),
    imageUrl: imageUrl ?? `${baseUrl}/og-default.jpg`,
    canonicalUrl: `${baseUrl}/line/${sellerId}`,
    type: 'website',
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
