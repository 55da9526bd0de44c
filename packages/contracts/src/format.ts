import type { TCurrency } from './catalogue/geography';

// The one formatter of money and of the 12-hour clock, zod-free: the API's messages (SMS, LINE)
// and the web print prices and times the same way.

/** How each supported currency is written in front of the amount. */
export const CURRENCY_SYMBOLS: Record<TCurrency, string> = {
  TWD: 'NT$',
  HKD: 'HK$',
  SGD: 'S$',
  MYR: 'RM',
  MOP: 'MOP$',
};

/** Minor digits per currency; every price is stored as an integer of minor units. */
export const CURRENCY_MINOR_DIGITS: Record<TCurrency, number> = {
  TWD: 2,
  HKD: 2,
  SGD: 2,
  MYR: 2,
  MOP: 2,
};

/**
 * `1234567` → `1,234,567`: en-US grouping, what shops in TW/HK/SG print on their price lists.
 * Written out rather than with Intl.NumberFormat, whose first use loads locale data: tens of
 * milliseconds on a phone, inside the page's hydration (issue 11).
 */
function grouped(integer: number): string {
  return String(integer).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Formats integer minor units: `formatPrice(80000, 'TWD')` → `NT$800`, `4550 SGD` → `S$45.50`. */
export function formatPrice(minor: number, currency: TCurrency | string): string {
  const digits = CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2;
  const symbol = CURRENCY_SYMBOLS[currency as TCurrency] ?? `${currency} `;
  const factor = 10 ** digits;
  const abs = Math.abs(Math.round(minor));
  const whole = grouped(Math.floor(abs / factor));
  const amount =
    abs % factor === 0 ? whole : `${whole}.${String(abs % factor).padStart(digits, '0')}`;
  return `${minor < 0 ? '-' : ''}${symbol}${amount}`;
}

/**
 * The 12-hour zh-TW clock of minutes since midnight: 870 → `下午 2:30`, 0 → `上午 12:00`,
 * 1440 → `午夜 12:00` (the end of a day). `compact` drops the space (`下午2:30`), as running text
 * such as a message writes it.
 */
export function clockLabel(minutes: number, options: { compact?: boolean } = {}): string {
  const gap = options.compact ? '' : ' ';
  if (minutes >= 1440) return `午夜${gap}12:00`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${h < 12 ? '上午' : '下午'}${gap}${h % 12 || 12}:${String(m).padStart(2, '0')}`;
}
