import { randomBytes } from 'node:crypto';
import {
  ERROR_CODES,
  type PROFILE_FIELDS,
  type TBookingProfile,
  type TFormItem,
  type TProfileField,
} from '@haoyue/contracts';
import { and, asc, desc, eq, gte, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ACTIVE_BOOKING_STATUSES,
  bookings,
  bookingServiceItems,
  customers,
  DEFAULT_PROFILE_SETTING,
  orderEvents,
  orders,
  paymentables,
  type ProfileSetting,
  sellers,
  shops,
  users,
} from '../../db/schema';
import { AppError, invalid, notFound } from '../../lib/errors';
import { validatePhoneNumber } from '../identity/phone';
import {
  eligibleOperatorIds,
  findAvailability,
  loadBookableShop,
  whyUnavailable,
  loadServices,
  planBooking,
  type ServiceRow,
  type ShopRow,
} from './availability';
import type { BookingContext } from './context';
import { firstThatFits, slotUnavailable } from './errors';
import { claimMessage, composeBody, deliverLater, notifyOrder } from './notifications';
import { quotePrepayment } from './prepayment';
import { customerPolicy, type OrderPart, type OrderRow, presentOrders } from './presenters';
import { addDays, localDate, zonedToInstant } from '../../lib/zoned-time';

const LABELS: Record<TProfileField, string> = {
  displayName: '姓名',
  phoneNumber: '手機號碼',
  contactEmail: '電子郵件',
  gender: '性別',
  birthDate: '生日',
};
const FIELD_TYPES: Record<TProfileField, TFormItem['type']> = {
  displayName: 'text',
  phoneNumber: 'phone',
  contactEmail: 'email',
  gender: 'gender',
  birthDate: 'date',
};
const FIELD_ORDER: (typeof PROFILE_FIELDS)[number][] = [
  'displayName',
  'phoneNumber',
  'contactEmail',
  'gender',
  'birthDate',
];

async function sellerProfileSetting(db: Db, sellerId: number): Promise<ProfileSetting> {
  const [row] = await db
    .select({ profileSetting: sellers.profileSetting })
    .from(sellers)
    .where(eq(sellers.id, sellerId));
  return { ...DEFAULT_PROFILE_SETTING, ...row?.profileSetting };
}

/** The fields the seller's booking form shows, and the signed-in user's values for them. */
export async function formItems(ctx: BookingContext, shopId: number, userId: number | undefined) {
  const shop = await loadBookableShop(ctx.db, shopId);
  const setting = await sellerProfileSetting(ctx.db, shop.sellerId);
  const items: TFormItem[] = FIELD_ORDER.filter((f) => setting[f].enabled).map((key) => ({
    key,
    label: LABELS[key],
    type: FIELD_TYPES[key],
    required: setting[key].required,
    ...(key === 'displayName' ? { maxLength: 50 } : {}),
  }));
  items.push({ key: 'note', label: '備註', type: 'textarea', required: false, maxLength: 500 });
  const prefill = userId ? (await knownProfile(ctx.db, shop.sellerId, userId)).values : null;
  return { items, prefill };
}

/**
 * In one query: the seller's profile settings and what the seller already knows of the user
 * (their customer record), else the user's own profile.
 */
async function knownProfile(db: Db, sellerId: number, userId: number) {
  const [row] = await db
    .select({ setting: sellers.profileSetting, customer: customers, user: users })
    .from(users)
    .leftJoin(sellers, eq(sellers.id, sellerId))
    .leftJoin(customers, and(eq(customers.sellerId, sellerId), eq(customers.userId, users.id)))
    .where(eq(users.id, userId));
  const pick = (f: TProfileField) => row?.customer?.[f] ?? row?.user[f] ?? null;
  return {
    setting: { ...DEFAULT_PROFILE_SETTING, ...row?.setting } as ProfileSetting,
    values: Object.fromEntries(FIELD_ORDER.map((f) => [f, pick(f)])) as Record<
      TProfileField,
      string | null
    >,
  };
}

