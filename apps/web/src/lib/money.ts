import { CURRENCY_MINOR_DIGITS, type TCurrency } from '@haoyue/contracts';

/** Money as the web prints it: the one formatter the API's messages use too. */
export { CURRENCY_MINOR_DIGITS, CURRENCY_SYMBOLS, formatPrice } from '@haoyue/contracts';

// Sellers type amounts as printed (NT$500); the API stores minor units (50000, decision 003).
const minorFactor = (currency: string) => 10 ** (CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2);

/** Minor units of an amount typed in the currency's major unit, e.g. 500 TWD → 50000. */
export function toMinor(major: number, currency: string): number {
  return Math.round(major * minorFactor(currency));
}

/** The major-unit amount of minor units, for an input field, e.g. 50000 TWD → 500. */
export function toMajor(minor: number, currency: string): number {
  return minor / minorFactor(currency);
}

/**
 * The currency a seller's prices, plans and templates are written in: its first shop's (the
 * oldest, lowest id), TWD before it has one. Shops of one seller share a currency today.
 */
export function sellerCurrency(shops: readonly { id: number; currency: string }[]): string {
  let first: { id: number; currency: string } | undefined;
  for (const shop of shops) if (!first || shop.id < first.id) first = shop;
  return first?.currency ?? 'TWD';
}
