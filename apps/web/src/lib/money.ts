import type { TCurrency } from '@haoyue/contracts';

/** How each supported currency is written in front of the amount. */
export const CURRENCY_SYMBOLS: Record<TCurrency, string> = {
  TWD: 'NT$',
  HKD: 'HK$',
  SGD: 'S$',
  MYR: 'RM',
  MOP: 'MOP$',
};

/** Minor digits per currency; the API stores every price as an integer of minor units. */
export const CURRENCY_MINOR_DIGITS: Record<TCurrency, number> = {
  TWD: 2,
  HKD: 2,
  SGD: 2,
  MYR: 2,
  MOP: 2,
};

const formatters = new Map<number, Intl.NumberFormat>();

function numberFormat(fractionDigits: number): Intl.NumberFormat {
  let formatter = formatters.get(fractionDigits);
  if (!formatter) {
    // en-US grouping (1,200) is what shops in TW/HK/SG print on their price lists.
    formatter = new Intl.NumberFormat('en-US', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(fractionDigits, formatter);
  }
  return formatter;
}

/** Formats integer minor units, e.g. `formatPrice(80000, 'TWD')` → `NT$800`, `4550 SGD` → `S$45.50`. */
export function formatPrice(minor: number, currency: TCurrency): string {
  const digits = CURRENCY_MINOR_DIGITS[currency] ?? 2;
  const symbol = CURRENCY_SYMBOLS[currency] ?? `${currency} `;
  const factor = 10 ** digits;
  const abs = Math.abs(Math.round(minor));
  const whole = abs % factor === 0;
  const amount = numberFormat(whole ? 0 : digits).format(abs / factor);
  return `${minor < 0 ? '-' : ''}${symbol}${amount}`;
}