/**
 * The booking form's values checked against the seller's settings: disabled fields dropped,
 * missing values taken from what is already known, required ones enforced, phone normalised.
 */
async function resolveProfile(
  db: Db,
  sellerId: number,
  userId: number,
  input: TBookingProfile,
): Promise<Record<TProfileField, string | null>> {
  const { setting, values: known } = await knownProfile(db, sellerId, userId);
  const out = {} as Record<TProfileField, string | null>;
  for (const field of FIELD_ORDER) {
    if (!setting[field].enabled) {
      out[field] = null;
      continue;
    }
    const given = input[field];
    let value = given === undefined ? known[field] : given;
    if (value === null && setting[field].required) {
      throw new AppError(
        400,
        ERROR_CODES.PROFILE_INCOMPLETE,
        `請填寫${LABELS[field]}`,
        `profile.${field}`,
      );
    }
    if (field === 'phoneNumber' && value !== null) {
      value = validatePhoneNumber(value, 'profile.phoneNumber').e164;
    }
    out[field] = value;
  }
  return out;
}

/** The start time must sit on the shop's slot grid (minutes from local midnight). */
export function checkOnGrid(shop: ShopRow, start: number): string {
  const date = localDate(shop.timeZone, start);
  const minutes = (start - zonedToInstant(shop.timeZone, date, 0)) / 60_000;
  if (!Number.isInteger(minutes) || minutes % shop.slotMinutes !== 0) {
    throw invalid('startTime', `預約時間需為整點起每 ${shop.slotMinutes} 分鐘一個時段`);
  }
  return date;
}

/**
 * Operators to try for a slot, best first: the requested one, else the free operators with
 * the least booked time in the range, ties in random order (so no one is always first).
 */
export function tryOrder(free: number[], load: Map<number, number>, prefer?: number): number[] {
  const shuffled = free
    .map((id) => ({ id, load: load.get(id) ?? 0, r: Math.random() }))
    .sort((a, b) => a.load - b.load || a.r - b.r)
    .map((x) => x.id);
  if (prefer !== undefined && shuffled.includes(prefer)) {
    return [prefer, ...shuffled.filter((id) => id !== prefer)];
  }
  return shuffled;
}

export type StartTimesInput = {
  shopId: number;
  serviceIds: number[];
  operatorId?: number | null | undefined;
  startDate: string;
  endDate: string;
};

/** Free start times per day (POST /v1/bookings:start-times). */
export async function startTimes(ctx: BookingContext, input: StartTimesInput) {
  const shop = await loadBookableShop(ctx.db, input.shopId);
  const chosen = await loadServices(ctx.db, shop.id, input.serviceIds);
  const operatorIds = await eligibleOperatorIds(
    ctx.db,
    shop.id,
    input.serviceIds,
    input.operatorId,
  );
  const { days } = await findAvailability(ctx.db, {
    shop,
    services: chosen,
    operatorIds,
    startDate: input.startDate,
    endDate: input.endDate,
    now: ctx.clock(),
  });
  return presentDays(shop, days, ctx.clock());
}

export function presentDays(
  shop: ShopRow,
  days: { date: string; times: { start: number; end: number; operatorIds: number[] }[] }[],
  now: Date,
) {
  return {
    timeZone: shop.timeZone,
    slotMinutes: shop.slotMinutes,
    bookableUntil: addDays(localDate(shop.timeZone, now.getTime()), shop.maxAdvanceDays),
    days: days.map((d) => ({
      date: d.date,
      times: d.times.map((t) => ({
        startTime: new Date(t.start).toISOString(),
        endTime: new Date(t.end).toISOString(),
        operatorIds: t.operatorIds,
      })),
    })),
  };
}

