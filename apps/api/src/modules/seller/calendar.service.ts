import { canonicalPhoneNumber, type TBookingProfile } from '@haoyue/contracts';
import { and, asc, count, desc, eq, gte, ilike, inArray, lt, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  bookings,
  customers,
  orderEvents,
  orders,
  paymentables,
  payments,
  users,
} from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import {
  eligibleOperatorIds,
  findAvailability,
  loadServices,
  whyUnavailable,
  planBooking,
} from '../booking/availability';
import type { BookingContext } from '../booking/context';
import { firstThatFits, slotUnavailable } from '../booking/errors';
import { deliverLater, notifyOrder } from '../booking/notifications';
import {
  cancelOrderNow,
  checkOnGrid,
  presentDays,
  insertOrder,
  moveOrder,
  orderContext,
  tryOrder,
} from '../booking/orders.service';
import {
  type OrderPart,
  type OrderRow,
  presentCustomers,
  presentOrders,
} from '../booking/presenters';
import { addDays, zonedToInstant } from '../../lib/zoned-time';
import { validatePhoneNumber } from '../identity';
import { sellerShop } from './guard';

/** What the calendar shows of each order unless asked otherwise. */
export const CALENDAR_PARTS: OrderPart[] = ['customer', 'paymentables', 'bookings.bookingTags'];
const MAX_CALENDAR_DAYS = 62;
/** More than this in one range is refused rather than silently cut (about 160 a day for 31 days). */
const MAX_CALENDAR_ORDERS = 5000;

/** Orders of a shop starting on the local dates given (calendar day and week views). */
export async function listShopOrders(
  ctx: BookingContext,
  sellerId: number,
  shopId: number,
  q: {
    startDate: string;
    endDate: string;
    status?: OrderRow['status'][] | undefined;
    part?: OrderPart[] | undefined;
  },
) {
  const shop = await sellerShop(ctx.db, sellerId, shopId);
  const days = (Date.parse(q.endDate) - Date.parse(q.startDate)) / 86_400_000 + 1;
  if (days > MAX_CALENDAR_DAYS) invalidRange();
  const from = new Date(zonedToInstant(shop.timeZone, q.startDate, 0));
  const to = new Date(zonedToInstant(shop.timeZone, addDays(q.endDate, 1), 0));
  const where: SQL[] = [
    eq(orders.shopId, shop.id),
    gte(orders.startsAt, from),
    lt(orders.startsAt, to),
  ];
  if (q.status?.length) where.push(inArray(orders.status, q.status));
  const rows = await ctx.db
    .select()
    .from(orders)
    .where(and(...where))
    .orderBy(asc(orders.startsAt), asc(orders.id))
    .limit(MAX_CALENDAR_ORDERS + 1);
  if (rows.length > MAX_CALENDAR_ORDERS) {
    throw invalid('endDate', '這段期間的預約太多，請縮小日期範圍');
  }
  return presentOrders(ctx.db, rows, q.part ?? CALENDAR_PARTS, ctx.clock());
}

function invalidRange(): never {
  throw invalid('endDate', `一次最多查詢 ${MAX_CALENDAR_DAYS} 天`);
}

/** An order of the seller, or 404 (another seller's order looks like no order). */
async function sellerOrder(db: Db, sellerId: number, orderId: number): Promise<OrderRow> {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.sellerId, sellerId)));
  if (!row) throw notFound('找不到訂單');
  return row;
}

export async function getSellerOrder(
  ctx: BookingContext,
  sellerId: number,
  orderId: number,
  parts: readonly OrderPart[],
) {
  const order = await sellerOrder(ctx.db, sellerId, orderId);
  const [presented] = await presentOrders(ctx.db, [order], parts, ctx.clock());
  return presented!;
}

/**
 * The customer a seller books for: an existing record, the record with that phone, or a new
 * one (linked to the user with that phone, if there is one, so they see the booking too).
 */
