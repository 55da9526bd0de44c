import type { TCard, TLicenceStanding } from '@haoyue/contracts';
import { formatDateLabel, localDateIn } from '../../../lib/date-labels';

/** The time zone a seller's bills are dated in when a shop's own is not at hand. */
export const BILLING_TIME_ZONE = 'Asia/Taipei';

/** A day as the billing pages print it: `2026年12月5日（六）`, on `timeZone`'s calendar. */
export function billingDate(iso: string, timeZone = BILLING_TIME_ZONE): string {
  return formatDateLabel(localDateIn(iso, timeZone), true);
}

/** A card's expiry as printed on it: `12/30`. */
export function cardExpiry(card: Pick<TCard, 'expiryMonth' | 'expiryYear'>): string {
  return `${String(card.expiryMonth).padStart(2, '0')}/${String(card.expiryYear % 100).padStart(2, '0')}`;
}

/** A card as a line: `VISA •••• 4242`. */
export function cardLabel(card: Pick<TCard, 'brand' | 'lastFour'>): string {
  return `${card.brand} •••• ${card.lastFour}`;
}

/** The standing chips' colours: covered green, trouble orange, stopped red. */
export const STANDING_COLORS: Record<TLicenceStanding, string> = {
  TRIAL: 'blue',
  ACTIVE: 'teal',
  RENEWAL_FAILED: 'orange',
  GRACE: 'orange',
  PAUSED: 'red',
  NONE: 'gray',
};