/** What a prospective booking will owe in advance (POST /v1/bookings:prepayments). */
export async function prepaymentQuote(
  ctx: BookingContext,
  input: { shopId: number; serviceIds: number[]; startTime?: string | undefined },
) {
  const shop = await loadBookableShop(ctx.db, input.shopId);
  const chosen = await loadServices(ctx.db, shop.id, input.serviceIds);
  const quote = quotePrepayment(
    shop.prepaymentSettings,
    chosen,
    ctx.clock(),
    input.startTime ? new Date(input.startTime) : undefined,
  );
  return {
    ...quote,
    currency: shop.currency as 'TWD',
    deadline: quote.deadline?.toISOString() ?? null,
  };
}

export type OrderInput = {
  shopId: number;
  serviceIds: number[];
  operatorId?: number | null | undefined;
  startTime: string;
  profile: TBookingProfile;
  note?: string | null | undefined;
};

/**
 * Books (POST /v1/bookings:order). Rules are checked by recomputing the availability of that
 * day; overlap is refused by the database itself. "Any operator" tries the free operators in
 * fair order and moves on when another request wins one of them.
 */
export async function createOrder(ctx: BookingContext, userId: number, input: OrderInput) {
  const { db } = ctx;
  const now = ctx.clock();
  const shop = await loadBookableShop(db, input.shopId);
  const chosen = await loadServices(db, shop.id, input.serviceIds);
  const candidates = await eligibleOperatorIds(db, shop.id, input.serviceIds, input.operatorId);
  const start = Date.parse(input.startTime);
  const date = checkOnGrid(shop, start);
  const profile = await resolveProfile(db, shop.sellerId, userId, input.profile);

  const quote = quotePrepayment(shop.prepaymentSettings, chosen, now, new Date(start));
  const plan = planBooking(chosen, start);
  const attempt = async () => {
    const { days, load } = await findAvailability(db, {
      shop,
      services: chosen,
      operatorIds: candidates,
      startDate: date,
      endDate: date,
      now,
    });
    const slot = days[0]?.times.find((t) => t.start === start);
    if (!slot) return null;
    return firstThatFits(tryOrder(slot.operatorIds, load), (operatorId) =>
      insertOrder(ctx, {
        shop,
        userId,
        operatorId,
        anyOperator: !input.operatorId,
        chosen,
        plan,
        profile,
        note: input.note ?? null,
        prepayment: quote.required ? { amount: quote.amount, deadline: quote.deadline } : null,
        now,
      }),
    );
  };
  // An unpaid prepayment past its deadline may still hold the time until the job sweeps it:
  // only when the time looks taken is it worth sweeping this shop and looking again.
  let created = await attempt();
  if (!created && (await expireOverduePrepayments(ctx, { shopId: shop.id })).length > 0) {
    created = await attempt();
  }
  if (!created) {
    throw await whyUnavailable(
      db,
      { shop, services: chosen, operatorIds: candidates, startDate: date, endDate: date, now },
      start,
    );
  }
  deliverLater(ctx, created.message);
  const [presented] = await presentOrders(db, [created.order], CREATED_PARTS, now, [shop]);
  return presented!;
}

/**
 * What the booking answer embeds: enough for the success screen without a second call (the
 * customer record is one GET away: part=customer).
 */
const CREATED_PARTS: OrderPart[] = ['shop', 'paymentables'];

