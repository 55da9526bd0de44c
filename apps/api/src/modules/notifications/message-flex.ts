import { formatPrice, ORDER_STATUS_LABELS, type TOrderStatus } from '@haoyue/contracts';
import type { LineMessage } from '../../platform/line/messenger';
import { formatLocalTime, type NotificationKind } from './message-text';

/** What the LINE card of an order shows. */
export type FlexFacts = {
  sellerId: number;
  shop: { displayName: string; timeZone: string };
  order: {
    orderKey: string;
    status: string;
    startsAt: Date;
    totalPrice: number;
    currency: string;
  };
  services: string[];
  operator: string | null;
  prepayment: { amount: number; currency: string; deadline: Date | null } | null;
};

const TITLES: Record<NotificationKind, string> = {
  CONFIRMATION: '預約成功',
  RESCHEDULED: '預約已改期',
  CANCELLED: '預約已取消',
  EXPIRED: '預約已自動取消',
  REMINDER: '預約提醒',
};

/** LINE's limit on a flex message's alternative text. */
export const ALT_TEXT_MAX = 1500;

const clip = (text: string, max: number) =>
  text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** The order page inside the seller's LINE area (absolute, for the button). */
export function lineOrderUrl(publicBaseUrl: string, sellerId: number, orderKey: string): string {
  return `${publicBaseUrl}/line/${sellerId}/orders/${orderKey}`;
}

/**
 * A zh-TW flex bubble about an order: what happened, shop, services, stylist, time (12-hour
 * clock, 上午/下午/晚上), status and amount, and a button to the order page in the LINE area.
 */
export function composeFlex(
  kind: NotificationKind,
  f: FlexFacts,
  publicBaseUrl: string,
): LineMessage {
  const awaiting = kind === 'CONFIRMATION' && f.order.status === 'AWAITING_PREPAYMENT';
  const title = awaiting ? '預約已保留，請支付訂金' : TITLES[kind];
  const when = formatLocalTime(f.order.startsAt, f.shop.timeZone);
  const status = ORDER_STATUS_LABELS[f.order.status as TOrderStatus] ?? f.order.status;
  const amount = formatPrice(f.order.totalPrice, f.order.currency);
  const services = clip(f.services.join('、') || '—', 200);
  const rows: Array<[string, string]> = [
    ['店家', clip(f.shop.displayName, 60)],
    ['服務', services],
    ['設計師', clip(f.operator ?? '不指定', 60)],
    ['時間', when],
    ['狀態', status],
    ['金額', amount],
  ];
  if (awaiting && f.prepayment) {
    rows.push(['訂金', formatPrice(f.prepayment.amount, f.prepayment.currency)]);
    if (f.prepayment.deadline) {
      rows.push(['付款期限', formatLocalTime(f.prepayment.deadline, f.shop.timeZone)]);
    }
  }
  const url = lineOrderUrl(publicBaseUrl, f.sellerId, f.order.orderKey);
  const altText = clip(
    `【好約】${title}：${f.shop.displayName} ${when}（${services}）`,
    ALT_TEXT_MAX,
  );
  return {
    type: 'flex',
    altText,
    contents: {
      type: 'bubble',
      size: 'mega',
      header: {
        type: 'box',
        layout: 'vertical',
        contents: [
          { type: 'text', text: '好約', size: 'sm', color: '#0b7285', weight: 'bold' },
          { type: 'text', text: title, size: 'lg', weight: 'bold', wrap: true },
        ],
      },
      body: {
        type: 'box',
        layout: 'vertical',
        spacing: 'sm',
        contents: rows.map(([label, value]) => ({
          type: 'box',
          layout: 'baseline',
          spacing: 'sm',
          contents: [
            { type: 'text', text: label, size: 'sm', color: '#495057', flex: 2 },
            { type: 'text', text: value, size: 'sm', color: '#212529', flex: 5, wrap: true },
          ],
        })),
      },
      footer: {
        type: 'box',
        layout: 'vertical',
        contents: [
          {
            type: 'button',
            style: 'primary',
            color: '#0b7285',
            action: { type: 'uri', label: awaiting ? '支付訂金' : '查看預約', uri: url },
          },
        ],
      },
    },
  };
}
