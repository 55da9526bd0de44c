import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { displayOrder } from '../../../db/display-order';
import { operatorServices, operators, services, shops } from '../../../db/schema';
import { invalid, notFound } from '../../../lib/errors';
import { actsAsShop, type OrderActor } from '../actor';

export type ShopRow = typeof shops.$inferSelect;
export type ServiceRow = typeof services.$inferSelect;

/** An approved shop open for booking, or 404. */
export async function loadBookableShop(db: Db, shopId: number): Promise<ShopRow> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop || shop.reviewStatus !== 'APPROVED') throw notFound('找不到店家');
  return shop;
}

/**
 * The shop an actor books at: given as a row (already checked by the caller), or by id: for
 * the seller's members any shop of theirs that is not closed, for everyone else an approved
 * one. Otherwise 404.
 */
export async function resolveShop(
  db: Db,
  shop: ShopRow | number,
  actor: OrderActor | undefined,
): Promise<ShopRow> {
  if (typeof shop !== 'number') return shop;
  if (!actsAsShop(actor)) return loadBookableShop(db, shop);
  const [row] = await db
    .select()
    .from(shops)
    .where(and(eq(shops.id, shop), eq(shops.sellerId, actor.sellerId)));
  if (!row || row.reviewStatus === 'CLOSED') throw notFound('找不到店家');
  return row;
}

/** The chosen services of the shop, in the order chosen; each must exist and be bookable. */
export async function loadServices(
  db: Db,
  shopId: number,
  serviceIds: readonly number[],
  options: { allowUnbookable?: boolean } = {},
): Promise<ServiceRow[]> {
  const rows = await db
    .select()
    .from(services)
    .where(and(eq(services.shopId, shopId), inArray(services.id, [...serviceIds])));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return serviceIds.map((id) => {
    const row = byId.get(id);
    if (!row || (!row.isBookable && !options.allowUnbookable)) {
      throw invalid('serviceIds', '所選服務不存在或已停止線上預約');
    }
    return row;
  });
}

/**
 * Bookable operators of the shop who perform every chosen service, in display order. With an
 * `operatorId`, that operator only (400 if they cannot do the services). The shop itself may
 * also book operators closed to online booking (`includeUnbookable`).
 */
export async function eligibleOperatorIds(
  db: Db,
  shopId: number,
  serviceIds: readonly number[],
  operatorId: number | null | undefined,
  options: { includeUnbookable?: boolean } = {},
): Promise<number[]> {
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .innerJoin(operatorServices, eq(operatorServices.operatorId, operators.id))
    .where(
      and(
        eq(operators.shopId, shopId),
        ...(options.includeUnbookable ? [] : [eq(operators.isBookable, true)]),
        inArray(operatorServices.serviceId, [...serviceIds]),
        ...(operatorId ? [eq(operators.id, operatorId)] : []),
      ),
    )
    .groupBy(operators.id, operators.position)
    .having(sql`count(*) = ${serviceIds.length}`)
    .orderBy(...displayOrder(operators));
  const ids = rows.map((r) => r.id);
  if (operatorId && ids.length === 0) {
    throw invalid('operatorId', '這位服務人員無法提供所選的全部服務，請改選其他人員');
  }
  return ids;
}