export async function insertOrder(
  ctx: BookingContext,
  o: {
    shop: ShopRow;
    /** The customer's user (online booking or a linked walk-in), if any. */
    userId: number | null;
    /** An existing customer record of the seller (seller bookings); else found or created. */
    customerId?: number;
    actor?: 'CUSTOMER' | 'SELLER';
    actorUserId?: number;
    operatorId: number;
    anyOperator: boolean;
    chosen: ServiceRow[];
    plan: ReturnType<typeof planBooking>;
    profile: Record<TProfileField, string | null>;
    note: string | null;
    prepayment: { amount: number; deadline: Date | null } | null;
    now: Date;
  },
) {
  return ctx.db.transaction(async (tx) => {
    const known: Partial<typeof customers.$inferInsert> = Object.fromEntries(
      Object.entries(o.profile).filter(([, v]) => v !== null),
    );
    const values = {
      sellerId: o.shop.sellerId,
      userId: o.userId,
      ...(o.profile as Partial<typeof customers.$inferInsert>),
    };
    const [customer] = o.customerId
      ? [{ id: o.customerId }]
      : o.userId
        ? await tx
            .insert(customers)
            .values(values)
            .onConflictDoUpdate({
              target: [customers.sellerId, customers.userId],
              targetWhere: sql`${customers.userId} is not null`,
              set: { ...known, updatedAt: o.now },
            })
            .returning({ id: customers.id })
        : await tx.insert(customers).values(values).returning({ id: customers.id });
    const status = o.prepayment ? 'AWAITING_PREPAYMENT' : 'CONFIRMED';
    const [order] = await tx
      .insert(orders)
      .values({
        orderKey: randomBytes(16).toString('base64url'),
        sellerId: o.shop.sellerId,
        shopId: o.shop.id,
        customerId: customer!.id,
        status,
        anyOperator: o.anyOperator,
        currency: o.shop.currency,
        totalPrice: o.chosen.reduce((sum, s) => sum + s.price, 0),
        startsAt: new Date(o.plan.startsAt),
        endsAt: new Date(o.plan.endsAt),
        note: o.note,
        profile: o.profile,
        source: o.actor === 'SELLER' ? 'SELLER' : 'ONLINE',
        createdAt: o.now,
        updatedAt: o.now,
      })
      .returning();
    const [booking] = await tx
      .insert(bookings)
      .values({
        orderId: order!.id,
        shopId: o.shop.id,
        operatorId: o.operatorId,
        status,
        startsAt: new Date(o.plan.startsAt),
        endsAt: new Date(o.plan.endsAt),
        heldFrom: new Date(o.plan.heldFrom),
        heldUntil: new Date(o.plan.heldUntil),
      })
      .returning({ id: bookings.id });
    await tx.insert(bookingServiceItems).values(
      o.plan.items.map((item, position) => ({
        bookingId: booking!.id,
        serviceId: item.service.id,
        name: item.service.name,
        price: item.service.price,
        durationMinutes: item.service.durationMinutes,
        startsAt: new Date(item.start),
        endsAt: new Date(item.end),
        position,
      })),
    );
    if (o.prepayment) {
      await tx.insert(paymentables).values({
        orderId: order!.id,
        type: 'PREPAYMENT',
        amount: o.prepayment.amount,
        currency: o.shop.currency,
        status: 'PENDING',
        deadline: o.prepayment.deadline,
      });
    }
    await tx.insert(orderEvents).values({
      orderId: order!.id,
      type: 'CREATED',
      actor: o.actor ?? 'CUSTOMER',
      actorUserId: o.actorUserId ?? o.userId,
      data: { operatorId: o.operatorId, startsAt: new Date(o.plan.startsAt).toISOString() },
    });
    const to = o.profile.phoneNumber;
    const message = to
      ? await claimMessage(tx, {
          orderId: order!.id,
          kind: 'CONFIRMATION',
          dedupeKey: `confirmation:${order!.id}`,
          to,
          body: composeBody(
            'CONFIRMATION',
            {
              shop: o.shop,
              order: order!,
              prepayment: o.prepayment ? { ...o.prepayment, currency: o.shop.currency } : null,
            },
            ctx.publicBaseUrl,
          ),
        })
      : null;
    return { order: order!, message };
  });
}

export const ALL_PARTS: OrderPart[] = [
  'customer',
  'bookings.serviceItems.service',
  'shop',
  'shop.images',
  'shop.city',
  'paymentables',
  'paymentables.payments',
];

/** An order the user may see: theirs (as the customer). Anyone else gets 404. */
export async function loadOwnOrder(db: Db, userId: number, id: string) {
  const byKey = !/^\d+$/.test(id);
  if (!byKey && Number(id) > 2147483647) throw notFound('找不到訂單');
  const [row] = await db
    .select({ order: orders, customerUserId: customers.userId })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(byKey ? eq(orders.orderKey, id) : eq(orders.id, Number(id)));
  if (!row || row.customerUserId !== userId) throw notFound('找不到訂單');
  return row.order;
}