async function resolveWalkInCustomer(
  db: Db,
  sellerId: number,
  input: { customerId?: number | undefined; profile: TBookingProfile },
) {
  if (input.customerId) {
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, input.customerId), eq(customers.sellerId, sellerId)));
    if (!row) throw invalid('customerId', '找不到這位顧客');
    return { customerId: row.id, userId: row.userId, profile: profileOf(row) };
  }
  const displayName = input.profile.displayName ?? null;
  if (!displayName) {
    throw new AppError(400, 'E_PROFILE_INCOMPLETE', '請填寫顧客姓名', 'profile.displayName');
  }
  const phone = input.profile.phoneNumber
    ? validatePhoneNumber(input.profile.phoneNumber, 'profile.phoneNumber').e164
    : null;
  const profile = {
    displayName,
    phoneNumber: phone,
    contactEmail: input.profile.contactEmail ?? null,
    gender: input.profile.gender ?? null,
    birthDate: input.profile.birthDate ?? null,
  };
  if (!phone) return { customerId: undefined, userId: null, profile };
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.phoneNumber, phone));
  const [existing] = await db
    .select()
    .from(customers)
    .where(
      and(
        eq(customers.sellerId, sellerId),
        user
          ? or(eq(customers.phoneNumber, phone), eq(customers.userId, user.id))
          : eq(customers.phoneNumber, phone),
      ),
    )
    .orderBy(asc(customers.id))
    .limit(1);
  if (existing) return { customerId: existing.id, userId: existing.userId, profile };
  return { customerId: undefined, userId: user?.id ?? null, profile };
}

function profileOf(row: typeof customers.$inferSelect) {
  return {
    displayName: row.displayName,
    phoneNumber: row.phoneNumber,
    contactEmail: row.contactEmail,
    gender: row.gender,
    birthDate: row.birthDate,
  };
}

/**
 * A booking the shop enters (walk-in, phone call). Same engine as online bookings: hours,
 * shifts, breaks, time off and the overlap rule hold; the lead time and horizon do not, and no
 * prepayment is asked. Operators closed to online booking may still be booked by the shop.
 */
export async function createSellerOrder(
  ctx: BookingContext,
  sellerId: number,
  actorUserId: number,
  input: {
    shopId: number;
    serviceIds: number[];
    operatorId?: number | null | undefined;
    startTime: string;
    customerId?: number | undefined;
    profile: TBookingProfile;
    note?: string | null | undefined;
  },
) {
  const { db } = ctx;
  const now = ctx.clock();
  const shop = await sellerShop(db, sellerId, input.shopId);
  const chosen = await loadServices(db, shop.id, input.serviceIds, { allowUnbookable: true });
  const candidates = await eligibleOperatorIds(db, shop.id, input.serviceIds, input.operatorId, {
    includeUnbookable: true,
  });
  const start = Date.parse(input.startTime);
  const date = checkOnGrid(shop, start);
  const customer = await resolveWalkInCustomer(db, sellerId, input);
  const query = {
    shop,
    services: chosen,
    operatorIds: candidates,
    startDate: date,
    endDate: date,
    now,
    ignoreBookingWindow: true,
  };
  const { days, load } = await findAvailability(db, query);
  const slot = days[0]?.times.find((t) => t.start === start);
  if (!slot) throw await whyUnavailable(db, query, start);
  const plan = planBooking(chosen, start);
  const created = await firstThatFits(tryOrder(slot.operatorIds, load), (operatorId) =>
    insertOrder(ctx, {
      shop,
      userId: customer.userId,
      ...(customer.customerId ? { customerId: customer.customerId } : {}),
      actor: 'SELLER',
      actorUserId,
      operatorId,
      anyOperator: !input.operatorId,
      chosen,
      plan,
      profile: customer.profile,
      note: input.note ?? null,
      prepayment: null,
      now,
    }),
  );
  if (!created) throw slotUnavailable();
  deliverLater(ctx, created.message);
  return getSellerOrder(ctx, sellerId, created.order.id, ['customer', 'paymentables']);
}

