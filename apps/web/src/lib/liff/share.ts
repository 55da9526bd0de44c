import type { TOrder, TShopImage } from '@haoyue/contracts';
import { formatDateTimeLabel } from '../date-labels';
import { FLEX_ALT_TEXT_MAX, liffPermanentLink, TEXT_MESSAGE_MAX, type LiffMessage } from './rules';

// What the LINE area shares and sends: pure builders of message objects. They take the shop and
// the booking's public facts only (shop, services, time); a customer's phone, name or order key
// never goes into a message, since a shared message is read by people the customer picks.

/** The shop a message is about. */
export interface ShareShop {
  displayName: string;
  urlSlug: string;
  images?: readonly TShopImage[];
}

/** Where the links of a seller's LINE area lead: its LIFF app. */
export interface ShareTarget {
  liffId: string;
  sellerId: number;
  /** The site's origin, for the shop's images (stored site-relative). */
  origin: string;
}

function cut(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The LIFF permanent link of a shop's page in the seller's LINE area. */
export function shopPermanentLink(target: ShareTarget, urlSlug: string): string {
  return liffPermanentLink(
    target.liffId,
    target.sellerId,
    `/line/${target.sellerId}/${encodeURIComponent(urlSlug)}`,
  );
}

/**
 * The shop's picture for a message, as an absolute URL: the cover, else the avatar. LINE fetches
 * message images over HTTPS only, so an image it could not show is left out (null).
 */
export function shopShareImage(
  images: readonly TShopImage[] | undefined,
  origin: string,
): string | null {
  const sorted = [...(images ?? [])].sort((a, b) => a.position - b.position);
  const image = sorted.find((i) => i.type === 'COVER') ?? sorted.find((i) => i.type === 'AVATAR');
  if (!image) return null;
  let url: URL;
  try {
    url = new URL(image.url, origin);
  } catch {
    return null;
  }
  return url.protocol === 'https:' ? url.href : null;
}

/**
 * A flex message about a shop for the share target picker: its picture, its name, a line of
 * text and a 一起來預約 button, each leading to the shop in the LINE area by its permanent link.
 */
export function shopFlexMessage(
  shop: ShareShop,
  target: ShareTarget,
  note = '在 LINE 上就能線上預約',
): LiffMessage {
  const link = shopPermanentLink(target, shop.urlSlug);
  const image = shopShareImage(shop.images, target.origin);
  return {
    type: 'flex',
    altText: cut(`${shop.displayName}：一起來預約`, FLEX_ALT_TEXT_MAX),
    contents: {
      type: 'bubble',
      ...(image
        ? {
            hero: {
              type: 'image',
              url: image,
              size: 'full',
              aspectRatio: '20:13',
              aspectMode: 'cover',
              action: { type: 'uri', uri: link },
            },
          }
        : {}),
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'sm',
        contents: [
          { type: 'text', text: shop.displayName, weight: 'bold', size: 'xl', wrap: true },
          { type: 'text', text: note, size: 'sm', color: '#666666', wrap: true },
        ],
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            style: 'primary',
            action: { type: 'uri', label: '一起來預約', uri: link },
          },
        ],
      },
    },
  };
}

/** The services of an order, by name, in booking order. */
function serviceNames(order: Pick<TOrder, 'bookings'>): string[] {
  return order.bookings.flatMap((b) => b.serviceItems.map((i) => i.name));
}

/** What sharing a booking sends: one flex message about its shop (not about the customer). */
export function bookingShareMessages(
  order: Pick<TOrder, 'bookings'>,
  shop: ShareShop,
  target: ShareTarget,
): LiffMessage[] {
  const services = serviceNames(order);
  const note = services.length > 0 ? `我預約了${services.join('、')}，推薦給你！` : undefined;
  return [shopFlexMessage(shop, target, note)];
}

/**
 * What 傳送預約資訊到聊天室 posts: a text message with the shop, the services and the time (in
 * the shop's zone), and the shop's link.
 */
export function bookingChatMessages(
  order: Pick<TOrder, 'bookings' | 'startTime' | 'timeZone'>,
  shop: ShareShop,
  target: ShareTarget,
): LiffMessage[] {
  const lines = [
    '【預約資訊】',
    `店家：${shop.displayName}`,
    `服務：${serviceNames(order).join('、') || '—'}`,
    `時間：${formatDateTimeLabel(order.startTime, order.timeZone)}`,
    `預約連結：${shopPermanentLink(target, shop.urlSlug)}`,
  ];
  return [{ type: 'text', text: cut(lines.join('\n'), TEXT_MESSAGE_MAX) }];
}