export async function getOrderFor(
  ctx: BookingContext,
  userId: number,
  id: string,
  parts: readonly OrderPart[],
) {
  const order = await loadOwnOrder(ctx.db, userId, id);
  const [presented] = await presentOrders(ctx.db, [order], parts, ctx.clock());
  return presented!;
}

/** The user's orders, all sellers (or one customer record), filtered like the spec's list. */
export async function listOrders(
  ctx: BookingContext,
  userId: number,
  q: {
    customerId?: number;
    status?: OrderRow['status'][] | undefined;
    part?: OrderPart[] | undefined;
    startTime?: string | undefined;
    page: number;
    perPage: number;
  },
) {
  const where: SQL[] = [eq(customers.userId, userId)];
  if (q.customerId) where.push(eq(orders.customerId, q.customerId));
  if (q.status?.length) where.push(inArray(orders.status, q.status));
  if (q.startTime) where.push(gte(orders.startsAt, new Date(q.startTime)));
  const condition = and(...where);
  const [rows, [{ total } = { total: 0 }]] = await Promise.all([
    ctx.db
      .select({ order: orders })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(condition)
      .orderBy(
        q.startTime ? asc(orders.startsAt) : desc(orders.startsAt),
        q.startTime ? asc(orders.id) : desc(orders.id),
      )
      .limit(q.perPage)
      .offset((q.page - 1) * q.perPage),
    ctx.db
      .select({ total: sql<number>`count(*)::int` })
      .from(orders)
      .innerJoin(customers, eq(customers.id, orders.customerId))
      .where(condition),
  ]);
  const data = await presentOrders(
    ctx.db,
    rows.map((r) => r.order),
    q.part ?? [],
    ctx.clock(),
  );
  return { data, meta: { page: q.page, perPage: q.perPage, total } };
}

export async function orderContext(db: Db, order: OrderRow) {
  const [shop] = await db.select().from(shops).where(eq(shops.id, order.shopId));
  const items = await db
    .select({ serviceId: bookingServiceItems.serviceId, bookingId: bookingServiceItems.bookingId })
    .from(bookingServiceItems)
    .innerJoin(bookings, eq(bookings.id, bookingServiceItems.bookingId))
    .where(eq(bookings.orderId, order.id))
    .orderBy(asc(bookingServiceItems.position));
  const [booking] = await db
    .select()
    .from(bookings)
    .where(eq(bookings.orderId, order.id))
    .orderBy(asc(bookings.id));
  if (items.some((i) => i.serviceId === null)) {
    throw new AppError(
      409,
      ERROR_CODES.RESCHEDULE_NOT_ALLOWED,
      '此預約的服務已下架，無法線上改期，請直接聯絡店家',
    );
  }
  const serviceIds = items.map((i) => i.serviceId!);
  const chosen = await loadServices(db, order.shopId, serviceIds, { allowUnbookable: true });
  return { shop: shop!, booking: booking!, chosen, serviceIds };
}

function assertCanReschedule(order: OrderRow, shop: ShopRow, now: Date) {
  if (!customerPolicy(order, shop, now).canReschedule) {
    const hours = Math.round((shop.rescheduleCutoffMinutes / 60) * 10) / 10;
    throw new AppError(
      409,
      ERROR_CODES.RESCHEDULE_NOT_ALLOWED,
      order.status === 'AWAITING_PREPAYMENT' || order.status === 'CONFIRMED'
        ? `已超過可改期的時間（開始前 ${hours} 小時），請直接聯絡店家`
        : '這筆預約已無法改期',
    );
  }
}

/** Operators a rescheduled order may move to: the same one, unless the customer chose 不指定. */
async function rescheduleOperators(
  db: Db,
  order: OrderRow,
  shopId: number,
  serviceIds: number[],
  operatorId: number,
) {
  if (!order.anyOperator) return [operatorId];
  const ids = await eligibleOperatorIds(db, shopId, serviceIds, null);
  return ids.includes(operatorId) ? ids : [operatorId, ...ids];
}

