import type { TCurrency } from '@haoyue/contracts';
import { CURRENCY_MINOR_DIGITS } from '../money';

// Sellers type amounts as printed (NT$500); the API stores minor units (50000).

/** Minor units of an amount typed in the currency's major unit, e.g. 500 TWD → 50000. */
export function toMinor(major: number, currency: TCurrency): number {
  return Math.round(major * 10 ** (CURRENCY_MINOR_DIGITS[currency] ?? 2));
}

/** The major-unit amount of minor units, for an input field, e.g. 50000 TWD → 500. */
export function toMajor(minor: number, currency: TCurrency): number {
  return minor / 10 ** (CURRENCY_MINOR_DIGITS[currency] ?? 2);
}