/** Free times the shop may book or move an order to (see ZSellerStartTimesRequest). */
export async function sellerStartTimes(
  ctx: BookingContext,
  sellerId: number,
  input: {
    shopId: number;
    serviceIds: number[];
    operatorId?: number | null | undefined;
    startDate: string;
    endDate: string;
    excludeOrderId?: number | undefined;
  },
) {
  const shop = await sellerShop(ctx.db, sellerId, input.shopId);
  if (input.excludeOrderId) {
    const order = await sellerOrder(ctx.db, sellerId, input.excludeOrderId);
    if (order.shopId !== shop.id) throw invalid('excludeOrderId', '這筆預約不屬於這間店');
  }
  const chosen = await loadServices(ctx.db, shop.id, input.serviceIds, { allowUnbookable: true });
  const operatorIds = await eligibleOperatorIds(
    ctx.db,
    shop.id,
    input.serviceIds,
    input.operatorId,
    {
      includeUnbookable: true,
    },
  );
  const now = ctx.clock();
  const { days } = await findAvailability(ctx.db, {
    shop,
    services: chosen,
    operatorIds,
    startDate: input.startDate,
    endDate: input.endDate,
    now,
    ignoreBookingWindow: true,
    ...(input.excludeOrderId ? { excludeOrderId: input.excludeOrderId } : {}),
  });
  return presentDays(shop, days, now);
}

/** The shop moves a booking (drag or pick): any time and operator the engine allows. */
export async function rescheduleSellerOrder(
  ctx: BookingContext,
  sellerId: number,
  actorUserId: number,
  orderId: number,
  input: { startTime: string; operatorId?: number | undefined },
) {
  const order = await sellerOrder(ctx.db, sellerId, orderId);
  const context = await orderContext(ctx.db, order);
  const operatorIds = await eligibleOperatorIds(
    ctx.db,
    context.shop.id,
    context.serviceIds,
    input.operatorId,
    { includeUnbookable: true },
  );
  await moveOrder(ctx, {
    order,
    ...context,
    startTime: input.startTime,
    operatorIds,
    actor: 'SELLER',
    actorUserId,
    ignoreBookingWindow: true,
  });
  return getSellerOrder(ctx, sellerId, orderId, CALENDAR_PARTS);
}

export async function cancelSellerOrder(
  ctx: BookingContext,
  sellerId: number,
  actorUserId: number,
  orderId: number,
  reason: string | null,
) {
  const order = await sellerOrder(ctx.db, sellerId, orderId);
  await cancelOrderNow(ctx, order, { actor: 'SELLER', actorUserId, reason });
  return getSellerOrder(ctx, sellerId, orderId, CALENDAR_PARTS);
}

/** Marks a confirmed visit done (COMPLETED) or missed (NO_SHOW, which frees the time). */
export async function closeSellerOrder(
  ctx: BookingContext,
  sellerId: number,
  actorUserId: number,
  orderId: number,
  outcome: 'COMPLETED' | 'NO_SHOW',
) {
  const now = ctx.clock();
  const order = await sellerOrder(ctx.db, sellerId, orderId);
  const done = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: outcome, updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'CONFIRMED')))
      .returning({ id: orders.id });
    if (!row) return false;
    await tx
      .update(bookings)
      .set({ status: outcome, updatedAt: now })
      .where(and(eq(bookings.orderId, order.id), eq(bookings.status, 'CONFIRMED')));
    await tx
      .insert(orderEvents)
      .values({ orderId: order.id, type: outcome, actor: 'SELLER', actorUserId });
    return true;
  });
  if (!done) {
    throw new AppError(
      409,
      'E_ORDER_STATE',
      outcome === 'COMPLETED' ? '只有已確認的預約可以標記完成' : '只有已確認的預約可以標記未到',
    );
  }
  return getSellerOrder(ctx, sellerId, orderId, CALENDAR_PARTS);
}

/**
 * Records a prepayment the shop received itself (cash, a bank transfer it saw) and confirms the
 * order. Idempotent by key: a retried call with the same key changes nothing. Races the expiry
 * job on the paymentable row: exactly one of them wins.
 */