/** Start times an order could move to (POST /v1/orders:reschedule-times). */
export async function rescheduleTimes(
  ctx: BookingContext,
  userId: number,
  input: { orderId: number; startDate: string; endDate: string },
) {
  const now = ctx.clock();
  const order = await loadOwnOrder(ctx.db, userId, String(input.orderId));
  const { shop, booking, chosen, serviceIds } = await orderContext(ctx.db, order);
  assertCanReschedule(order, shop, now);
  const operatorIds = await rescheduleOperators(
    ctx.db,
    order,
    shop.id,
    serviceIds,
    booking.operatorId,
  );
  const { days } = await findAvailability(ctx.db, {
    shop,
    services: chosen,
    operatorIds,
    startDate: input.startDate,
    endDate: input.endDate,
    now,
    excludeOrderId: order.id,
  });
  return presentDays(shop, days, ctx.clock());
}

/**
 * Moves an order (POST /v1/orders:reschedule) in one transaction: the booking row is updated in
 * place, so the database checks the new range against everyone else's bookings while the old
 * range is released by the same commit. Never both slots, never neither.
 */
export async function reschedule(
  ctx: BookingContext,
  userId: number,
  input: { orderId: number; startTime: string },
) {
  const order = await loadOwnOrder(ctx.db, userId, String(input.orderId));
  const context = await orderContext(ctx.db, order);
  assertCanReschedule(order, context.shop, ctx.clock());
  const operatorIds = await rescheduleOperators(
    ctx.db,
    order,
    context.shop.id,
    context.serviceIds,
    context.booking.operatorId,
  );
  await moveOrder(ctx, {
    order,
    ...context,
    startTime: input.startTime,
    operatorIds,
    actor: 'CUSTOMER',
    actorUserId: userId,
  });
  return getOrderFor(ctx, userId, String(order.id), ALL_PARTS);
}

/**
 * Moves an order to a new start (and possibly operator) in one transaction: the booking row is
 * updated in place, so the database checks the new range against everyone else's bookings
 * while the old range is released by the same commit. Never both slots, never neither.
 * Sellers skip the lead time and horizon (`ignoreBookingWindow`), never the overlap rule.
 */
export async function moveOrder(
  ctx: BookingContext,
  m: {
    order: OrderRow;
    shop: ShopRow;
    booking: typeof bookings.$inferSelect;
    chosen: ServiceRow[];
    startTime: string;
    operatorIds: number[];
    actor: 'CUSTOMER' | 'SELLER';
    actorUserId: number;
    ignoreBookingWindow?: boolean;
  },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock();
  const { order, shop, booking, chosen } = m;
  const start = Date.parse(m.startTime);
  const date = checkOnGrid(shop, start);
  const query = {
    shop,
    services: chosen,
    operatorIds: m.operatorIds,
    startDate: date,
    endDate: date,
    now,
    excludeOrderId: order.id,
    ignoreBookingWindow: m.ignoreBookingWindow ?? false,
  };
  const { days, load } = await findAvailability(db, query);
  const slot = days[0]?.times.find((t) => t.start === start);
  if (!slot) throw await whyUnavailable(db, query, start);
  const plan = planBooking(chosen, start);

  const movedTo = await firstThatFits(
    tryOrder(slot.operatorIds, load, booking.operatorId),
    async (operatorId) => {
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(orders)
          .set({ startsAt: new Date(plan.startsAt), endsAt: new Date(plan.endsAt), updatedAt: now })
          .where(
            and(
              eq(orders.id, order.id),
              inArray(orders.status, ['AWAITING_PREPAYMENT', 'CONFIRMED']),
            ),
          )
          .returning({ id: orders.id });
        if (!moved) {
          throw new AppError(409, ERROR_CODES.RESCHEDULE_NOT_ALLOWED, '這筆預約已無法改期');
        }
        await tx
          .update(bookings)
          .set({
            operatorId,
            startsAt: new Date(plan.startsAt),
            endsAt: new Date(plan.endsAt),
            heldFrom: new Date(plan.heldFrom),
            heldUntil: new Date(plan.heldUntil),
            updatedAt: now,
          })
          .where(eq(bookings.id, booking.id));
        const items = await tx
          .select({ id: bookingServiceItems.id })
          .from(bookingServiceItems)
          .where(eq(bookingServiceItems.bookingId, booking.id))
          .orderBy(asc(bookingServiceItems.position));
        for (const [i, item] of items.entries()) {
          const at = plan.items[i]!;
          await tx
            .update(bookingServiceItems)
            .set({ startsAt: new Date(at.start), endsAt: new Date(at.end) })
            .where(eq(bookingServiceItems.id, item.id));
        }
        // A prepayment never falls due after the (new) start.
        await tx
          .update(paymentables)
          .set({
            deadline: sql`least(${paymentables.deadline}, ${new Date(plan.startsAt).toISOString()}::timestamptz)`,
          })
          .where(and(eq(paymentables.orderId, order.id), eq(paymentables.status, 'PENDING')));
        await tx.insert(orderEvents).values({
          orderId: order.id,
          type: 'RESCHEDULED',
          actor: m.actor,
          actorUserId: m.actorUserId,
          data: {
            from: { operatorId: booking.operatorId, startsAt: booking.startsAt.toISOString() },
            to: { operatorId, startsAt: new Date(plan.startsAt).toISOString() },
          },
        });
      });
      return operatorId;
    },
  );
  if (movedTo === null) throw slotUnavailable();
  await notifyOrder(ctx, order.id, 'RESCHEDULED', `rescheduled:${order.id}:${plan.startsAt}`);
}

