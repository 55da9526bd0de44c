import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { services, shops } from '../../db/schema';
import { invalid, notFound } from '../../lib/errors';
import { vipExtraDaysOfUser } from '../customers';
import { actsAsShop, type OrderActor } from './actor';
import type { ScheduledOperator, ServiceRow, ShopRow, ShopSchedule } from './shop-schedule';

export type { ServiceRow, ShopRow } from './shop-schedule';

/** An approved shop open for booking, or 404. */
export async function loadBookableShop(db: Db, shopId: number): Promise<ShopRow> {
  const [shop] = await db.select().from(shops).where(eq(shops.id, shopId));
  if (!shop || shop.reviewStatus !== 'APPROVED') throw notFound('找不到店家');
  return shop;
}

/**
 * The schedule's shop as an actor may book it: for the seller's members any shop of theirs that
 * is not closed, for everyone else an approved one. Otherwise 404.
 */
export function bookableShopOf(schedule: ShopSchedule, actor: OrderActor | undefined): ShopRow {
  const { shop } = schedule;
  const open = actsAsShop(actor)
    ? shop.sellerId === actor.sellerId && shop.reviewStatus !== 'CLOSED'
    : shop.reviewStatus === 'APPROVED';
  if (!open) throw notFound('找不到店家');
  return shop;
}

/**
 * The chosen services of the shop, in the order chosen; each must exist and be bookable. Unless
 * the shop books for itself (`allowUnbookable`), each must also be performed by an operator open
 * to online booking: the public menu leaves such a service out, and one asked for by id is
 * refused by name rather than answered with no times.
 */
export function chooseServices(
  schedule: ShopSchedule,
  serviceIds: readonly number[],
  options: { allowUnbookable?: boolean } = {},
): ServiceRow[] {
  return serviceIds.map((id) => {
    const row = schedule.services.get(id);
    if (!row || (!row.isBookable && !options.allowUnbookable)) {
      throw invalid('serviceIds', '所選服務不存在或已停止線上預約');
    }
    if (!options.allowUnbookable && !schedule.operators.some((o) => isStaffedBy(o, id))) {
      throw invalid('serviceIds', `此服務目前沒有可預約的服務人員：「${row.name}」`);
    }
    return row;
  });
}

/** Whether the operator performs the service and customers can book them. */
function isStaffedBy(operator: ScheduledOperator, serviceId: number): boolean {
  return operator.isBookable && operator.serviceIds.has(serviceId);
}

export interface EligibleOperatorsInput {
  schedule: ShopSchedule;
  serviceIds: readonly number[];
  operatorId: number | null | undefined;
  options?: { includeUnbookable?: boolean };
}

/**
 * Bookable operators of the shop who perform every chosen service, in display order. With an
 * `operatorId`, that operator only (400 if they cannot do the services). The shop itself may
 * also book operators closed to online booking (`includeUnbookable`).
 */
export function eligibleOperators({
  schedule,
  serviceIds,
  operatorId,
  options = {},
}: EligibleOperatorsInput): number[] {
  const ids = schedule.operators
    .filter(
      (o) =>
        (options.includeUnbookable || o.isBookable) &&
        (!operatorId || o.id === operatorId) &&
        serviceIds.every((id) => o.serviceIds.has(id)),
    )
    .map((o) => o.id);
  if (operatorId && ids.length === 0) {
    throw invalid('operatorId', '這位服務人員無法提供所選的全部服務，請改選其他人員');
  }
  return ids;
}

export interface LoadServicesInput {
  shopId: number;
  serviceIds: readonly number[];
  options?: { allowUnbookable?: boolean };
}

/** The chosen services of the shop read from the database (see chooseServices). */
export async function loadServices(
  db: Db,
  { shopId, serviceIds, options = {} }: LoadServicesInput,
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

export interface ChooseBookingInput {
  actor?: OrderActor | undefined;
  serviceIds: readonly number[];
  operatorId?: number | null | undefined;
}

/**
 * What the actor may book at the schedule's shop: the shop (404 unless open to them), the chosen
 * services and the operators eligible for all of them. The shop's own members book with the
 * shop's freedoms: services and operators closed to online booking count.
 */
export function chooseBooking(schedule: ShopSchedule, o: ChooseBookingInput) {
  const asShop = actsAsShop(o.actor);
  const shop = bookableShopOf(schedule, o.actor);
  const chosen = chooseServices(schedule, o.serviceIds, { allowUnbookable: asShop });
  const operatorIds = eligibleOperators({
    schedule,
    serviceIds: o.serviceIds,
    operatorId: o.operatorId,
    options: { includeUnbookable: asShop },
  });
  return { shop, chosen, operatorIds };
}

/** How much further ahead than the shop's horizon the actor books: a customer's VIP days there. */
export async function extraAdvanceDaysOf(
  db: Db,
  shop: ShopRow,
  actor: OrderActor | undefined,
): Promise<number> {
  return actor?.role === 'CUSTOMER' ? vipExtraDaysOfUser(db, shop.sellerId, actor.userId) : 0;
}
