import type {
  TCurrency,
  TSellerTransferReport,
  TTransferReport,
  TTransferReportStatus,
} from '@haoyue/contracts';
import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { customers, orders, paymentables, shops, transferReports } from '../../db/schema';
import { notFound } from '../../lib/errors';
import type { Paged } from '../../lib/paging';

/** Reading bank-transfer reports: the customer's answer and the shop's list (decision 014, 6). */

export type TransferReportRow = typeof transferReports.$inferSelect;

/** A report as the customer's answer shows it. */
export function presentTransferReport(r: TransferReportRow, orderId: number): TTransferReport {
  return {
    id: r.id,
    orderId,
    lastFiveDigits: r.lastFiveDigits,
    amount: r.amount,
    currency: r.currency as TCurrency,
    transferredAt: r.transferredAt.toISOString(),
    status: r.status,
    rejectReason: r.rejectReason,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/** The name the shop knows the customer by: the record's, else the one given on the booking. */
const customerName = sql<string>`coalesce(nullif(${customers.displayName}, ''),
  ${orders.profile}->>'displayName', '')`;

const sellerReportColumns = {
  report: transferReports,
  orderId: orders.id,
  orderNumber: orders.orderNumber,
  shopId: orders.shopId,
  shopName: shops.displayName,
  customerId: orders.customerId,
  customerName,
  startsAt: orders.startsAt,
  prepaymentAmount: paymentables.amount,
};

/** The seller's reports matching `where`, oldest first, with their orders. */
function selectSellerReports(db: Db, where: SQL | undefined) {
  return db
    .select(sellerReportColumns)
    .from(transferReports)
    .innerJoin(paymentables, eq(paymentables.id, transferReports.paymentableId))
    .innerJoin(orders, eq(orders.id, paymentables.orderId))
    .innerJoin(shops, eq(shops.id, orders.shopId))
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(where)
    .orderBy(asc(transferReports.createdAt), asc(transferReports.id));
}

type SellerReportRow = Awaited<ReturnType<typeof selectSellerReports>>[number];

function presentSellerReport(r: SellerReportRow): TSellerTransferReport {
  return {
    ...presentTransferReport(r.report, r.orderId),
    order: {
      id: r.orderId,
      orderNumber: r.orderNumber,
      shopId: r.shopId,
      shopName: r.shopName,
      customerId: r.customerId,
      customerName: r.customerName ?? '',
      startTime: r.startsAt.toISOString(),
      prepaymentAmount: r.prepaymentAmount,
    },
  };
}

/** One report of the seller's orders with its order (404 for another seller's or none). */
export async function getSellerTransferReport(
  db: Db,
  sellerId: number,
  reportId: number,
): Promise<TSellerTransferReport> {
  const [row] = await selectSellerReports(
    db,
    and(eq(transferReports.id, reportId), eq(orders.sellerId, sellerId)),
  );
  if (!row) throw notFound('找不到這筆轉帳回報');
  return presentSellerReport(row);
}

/** The seller's reports (default: waiting for the shop), oldest first, one page. */
export async function listSellerTransferReports(
  db: Db,
  p: {
    sellerId: number;
    status?: TTransferReportStatus[] | undefined;
    shopId?: number | undefined;
    orderId?: number | undefined;
    page: number;
    perPage: number;
  },
): Promise<Paged<TSellerTransferReport>> {
  const statuses = p.status && p.status.length > 0 ? p.status : (['REPORTED'] as const);
  const where = and(
    eq(orders.sellerId, p.sellerId),
    inArray(transferReports.status, [...statuses]),
    p.shopId !== undefined ? eq(orders.shopId, p.shopId) : undefined,
    p.orderId !== undefined ? eq(orders.id, p.orderId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectSellerReports(db, where)
      .limit(p.perPage)
      .offset((p.page - 1) * p.perPage),
    db
      .select({ n: count() })
      .from(transferReports)
      .innerJoin(paymentables, eq(paymentables.id, transferReports.paymentableId))
      .innerJoin(orders, eq(orders.id, paymentables.orderId))
      .where(where),
  ]);
  return {
    data: rows.map(presentSellerReport),
    meta: { page: p.page, perPage: p.perPage, total: Number(total?.n ?? 0) },
  };
}