/** Cancels an order within the shop's cut-off (POST /v1/orders:cancel) and frees its time. */
export async function cancelOrder(
  ctx: BookingContext,
  userId: number,
  input: { orderId: number; reason?: string | null | undefined },
) {
  const { db } = ctx;
  const now = ctx.clock();
  const order = await loadOwnOrder(db, userId, String(input.orderId));
  const [shop] = await db.select().from(shops).where(eq(shops.id, order.shopId));
  if (!customerPolicy(order, shop!, now).canCancel) {
    const hours = Math.round((shop!.cancelCutoffMinutes / 60) * 10) / 10;
    throw new AppError(
      409,
      ERROR_CODES.CANCEL_NOT_ALLOWED,
      order.status === 'AWAITING_PREPAYMENT' || order.status === 'CONFIRMED'
        ? `已超過可取消的時間（開始前 ${hours} 小時），請直接聯絡店家`
        : '這筆預約已無法取消',
    );
  }
  await cancelOrderNow(ctx, order, {
    actor: 'CUSTOMER',
    actorUserId: userId,
    reason: input.reason ?? null,
  });
  return getOrderFor(ctx, userId, String(order.id), ALL_PARTS);
}

/** Cancels an order that can still be cancelled, frees its time and tells the customer. */
export async function cancelOrderNow(
  ctx: BookingContext,
  order: OrderRow,
  c: { actor: 'CUSTOMER' | 'SELLER'; actorUserId: number; reason: string | null },
): Promise<void> {
  const { db } = ctx;
  const now = ctx.clock();
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({
        status: 'CANCELLED',
        cancelReason: c.reason,
        cancelledBy: c.actor,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(
        and(eq(orders.id, order.id), inArray(orders.status, ['AWAITING_PREPAYMENT', 'CONFIRMED'])),
      )
      .returning({ id: orders.id });
    if (!row) return false;
    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(
        and(eq(bookings.orderId, order.id), inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES])),
      );
    await tx
      .update(paymentables)
      .set({ status: 'CANCELLED' })
      .where(and(eq(paymentables.orderId, order.id), eq(paymentables.status, 'PENDING')));
    await tx.insert(orderEvents).values({
      orderId: order.id,
      type: 'CANCELLED',
      actor: c.actor,
      actorUserId: c.actorUserId,
      data: { reason: c.reason },
    });
    return true;
  });
  if (!cancelled) {
    throw new AppError(409, ERROR_CODES.CANCEL_NOT_ALLOWED, '這筆預約已無法取消');
  }
  await notifyOrder(ctx, order.id, 'CANCELLED', `cancelled:${order.id}`);
}

