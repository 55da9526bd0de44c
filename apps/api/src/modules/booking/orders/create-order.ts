import type { TOrder, TOrderSource } from '@haoyue/contracts';
import { eq } from 'drizzle-orm';
import { shops } from '../../../db/schema';
import { AppError } from '../../../lib/errors';
import {
  fillEmptyUserProfile,
  type OrderCustomerInput,
  resolveOrderCustomer,
} from '../../customers';
import { deliverLater } from '../../notifications';
import {
  actsAsShop,
  type Availability,
  type AvailabilityQuery,
  checkOnGrid,
  chooseBooking,
  extraAdvanceDaysOf,
  findAvailability,
  type OrderActor,
  planBooking,
  type ShopRow,
  tryOrder,
  whyUnavailable,
  withSchedule,
} from '../../availability';
import type { BookingContext } from '../context';
import { firstThatFits } from '../errors';
import type { OrderPart } from '../presenters/load-order-parts';
import { indexOrderParts, presentOrder } from '../presenters/present-order';
import { presentOrders } from '../presenters/present-orders';
import { expireOverduePrepayments } from './expire-overdue-prepayments';
import { insertOrder } from './insert-order';
import { insertOrderWithItems } from './insert-order-items';
import {
  type AppliedItems,
  hasOrderItems,
  NO_ITEMS,
  type OrderItems,
  quoteWithItems,
} from './order-items';

/**
 * What the booking answer embeds by default: enough for the success screen without a second
 * call (the customer record is one GET away: part=customer).
 */
const CREATED_PARTS: OrderPart[] = ['shop', 'paymentables'];
/** Parts a new order's answer can be built from without reading anything back. */
const WRITTEN_PARTS: ReadonlySet<OrderPart> = new Set(['shop', 'paymentables']);

/** A booking to make: where, for whom, what, with whom and when. */
export type CreateOrderOptions = {
  /** The shop, or its id (see bookableShopOf: the actor may book there). */
  shop: ShopRow | number;
  actor: OrderActor;
  customer: OrderCustomerInput;
  /** How the order came in: ONLINE (the customer), SELLER (walk-in, phone call), GOOGLE. */
  channel: TOrderSource;
  serviceIds: number[];
  /** null or absent = 不指定 (any operator who performs every chosen service). */
  operatorId?: number | null | undefined;
  startTime: string;
  note?: string | null | undefined;
  /** Coupon and vouchers the customer uses (decision 014, point 7). */
  items?: OrderItems | undefined;
  /** What the answer embeds. */
  parts?: readonly OrderPart[];
  /**
   * Nothing is asked in advance: the prepayment the shop would ask is paid at the shop instead
   * (Reserve with Google, for a shop that lets Google guests pay at the shop).
   */
  payAtShop?: boolean;
};

/**
 * Books (POST /v1/bookings:order, and the shop's walk-ins). Rules are checked by recomputing the
 * availability of that day; overlap is refused by the database itself. "Any operator" tries the
 * free operators in fair order and moves on when another request wins one of them. The shop's
 * own members book with the shop's freedoms (see actsAsShop).
 */
/**
 * A shop whose licence lapsed past its grace period takes no new online bookings (issue 39);
 * its existing bookings stay and the shop's own calendar still books.
 */
async function refuseIfOnlineBookingPaused(
  db: BookingContext['db'],
  shop: CreateOrderOptions['shop'],
): Promise<void> {
  const shopId = typeof shop === 'number' ? shop : shop.id;
  const [row] = await db
    .select({ pausedAt: shops.onlineBookingPausedAt })
    .from(shops)
    .where(eq(shops.id, shopId));
  if (row?.pausedAt) {
    throw AppError.of('E_ONLINE_BOOKING_PAUSED', '這間店目前暫停線上預約，請直接聯絡店家');
  }
}

