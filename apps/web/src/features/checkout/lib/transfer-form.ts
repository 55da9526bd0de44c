import {
  CURRENCY_MINOR_DIGITS,
  TRANSFER_LAST_FIVE_PATTERN,
  type TCurrency,
} from '@haoyue/contracts';
import {
  clockMinutes,
  type TwelveHourClock,
  twelveHourClock,
} from '../../../lib/twelve-hour-clock';
import { instantAt, wallClock } from '../../../lib/zoned-time';

export { clockMinutes, type TwelveHourClock, twelveHourClock };

// The bank transfer report's fields as the customer types them (a 12-hour clock, whole dollars)
// and what the API takes (an instant, minor units). Pure, so they are tested without a page.

/** What the form holds. */
export interface TransferFormValues {
  lastFiveDigits: string;
  /** In the currency's major unit, as typed (`500`). */
  amount: string;
  /** `YYYY-MM-DD` on the shop's clock. */
  date: string;
  clock: TwelveHourClock;
}

/** Minor units as the amount field shows them (`50000` TWD → `500`). */
export function majorAmountText(minor: number, currency: string): string {
  const digits = CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2;
  return String(minor / 10 ** digits);
}

/** The amount field in minor units; null when it is not a positive amount. */
export function minorAmount(text: string, currency: string): number | null {
  const trimmed = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(trimmed)) return null;
  const digits = CURRENCY_MINOR_DIGITS[currency as TCurrency] ?? 2;
  const minor = Math.round(Number(trimmed) * 10 ** digits);
  return minor > 0 ? minor : null;
}

/** The form's start: the prepayment's amount and now on the shop's clock. */
export function initialTransferValues(
  amount: number,
  currency: string,
  timeZone: string,
  now: number = Date.now(),
): TransferFormValues {
  const { date, minutes } = wallClock(now, timeZone);
  return {
    lastFiveDigits: '',
    amount: majorAmountText(amount, currency),
    date,
    clock: twelveHourClock(minutes),
  };
}

/** What is wrong with each field (zh-TW), empty when the form can be sent. */
export type TransferFormErrors = Partial<Record<'lastFiveDigits' | 'amount' | 'time', string>>;

/**
 * Checks the form and answers the API's input, or the errors: five digits, a positive amount,
 * and a time that is not in the future (a minute's leeway for a clock read just now).
 */
export function readTransferForm(
  values: TransferFormValues,
  currency: string,
  timeZone: string,
  now: number = Date.now(),
):
  | { ok: true; input: { lastFiveDigits: string; amount: number; transferredAt: string } }
  | { ok: false; errors: TransferFormErrors } {
  const errors: TransferFormErrors = {};
  const lastFiveDigits = values.lastFiveDigits.trim();
  if (!TRANSFER_LAST_FIVE_PATTERN.test(lastFiveDigits)) {
    errors.lastFiveDigits = '請輸入帳號末五碼（5 位數字）';
  }
  const amount = minorAmount(values.amount, currency);
  if (amount === null) errors.amount = '請輸入轉帳金額';
  let transferredAt = '';
  if (!/^\d{4}-\d{2}-\d{2}$/.test(values.date)) {
    errors.time = '請選擇轉帳日期';
  } else {
    transferredAt = instantAt(values.date, clockMinutes(values.clock), timeZone);
    if (Date.parse(transferredAt) > now + 60_000) errors.time = '轉帳時間不能晚於現在';
  }
  if (Object.keys(errors).length > 0 || amount === null) return { ok: false, errors };
  return { ok: true, input: { lastFiveDigits, amount, transferredAt } };
}
