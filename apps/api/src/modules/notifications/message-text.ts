import { clockLabel, formatPrice, zonedParts } from '@haoyue/contracts';
import type { orderNotifications } from '../../db/schema';

/** What a message is about: a new order, a move, a cancellation, an expiry, a reminder. */
export type NotificationKind = (typeof orderNotifications.$inferInsert)['kind'];

/** NT$1,200 from minor units: the one money formatter the web uses too. */
const money = formatPrice;

/** Weekdays as a date is printed in Taiwan: 日 = Sunday. */
const WEEKDAYS = '日一二三四五六';

/** 12月3日（四）下午2:30 in the shop's zone (the time by the web's one 12-hour formatter). */
export function formatLocalTime(instant: Date, timeZone: string): string {
  const p = zonedParts(timeZone, instant);
  const [year, month, day] = [Number(p.year), Number(p.month), Number(p.day)];
  const weekday = WEEKDAYS[new Date(Date.UTC(year, month - 1, day)).getUTCDay()];
  const minutes = Number(p.hour) * 60 + Number(p.minute);
  return `${month}月${day}日（${weekday}）${clockLabel(minutes, { compact: true })}`;
}

/** What a message about an order says: everything needed, nothing loaded. */
export type MessageFacts = {
  shop: { displayName: string; address: string; timeZone: string };
  order: { orderKey: string; status: string; startsAt: Date };
  prepayment: { amount: number; currency: string; deadline: Date | null } | null;
  /** Consent forms the order still misses (reminders ask for them); none when absent. */
  consentFormsMissing?: number;
};

/** The text of a message about an order, with a link to its page. */
export function composeBody(
  kind: NotificationKind,
  facts: MessageFacts,
  publicBaseUrl: string,
): string {
  const { shop, order, prepayment } = facts;
  const when = formatLocalTime(order.startsAt, shop.timeZone);
  const link = `${publicBaseUrl}/orders/${order.orderKey}`;
  const shopName = shop.displayName;
  switch (kind) {
    case 'CONFIRMATION':
      return order.status === 'AWAITING_PREPAYMENT' && prepayment?.deadline
        ? `【好約】已為您保留 ${shopName} ${when} 的預約，請於 ${formatLocalTime(prepayment.deadline, shop.timeZone)} 前支付訂金 ${money(prepayment.amount, prepayment.currency)}，逾期將自動取消。${link}`
        : `【好約】您已預約 ${shopName} ${when}。查看或變更：${link}`;
    case 'RESCHEDULED':
      return `【好約】您在 ${shopName} 的預約已改至 ${when}。${link}`;
    case 'CANCELLED':
      return `【好約】您在 ${shopName} ${when} 的預約已取消。${link}`;
    case 'EXPIRED':
      return `【好約】您在 ${shopName} ${when} 的預約因未於期限內支付訂金，已自動取消。${link}`;
    case 'REMINDER': {
      const reminder = `【好約】提醒您：${when} 在 ${shopName} 有預約，地址：${shop.address}。`;
      const missing = facts.consentFormsMissing ?? 0;
      // The order page lists the forms with a button to fill each.
      if (missing > 1) return `${reminder}到店前請先填寫 ${missing} 份同意書：${link}`;
      if (missing === 1) return `${reminder}到店前請先填寫同意書：${link}`;
      return `${reminder}${link}`;
    }
  }
}