export async function createOrder(ctx: BookingContext, o: CreateOrderOptions): Promise<TOrder> {
  const { db } = ctx;
  const now = ctx.clock();
  const asShop = actsAsShop(o.actor);
  // Every booking not made by the shop itself (online, through Google) is refused while paused.
  if (!asShop) await refuseIfOnlineBookingPaused(db, o.shop);
  const start = Date.parse(o.startTime);
  // Everything checked against the shop's schedule (cached, confirmed by the bookings read)
  // before anything is written.
  const checked = await withSchedule({
    cache: ctx.schedules,
    db,
    shopId: typeof o.shop === 'number' ? o.shop : o.shop.id,
    now: now.getTime(),
    step: async (schedule) => {
      const { shop, chosen, operatorIds } = chooseBooking(schedule, o);
      const date = checkOnGrid(shop, start);
      const query: AvailabilityQuery = {
        schedule,
        services: chosen,
        operatorIds,
        startDate: date,
        endDate: date,
        now,
        ignoreBookingWindow: asShop,
        extraAdvanceDays: await extraAdvanceDaysOf(db, shop, o.actor),
      };
      const found = await findAvailability(db, query);
      return { version: found.version, value: { schedule, shop, chosen, query, found } };
    },
  });
  const { schedule, shop, chosen, query } = checked;
  const customer = await resolveOrderCustomer(db, shop.sellerId, o.customer);
  const prepaymentFor = (applied: AppliedItems) => {
    if (asShop || o.payAtShop) return null;
    const quote = quoteWithItems({ shop, chosen, applied, now, startTime: new Date(start) });
    return quote.required ? { amount: quote.amount, deadline: quote.deadline } : null;
  };
  const plan = planBooking(chosen, start);
  const items = hasOrderItems(o.items) && o.actor.role !== 'GOOGLE_GUEST' ? o.items : null;
  const book = ({ days, load }: Availability) => {
    const slot = days[0]?.times.find((t) => t.start === start);
    if (!slot) return Promise.resolve(null);
    return firstThatFits(tryOrder(slot.operatorIds, load), (operatorId) => {
      const order = {
        shop,
        actor: o.actor,
        channel: o.channel,
        customer,
        operatorId,
        anyOperator: !o.operatorId,
        chosen,
        plan,
        note: o.note ?? null,
        now,
      };
      return items
        ? insertOrderWithItems(ctx, { ...order, items, prepaymentFor })
        : insertOrder(ctx, { ...order, prepayment: prepaymentFor(NO_ITEMS) });
    });
  };
  // An unpaid prepayment past its deadline may still hold the time until the job sweeps it:
  // only when the time looks taken is it worth sweeping this shop and looking again. (Online
  // bookings only, as the shop's calendar has always done.)
  let created = await book(checked.found);
  if (!created && !asShop && (await expireOverduePrepayments(ctx, { shopId: shop.id })).length) {
    created = await book(await findAvailability(db, query));
  }
  if (!created) throw await whyUnavailable(db, query, start);
  deliverLater(ctx, created.message);
  if (customer.userFill && customer.userId) {
    // A first booking names an empty account (the header shows the name, not 會員): its own
    // statement, only when the user's profile has empty fields. The order stands either way.
    await fillEmptyUserProfile(db, customer.userId, customer.userFill).catch((error: unknown) =>
      ctx.log.warn({ err: error, userId: customer.userId }, 'filling the user profile failed'),
    );
  }
  const parts = o.parts ?? CREATED_PARTS;
  if (!items && parts.every((p) => WRITTEN_PARTS.has(p))) {
    // Everything the answer shows was just written or is in the schedule: no read-back.
    const operator = schedule.operators.find((x) => x.id === created.booking.operatorId);
    const index = indexOrderParts({
      parts: new Set(parts),
      shops: [shop],
      bookings: [created.booking],
      items: created.items,
      operators: operator ? [operator] : [],
      tags: [],
      images: [],
      paymentables: created.paymentables,
      payments: [],
      services: [],
      shopImages: [],
      customers: [],
      cities: null,
    });
    return presentOrder(created.order, index, now);
  }
  const [presented] = await presentOrders(db, {
    rows: [created.order],
    parts,
    now,
    knownShops: [shop],
  });
  return presented!;
}
