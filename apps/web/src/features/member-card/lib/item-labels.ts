import {
  COUNTER_PAYMENT_METHOD_LABELS,
  DEPOSITORY_TRANSACTION_LABELS,
  VOUCHER_TRANSACTION_LABELS,
  formatPrice,
  type TMyCoupon,
  type TMyDepositoryTransaction,
  type TMyVoucherTransaction,
  type TOrderRecordType,
  type TVoucherState,
} from '@haoyue/contracts';
import { formatDateLabel, formatDateTimeLabel, localDateIn } from '../../../lib/date-labels';
import { serviceNamesLabel } from '../../../lib/service-names';

/** The voucher tabs, in order, with their labels and empty texts. */
export const VOUCHER_TABS: { value: TVoucherState; label: string; empty: string }[] = [
  { value: 'USABLE', label: '可使用', empty: '目前沒有可使用的套票' },
  { value: 'USED_UP', label: '已用完', empty: '沒有已用完的套票' },
  { value: 'EXPIRED', label: '已過期', empty: '沒有過期的套票' },
];

/** The viewer's time zone (member-card pages render in the browser, signed in). */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'Asia/Taipei';
}

/** `剩 3／10 次`. */
export function sessionsLabel(left: number, total: number): string {
  return `剩 ${left}／${total} 次`;
}

/** An expiry as `2027年1月5日（二）到期`, or `無使用期限`. */
export function expiryLabel(expiresAt: string | null, timeZone = viewerTimeZone()): string {
  if (!expiresAt) return '無使用期限';
  return `${formatDateLabel(localDateIn(expiresAt, timeZone), true)}到期`;
}

/** When a movement happened, in the viewer's zone. */
export function whenLabel(at: string, timeZone = viewerTimeZone()): string {
  return formatDateTimeLabel(at, timeZone);
}

/** A signed amount of money: `+NT$1,000`, `-NT$800`. */
export function signedMoney(amount: number, currency: string): string {
  return `${amount > 0 ? '+' : amount < 0 ? '-' : ''}${formatPrice(Math.abs(amount), currency)}`;
}

/** A stored-value movement's title: `儲值（現金）`, `消費`. */
export function depositoryMoveLabel(t: Pick<TMyDepositoryTransaction, 'kind' | 'paymentMethod'>) {
  const kind = DEPOSITORY_TRANSACTION_LABELS[t.kind];
  return t.paymentMethod ? `${kind}（${COUNTER_PAYMENT_METHOD_LABELS[t.paymentMethod]}）` : kind;
}

/** A voucher movement's title and change: `使用 -1 次`, `購買 +10 次`. */
export function voucherMoveLabel(t: Pick<TMyVoucherTransaction, 'kind' | 'sessions'>): string {
  const sign = t.sessions > 0 ? '+' : '';
  return `${VOUCHER_TRANSACTION_LABELS[t.kind]} ${sign}${t.sessions} 次`;
}

/** A coupon's discount: `折 NT$200`, `9 折` (10% off), `85 折`. */
export function couponDiscountLabel(c: TMyCoupon['campaign']): string {
  if (c.discountType === 'AMOUNT') return `折 ${formatPrice(c.discountValue, c.currency)}`;
  const rest = 100 - c.discountValue;
  const tenths = rest % 10 === 0 ? String(rest / 10) : String(rest);
  return rest <= 0 ? '免費' : `${tenths} 折`;
}

/** A coupon's conditions: minimum spend and what it applies to. */
export function couponTermsLabel(c: TMyCoupon['campaign']): string {
  const spend = c.minSpend > 0 ? `消費滿 ${formatPrice(c.minSpend, c.currency)}` : '無低消';
  const scope =
    c.scope === 'ORDER'
      ? '全單適用'
      : `限 ${c.services.length ? serviceNamesLabel(c.services.map((s) => s.name)) : '指定服務'}`;
  return `${spend}・${scope}`;
}

/** A history record's kind as a label. */
export const ORDER_RECORD_LABELS: Record<TOrderRecordType, string> = {
  BOOKING: '預約',
  PRODUCT_PURCHASE: '購買商品',
  TOP_UP: '儲值',
  VOUCHER_SALE: '購買套票',
};