/** Rows of a raw `execute`, whichever driver answered (both put them in `rows`). */
function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * Cancels orders whose prepayment deadline has passed. Each paymentable flips PENDING → EXPIRED
 * in one UPDATE under row locks (SKIP LOCKED), so however many instances run this at once, each
 * order is expired — and its customer told — exactly once.
 */
export async function expireOverduePrepayments(
  ctx: BookingContext,
  scope: { shopId?: number } = {},
): Promise<number[]> {
  const now = ctx.clock();
  const expired = await ctx.db.transaction(async (tx) => {
    const shopFilter = scope.shopId
      ? sql`and order_id in (select id from orders where shop_id = ${scope.shopId} and status = 'AWAITING_PREPAYMENT')`
      : sql``;
    const due = await tx.execute<{ order_id: number }>(sql`
      update paymentables set status = 'EXPIRED'
      where id in (
        select id from paymentables
        where status = 'PENDING' and deadline <= ${now.toISOString()}::timestamptz ${shopFilter}
        order by deadline
        limit 500
        for update skip locked
      )
      returning order_id`);
    const orderIds = rowsOf<{ order_id: number }>(due).map((r) => Number(r.order_id));
    if (orderIds.length === 0) return [];
    const rows = await tx
      .update(orders)
      .set({
        status: 'CANCELLED',
        cancelledBy: 'SYSTEM',
        cancelReason: '未於期限內支付訂金',
        cancelledAt: now,
        updatedAt: now,
      })
      .where(and(inArray(orders.id, orderIds), eq(orders.status, 'AWAITING_PREPAYMENT')))
      .returning({ id: orders.id });
    const ids = rows.map((r) => r.id);
    if (ids.length === 0) return [];
    await tx
      .update(bookings)
      .set({ status: 'CANCELLED', updatedAt: now })
      .where(and(inArray(bookings.orderId, ids), eq(bookings.status, 'AWAITING_PREPAYMENT')));
    await tx
      .insert(orderEvents)
      .values(
        ids.map((orderId) => ({ orderId, type: 'EXPIRED' as const, actor: 'SYSTEM' as const })),
      );
    return ids;
  });
  for (const id of expired) await notifyOrder(ctx, id, 'EXPIRED', `expired:${id}`);
  return expired;
}

/**
 * Sends the reminder of every confirmed order whose reminder time has come (and that was booked
 * before it, so a last-minute booking is not reminded right after its confirmation).
 */
export async function sendDueReminders(ctx: BookingContext): Promise<number> {
  const now = ctx.clock().toISOString();
  const due = await ctx.db.execute<{ id: number; starts_at: string | Date }>(sql`
    select o.id, o.starts_at from orders o join shops s on s.id = o.shop_id
    where o.status = 'CONFIRMED'
      and s.reminder_minutes_before is not null
      and o.starts_at > ${now}::timestamptz
      and o.starts_at - make_interval(mins => s.reminder_minutes_before) <= ${now}::timestamptz
      and o.created_at < o.starts_at - make_interval(mins => s.reminder_minutes_before)
      and not exists (
        select 1 from order_notifications n where n.order_id = o.id and n.kind = 'REMINDER'
          and n.dedupe_key = 'reminder:' || o.id || ':' || (extract(epoch from o.starts_at) * 1000)::bigint
      )
    order by o.starts_at
    limit 200`);
  const rows = rowsOf<{ id: number; starts_at: string | Date }>(due);
  for (const row of rows) {
    const startsAt = new Date(row.starts_at).getTime();
    await notifyOrder(ctx, Number(row.id), 'REMINDER', `reminder:${row.id}:${startsAt}`);
  }
  return rows.length;
}
