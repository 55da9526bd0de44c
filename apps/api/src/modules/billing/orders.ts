import {
  BILLING_INTERVAL_LABELS,
  type TAdminSystemOrder,
  type TCurrency,
  type TSystemOrder,
} from '@haoyue/contracts';
import { and, count, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { plans, sellers, shops, systemOrders } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { type Paged, readPage } from '../../lib/paging';
import { presentPlan } from '../catalogue';
import { taxInside } from './periods';

export type SystemOrderRow = typeof systemOrders.$inferSelect;

/** The platform's time zone: receipts' dates and the admin filter's days are Taiwan days. */
const PLATFORM_TIME_ZONE = 'Asia/Taipei';

const day = (d: Date) =>
  new Intl.DateTimeFormat('en-CA', {
    timeZone: PLATFORM_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(d)
    .replaceAll('-', '/');

/** `HY-<year>-<6 digits>`: the order's id makes it unique; the year is the payment's. */
export function receiptNumberOf(orderId: number, paidAt: Date): string {
  const year = day(paidAt).slice(0, 4);
  return `HY-${year}-${String(orderId).padStart(6, '0')}`;
}

type Joined = {
  order: SystemOrderRow;
  plan: typeof plans.$inferSelect;
  shopName: string;
};

export function presentSystemOrder({ order, plan, shopName }: Joined): TSystemOrder {
  const receipt =
    order.receiptNumber && order.paidAt
      ? {
          number: order.receiptNumber,
          issuedAt: order.paidAt.toISOString(),
          buyerTaxId: order.receiptTaxId,
          buyerTitle: order.receiptTitle,
          amount: order.amount,
          taxAmount: taxInside(order.amount, order.currency),
          currency: order.currency as TCurrency,
          description: `${plan.name} ${BILLING_INTERVAL_LABELS[order.interval]} · ${shopName} · ${day(order.periodStartsAt)}–${day(order.periodEndsAt)}`,
        }
      : null;
  return {
    id: order.id,
    kind: order.kind,
    status: order.status,
    shopId: order.shopId,
    shopName,
    plan: presentPlan(plan),
    interval: order.interval,
    amount: order.amount,
    currency: order.currency as TCurrency,
    periodStartsAt: order.periodStartsAt.toISOString(),
    periodEndsAt: order.periodEndsAt.toISOString(),
    cardLabel: order.cardLabel,
    failureReason: order.failureReason,
    createdBy: order.createdBy,
    createdAt: order.createdAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    refundedAt: order.refundedAt?.toISOString() ?? null,
    refundReason: order.refundReason,
    receipt,
  };
}

const joinedColumns = { order: systemOrders, plan: plans, shopName: shops.displayName };

/** Orders with their plan and shop's name, matching `where`. */
function ordersWhere(db: Db, where: SQL | undefined) {
  return db
    .select(joinedColumns)
    .from(systemOrders)
    .innerJoin(plans, eq(plans.id, systemOrders.planId))
    .innerJoin(shops, eq(shops.id, systemOrders.shopId))
    .where(where);
}

/** The same with the seller's name, as admins read them. */
function adminOrdersWhere(db: Db, where: SQL | undefined) {
  return db
    .select({ ...joinedColumns, sellerName: sellers.displayName })
    .from(systemOrders)
    .innerJoin(plans, eq(plans.id, systemOrders.planId))
    .innerJoin(shops, eq(shops.id, systemOrders.shopId))
    .innerJoin(sellers, eq(sellers.id, systemOrders.sellerId))
    .where(where);
}

function presentAdminOrder(
  row: Awaited<ReturnType<typeof adminOrdersWhere>>[number],
): TAdminSystemOrder {
  return { ...presentSystemOrder(row), seller: { id: row.order.sellerId, name: row.sellerName } };
}

const newestFirst = () => [desc(systemOrders.createdAt), desc(systemOrders.id)];

/** One order of the seller (another seller's is 404). */
export async function getSystemOrder(
  db: Db,
  { sellerId, systemOrderId }: { sellerId: number; systemOrderId: number },
): Promise<TSystemOrder> {
  const [row] = await ordersWhere(
    db,
    and(eq(systemOrders.id, systemOrderId), eq(systemOrders.sellerId, sellerId)),
  );
  if (!row) throw notFound('找不到這筆帳單');
  return presentSystemOrder(row);
}

/** The seller's orders, newest first. */
export async function listSystemOrders(
  db: Db,
  { sellerId, paging }: { sellerId: number; paging: { page: number; perPage: number } },
) {
  const where = eq(systemOrders.sellerId, sellerId);
  const { rows, meta } = await readPage(ordersWhere(db, where).orderBy(...newestFirst()), {
    count: db.select({ total: count() }).from(systemOrders).where(where),
    paging,
  });
  return { data: rows.map(presentSystemOrder), meta };
}

/** Admin: every seller's orders, filtered by status, seller and days (Asia/Taipei, both included). */
export async function listAdminSystemOrders(
  db: Db,
  query: {
    status?: SystemOrderRow['status'] | undefined;
    sellerId?: number | undefined;
    from?: string | undefined;
    to?: string | undefined;
    page: number;
    perPage: number;
  },
): Promise<Paged<TAdminSystemOrder>> {
  const where: SQL[] = [];
  if (query.status) where.push(eq(systemOrders.status, query.status));
  if (query.sellerId) where.push(eq(systemOrders.sellerId, query.sellerId));
  if (query.from) {
    where.push(
      gte(
        systemOrders.createdAt,
        sql`(${query.from}::date)::timestamp at time zone ${PLATFORM_TIME_ZONE}`,
      ),
    );
  }
  if (query.to) {
    where.push(
      lt(
        systemOrders.createdAt,
        sql`(${query.to}::date + 1)::timestamp at time zone ${PLATFORM_TIME_ZONE}`,
      ),
    );
  }
  const condition = and(...where);
  const { rows, meta } = await readPage(adminOrdersWhere(db, condition).orderBy(...newestFirst()), {
    count: db.select({ total: count() }).from(systemOrders).where(condition),
    paging: query,
  });
  return { data: rows.map(presentAdminOrder), meta };
}

/** One order for an admin answer. */
export async function adminSystemOrder(db: Db, systemOrderId: number): Promise<TAdminSystemOrder> {
  const [row] = await adminOrdersWhere(db, eq(systemOrders.id, systemOrderId));
  if (!row) throw notFound('找不到這筆帳單');
  return presentAdminOrder(row);
}

/** Orders by id, for settling several (unused ids are skipped). */
export async function ordersByIds(db: Db, ids: number[]): Promise<SystemOrderRow[]> {
  if (!ids.length) return [];
  return db.select().from(systemOrders).where(inArray(systemOrders.id, ids));
}
