import type { TPrepaymentMethodOption, TPrepaymentPaymentMethods } from '@haoyue/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  customers,
  orders,
  sellerLinePayChannels,
  shopPaymentSettings,
  transferReports,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import {
  DEFAULT_REFUND_POLICY,
  loadPayments,
  type PaymentableRow,
  paymentableOf,
  presentPaymentable,
} from '../payments';
import { option, presentBalanceDue } from './balance-due';
import type { CheckoutContext } from './context';
import type { OwnOrder, ShopPaymentSettingsRow } from './rows';
import { presentTransferReport } from './transfer-reports';
import { usableDepository } from './usable-depository';

export type { OwnOrder, ShopPaymentSettingsRow } from './rows';

/** The signed-in customer's own order; anyone else's (or none) is 404. */
export async function loadCustomerOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<OwnOrder> {
  const [row] = await db
    .select({ order: orders })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(and(eq(orders.id, orderId), eq(customers.userId, userId)));
  if (!row) throw notFound('找不到訂單');
  return row.order;
}

/** How the shop takes money online; null when it has not said (it takes none). */
export async function shopPaymentSettingsOf(
  db: Db,
  shopId: number,
): Promise<ShopPaymentSettingsRow | null> {
  const [row] = await db
    .select()
    .from(shopPaymentSettings)
    .where(eq(shopPaymentSettings.shopId, shopId));
  return row ?? null;
}

/** Why nothing can be paid online now, by the prepayment's state (null: it is payable). */
function notPayableReason(prepayment: PaymentableRow | null): string | null {
  if (!prepayment) return '這筆預約不需預付訂金';
  switch (prepayment.status) {
    case 'PENDING':
      return null;
    case 'PAID':
      return '訂金已付清';
    case 'REPORTED':
      return '已回報轉帳，等待商家確認';
    case 'EXPIRED':
      return '已超過付款期限';
    case 'CANCELLED':
      return '預約已取消';
  }
}

/** The order's prepayment and how it can be paid online now, and the rest (POST /v1/orders:prepayment-payment-methods). */
export async function listPrepaymentPaymentMethods(
  ctx: CheckoutContext,
  p: { userId: number; orderId: number },
): Promise<TPrepaymentPaymentMethods> {
  const { db } = ctx;
  const order = await loadCustomerOrder(db, p.userId, p.orderId);
  const [prepayment, settings, [channel]] = await Promise.all([
    paymentableOf(db, order.id, 'PREPAYMENT'),
    shopPaymentSettingsOf(db, order.shopId),
    db
      .select({ sellerId: sellerLinePayChannels.sellerId })
      .from(sellerLinePayChannels)
      .where(eq(sellerLinePayChannels.sellerId, order.sellerId)),
  ]);
  const blocked = notPayableReason(prepayment);
  const methods: TPrepaymentMethodOption[] = [];
  for (const method of settings?.methods ?? []) {
    if (method === 'LINE_PAY') {
      if (channel) methods.push(option(method, blocked));
    } else if (method === 'BANK_TRANSFER') {
      methods.push(option(method, blocked));
    } else {
      const currency = prepayment?.currency ?? order.currency;
      const { balance, expired } = await usableDepository(db, {
        order,
        currency,
        now: ctx.clock(),
      });
      const short = prepayment !== null && balance < prepayment.amount;
      const reason = blocked ?? (short ? (expired ? '儲值金已過期' : '儲值金餘額不足') : null);
      methods.push(option(method, reason, balance));
    }
  }
  const ownPayments = prepayment ? await loadPayments(db, [prepayment.id]) : [];
  const reports = prepayment
    ? await db
        .select()
        .from(transferReports)
        .where(eq(transferReports.paymentableId, prepayment.id))
        .orderBy(desc(transferReports.createdAt), desc(transferReports.id))
    : [];
  return {
    orderId: order.id,
    orderKey: order.orderKey,
    prepayment: prepayment ? presentPaymentable(prepayment, ownPayments) : null,
    methods,
    bankTransfer:
      settings?.methods.includes('BANK_TRANSFER') && settings.bankTransfer
        ? {
            bankCode: settings.bankTransfer.bankCode,
            bankName: settings.bankTransfer.bankName,
            branch: settings.bankTransfer.branch ?? '',
            accountNumber: settings.bankTransfer.accountNumber,
            accountHolder: settings.bankTransfer.accountHolder,
            note: settings.bankTransfer.note ?? '',
          }
        : null,
    transferReports: reports.map((r) => presentTransferReport(r, order.id)),
    refundPolicy: {
      fullRefundHoursBefore:
        settings?.fullRefundHoursBefore ?? DEFAULT_REFUND_POLICY.fullRefundHoursBefore,
      lateRefundPercent: settings?.lateRefundPercent ?? DEFAULT_REFUND_POLICY.lateRefundPercent,
    },
    balanceDue: await presentBalanceDue(ctx, {
      order,
      settings,
      hasLinePayChannel: channel !== undefined,
    }),
  };
}
