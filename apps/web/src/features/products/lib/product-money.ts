import { CURRENCY_MINOR_DIGITS, type TCurrency } from '@haoyue/contracts';

/** Minor units per whole unit of a currency (NT$1 = 100). */
export const minorFactor = (currency: string): number =>
  10 ** (CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2);

/** Whole units typed in a form → the API's minor units. */
export const toMinor = (major: number, currency: string): number =>
  Math.round(major * minorFactor(currency));

/** The API's minor units → whole units for a form. */
export const toMajor = (minor: number, currency: string): number => minor / minorFactor(currency);

/** What a stock line says to customers: 「大安店 有貨」 or 「大安店 缺貨」. */
export const stockLabel = (stock: { shopName: string; quantity: number }): string =>
  `${stock.shopName} ${stock.quantity > 0 ? '有貨' : '缺貨'}`;

/** A fresh key for one sale attempt; a retry of that attempt reuses it, so one sale is recorded. */
export function newSaleKey(): string {
  if (typeof crypto !== 'undefined' && 'randomUUID' in crypto) return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;
}

/** Image types the API accepts, and the size limit of a product image. */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp'];
export const PRODUCT_IMAGE_MAX_BYTES = 8 * 1024 * 1024;
