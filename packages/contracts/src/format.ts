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

/** What joins a clock's period and its time: a no-break space, so `下午 3:00` never breaks there. */
export const CLOCK_GAP = '\u00a0';

/**
 * What holds a period's two characters together: U+2060 WORD JOINER, invisible and not spoken.
 * Chinese text may break a line between any two characters, 中 and 午 included, and a label in
 * a narrow table cell or chip read 「下」 at the end of one line and 「午 2:30」 on the next.
 */
export const PERIOD_JOINER = '\u2060';

/**
 * The part of the day people in Taiwan name before a 12-hour time: 凌晨 from midnight until
 * six, 上午 until noon, 中午 for the noon hour, 下午 until six, then 晚上; 午夜 for the end of a
 * day (1440).
 */
export function clockPeriod(minutes: number): '凌晨' | '上午' | '中午' | '下午' | '晚上' | '午夜' {
  if (minutes >= 1440) return '午夜';
  const h = Math.floor(minutes / 60);
  if (h < 6) return '凌晨';
  return h < 12 ? '上午' : h < 13 ? '中午' : h < 18 ? '下午' : '晚上';
}

/**
 * The 12-hour zh-TW clock of minutes since midnight: 870 → `下午 2:30`, 720 → `中午 12:00`,
 * 1170 → `晚上 7:30`, 0 → `凌晨 12:00`, 156 → `凌晨 2:36`, 1440 → `午夜 12:00` (the end of a
 * day). Period and time are joined by a no-break space (CLOCK_GAP) and the period's two
 * characters by a word joiner (PERIOD_JOINER), so a label never breaks across lines; `compact`
 * drops both (`下午2:30`), as running text such as a message writes it.
 */
export function clockLabel(minutes: number, options: { compact?: boolean } = {}): string {
  const gap = options.compact ? '' : CLOCK_GAP;
  const period = clockPeriod(minutes);
  // Laid out by a page: one unbreakable label. Running text (a message) stays plain.
  const shown = options.compact ? period : [...period].join(PERIOD_JOINER);
  if (minutes >= 1440) return `${shown}${gap}12:00`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `${shown}${gap}${h % 12 || 12}:${String(m).padStart(2, '0')}`;
}

/**
 * A shop's address with its city once: `臺北市` + `臺北市大安區忠孝東路四段 100 號` reads as the
 * address alone (台 and 臺 count as one), `臺北市` + `大安區…` as `臺北市大安區…`.
 */
export function formatAddress(cityName: string | null | undefined, address: string): string {
  const text = address.trim();
  if (!cityName) return text;
  const fold = (s: string) => s.replace(/臺/g, '台').replace(/\s+/g, '');
  return fold(text).startsWith(fold(cityName)) ? text : `${cityName}${text}`;
}

/** An order number: 8 of the 31 characters without look-alikes (random_order_number(), migration 0009). */
export const ORDER_NUMBER_PATTERN = /^[2-9A-HJKMNP-Z]{8}$/;

/** 訂單編號 as people read it aloud: `K7M2Q9PA` → `K7M2-Q9PA`. */
export function formatOrderNumber(orderNumber: string): string {
  return orderNumber.length === 8
    ? `${orderNumber.slice(0, 4)}-${orderNumber.slice(4)}`
    : orderNumber;
}

/**
 * 會員編號 on a member card: the customer record's id, zero-padded to 8 digits and grouped
 * `0001-2345` so it reads aloud at the counter (longer ids keep all their digits).
 */
export function formatMemberNumber(customerId: number): string {
  const digits = String(customerId).padStart(8, '0');
  return `${digits.slice(0, -4)}-${digits.slice(-4)}`;
}