export async function markPrepaymentPaid(
  ctx: BookingContext,
  sellerId: number,
  actorUserId: number,
  orderId: number,
  input: { method: 'CASH' | 'BANK_TRANSFER'; idempotencyKey: string },
) {
  const now = ctx.clock();
  const order = await sellerOrder(ctx.db, sellerId, orderId);
  const key = `seller:${sellerId}:${input.idempotencyKey}`;
  const outcome = await ctx.db.transaction(async (tx) => {
    const repeated = async () =>
      (await tx.select({ id: payments.id }).from(payments).where(eq(payments.idempotencyKey, key)))
        .length > 0;
    if (await repeated()) return 'repeat' as const;
    const [due] = await tx
      .update(paymentables)
      .set({ status: 'PAID', paidAt: now })
      .where(
        and(
          eq(paymentables.orderId, order.id),
          eq(paymentables.type, 'PREPAYMENT'),
          eq(paymentables.status, 'PENDING'),
        ),
      )
      .returning();
    // A concurrent call with the same key may have just paid it (this UPDATE waited for it):
    // each statement sees what committed before it, so look for that payment again.
    if (!due) return (await repeated()) ? ('repeat' as const) : ('not-due' as const);
    await tx.insert(payments).values({
      paymentableId: due.id,
      method: input.method,
      amount: due.amount,
      currency: due.currency,
      status: 'SUCCEEDED',
      idempotencyKey: key,
    });
    await tx
      .update(orders)
      .set({ status: 'CONFIRMED', updatedAt: now })
      .where(and(eq(orders.id, order.id), eq(orders.status, 'AWAITING_PREPAYMENT')));
    await tx
      .update(bookings)
      .set({ status: 'CONFIRMED', updatedAt: now })
      .where(and(eq(bookings.orderId, order.id), eq(bookings.status, 'AWAITING_PREPAYMENT')));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'CONFIRMED',
      actor: 'SELLER',
      actorUserId,
      data: { method: input.method, amount: due.amount },
    });
    return 'paid' as const;
  });
  if (outcome === 'not-due') {
    throw new AppError(409, 'E_ORDER_STATE', '這筆預約沒有待付的訂金（可能已付款或已逾期取消）');
  }
  if (outcome === 'paid') {
    await notifyOrder(ctx, order.id, 'CONFIRMATION', `confirmation-paid:${order.id}`);
  }
  return getSellerOrder(ctx, sellerId, orderId, CALENDAR_PARTS);
}

/** The seller's customers, found by phone (exact, any format) or by name/phone fragment. */
export async function searchSellerCustomers(
  db: Db,
  sellerId: number,
  q: {
    phoneNumber?: string | undefined;
    keyword?: string | undefined;
    page: number;
    perPage: number;
  },
) {
  const where: SQL[] = [eq(customers.sellerId, sellerId)];
  if (q.phoneNumber) {
    // Shops type local numbers (0912-345-678): without a dial code, a Taiwan number is meant.
    const typed = q.phoneNumber.trim();
    const phone = canonicalPhoneNumber(
      typed.startsWith('+') ? typed : `+886${typed.replace(/\D/g, '').replace(/^0+/, '')}`,
    );
    if (!phone) throw invalid('phoneNumber', '請輸入含國碼的手機號碼');
    where.push(eq(customers.phoneNumber, phone));
  }
  if (q.keyword) {
    const like = `%${q.keyword.replace(/[%_\\]/g, (c) => `\\${c}`)}%`;
    where.push(or(ilike(customers.displayName, like), ilike(customers.phoneNumber, like))!);
  }
  const condition = and(...where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    db
      .select()
      .from(customers)
      .where(condition)
      .orderBy(desc(customers.updatedAt), desc(customers.id))
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    db.select({ total: count() }).from(customers).where(condition),
  ]);
  return {
    data: await presentCustomers(db, rows),
    meta: { page: q.page, perPage: q.perPage, total },
  };
}
