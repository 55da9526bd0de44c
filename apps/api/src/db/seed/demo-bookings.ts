/**
 * Demo schedules and orders: opening hours, special days, shifts, breaks and time off for every
 * demo shop, then the demo customer's orders and a few other customers' bookings. Every time is
 * computed from the seed's "now" in the shop's time zone, and every booking is placed where the
 * booking engine itself would allow it (hours, shift, breaks, time off, no overlap).
 */
import { randomBytes } from 'node:crypto';
import type { Db } from '../client';
import {
  bookingServiceItems,
  bookings,
  customers,
  operatorShifts,
  operatorTimeOff,
  orderEvents,
  orders,
  shopHours,
  shopSpecialDays,
} from '../schema';
import { addDays, localDate, weekdayOf, zonedToInstant } from '../../lib/zoned-time';
import type { DemoOrderSeed, ShopSeed } from './demo-data';

/** Minutes from local midnight, [start, end). */
type Range = [start: number, end: number];
/** Instants in milliseconds, [start, end). */
type Span = { start: number; end: number };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const DAY_MINUTES = 24 * 60;
/** How many days after the wished one a demo date may move to find a fit. */
const SEARCH_DAYS = 14;

/** `HH:mm` → minutes from midnight. */
function minuteOf(hhmm: string): number {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!m) throw new Error(`demo data: bad time "${hhmm}"`);
  return Number(m[1]) * 60 + Number(m[2]);
}

/** `11:00-14:00,15:00-25:00` → [[660, 840], [900, 1500]]; '' → []. */
export function parseRanges(text: string): Range[] {
  if (text.trim() === '') return [];
  return text.split(',').map((part) => {
    const [from, to, extra] = part.split('-');
    if (from === undefined || to === undefined || extra !== undefined) {
      throw new Error(`demo data: bad time range "${part}"`);
    }
    const start = minuteOf(from);
    const end = minuteOf(to);
    if (!(start < end && end <= 2 * DAY_MINUTES)) {
      throw new Error(`demo data: bad time range "${part}"`);
    }
    return [start, end];
  });
}

function normalize(ranges: Range[]): Range[] {
  const sorted = [...ranges].sort((a, b) => a[0] - b[0]);
  const out: Range[] = [];
  for (const [start, end] of sorted) {
    const last = out[out.length - 1];
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else out.push([start, end]);
  }
  return out;
}

function intersect(a: Range[], b: Range[]): Range[] {
  const out: Range[] = [];
  for (const [as, ae] of a) {
    for (const [bs, be] of b) {
      const start = Math.max(as, bs);
      const end = Math.min(ae, be);
      if (start < end) out.push([start, end]);
    }
  }
  return normalize(out);
}

/** Ranges per weekday, with the part of a range past midnight moved to the next weekday. */
function spillWeek(days: Range[][]): Range[][] {
  const week: Range[][] = [[], [], [], [], [], [], []];
  days.forEach((ranges, weekday) => {
    for (const [start, end] of ranges) {
      if (start < DAY_MINUTES) week[weekday]!.push([start, Math.min(end, DAY_MINUTES)]);
      if (end > DAY_MINUTES) {
        week[(weekday + 1) % 7]!.push([
          Math.max(start, DAY_MINUTES) - DAY_MINUTES,
          end - DAY_MINUTES,
        ]);
      }
    }
  });
  return week.map(normalize);
}

const overlaps = (a: Span, b: Span) => a.start < b.end && b.start < a.end;

interface PlaceInput {
  operator: number;
  inDays: number;
  startMinute: number;
  minutes: { service: number; before: number; after: number };
  when: (span: Span) => boolean;
}

/**
 * A demo shop's week in local minutes, its special days and time off as dates relative to the
 * seed date, and the operators' held time: where demo bookings may go.
 */
export class ShopCalendar {
  readonly today: string;
  /** Opening hours per weekday. */
  readonly hours: Range[][];
  /** Per operator (seed order), shifts per weekday, inside the opening hours. */
  readonly shifts: Range[][][];
  /** Per operator, breaks per weekday, each inside a shift. */
  readonly breaks: Range[][][];
  readonly specialDays: { date: string; ranges: Range[]; note: string }[] = [];
  readonly timeOff: { operator: number; span: Span; reason: string }[] = [];
  /** Per operator: time off and the active demo bookings' held time. */
  private readonly held: Span[][];

  constructor(
    readonly seed: ShopSeed,
    readonly timeZone: string,
    now: number,
  ) {
    this.today = localDate(timeZone, now);
    this.hours = spillWeek(seed.hours.map(parseRanges));
    this.shifts = seed.operators.map(([, , , work]) =>
      spillWeek(
        seed.hours.map((opening, weekday) =>
          opening === '' || work.off?.includes(weekday) ? [] : parseRanges(work.shift ?? opening),
        ),
      ).map((ranges, weekday) => intersect(ranges, this.hours[weekday]!)),
    );
    this.breaks = seed.operators.map(([, , , work], o) =>
      this.shifts[o]!.map((shift) =>
        parseRanges(work.break ?? '').filter(([start, end]) =>
          shift.some(([s, e]) => s <= start && end <= e),
        ),
      ),
    );
    this.held = seed.operators.map(() => []);

    for (const special of seed.specialDays) {
      const date = this.firstDate(
        special.inDays,
        (d) => seed.hours[weekdayOf(d)] !== '' && !this.specialDays.some((s) => s.date === d),
      );
      this.specialDays.push({ date, ranges: parseRanges(special.hours), note: special.note });
    }

    const { operator, inDays, hours, reason } = seed.timeOff;
    const date = this.firstDate(inDays, (d) => this.shiftOn(operator, d).length > 0);
    const shift = this.shiftOn(operator, date);
    const [start, end] = hours
      ? parseRanges(hours)[0]!
      : [shift[0]![0], shift[shift.length - 1]![1]];
    const span = this.span(date, start, end);
    this.timeOff.push({ operator, span, reason });
    this.held[operator]!.push(span);
  }

  /** The first date from today + `inDays` (within two weeks of it) that passes `ok`. */
  private firstDate(inDays: number, ok: (date: string) => boolean): string {
    for (let k = 0; k < SEARCH_DAYS; k++) {
      const date = addDays(this.today, inDays + k);
      if (ok(date)) return date;
    }
    throw new Error(`demo data ${this.seed.slug}: no date fits from ${inDays} days on`);
  }

  span(date: string, startMinute: number, endMinute: number): Span {
    return {
      start: zonedToInstant(this.timeZone, date, startMinute),
      end: zonedToInstant(this.timeZone, date, endMinute),
    };
  }

  openOn(date: string): Range[] {
    return this.specialDays.find((s) => s.date === date)?.ranges ?? this.hours[weekdayOf(date)]!;
  }

  shiftOn(operator: number, date: string): Range[] {
    return intersect(this.openOn(date), this.shifts[operator]![weekdayOf(date)]!);
  }

  /**
   * The first date from today + `inDays` on which the operator can serve from `startMinute` for
   * `serviceMinutes`, holding `before`/`after` minutes around it, and `when` accepts the time.
   */
  place({ operator, inDays, startMinute, minutes, when }: PlaceInput): string {
    return this.firstDate(inDays, (date) => {
      const endMinute = startMinute + minutes.service;
      const inShift = this.shiftOn(operator, date).some(
        ([s, e]) => s <= startMinute && endMinute <= e,
      );
      if (!inShift) return false;
      const heldMinutes: Range = [startMinute - minutes.before, endMinute + minutes.after];
      const onBreak = this.breaks[operator]![weekdayOf(date)]!.some(
        ([s, e]) => s < heldMinutes[1] && heldMinutes[0] < e,
      );
      if (onBreak) return false;
      const held = this.span(date, heldMinutes[0], heldMinutes[1]);
      return when(held) && !this.held[operator]!.some((h) => overlaps(h, held));
    });
  }

  hold(operator: number, span: Span): void {
    this.held[operator]!.push(span);
  }
}

/** What the demo seed knows about a shop once it is inserted. */
export type SeededShop = {
  seed: ShopSeed;
  shopId: number;
  sellerId: number;
  ownerUserId: number;
  currency: string;
  calendar: ShopCalendar;
  operatorIds: number[];
  services: {
    id: number;
    name: string;
    price: number;
    durationMinutes: number;
    bufferBeforeMinutes: number;
    bufferAfterMinutes: number;
  }[];
};

/** Weekly hours, special days, shifts, breaks and time off of one demo shop. */
export async function seedShopSchedule(db: Db, shop: SeededShop): Promise<void> {
  const { calendar, shopId, operatorIds } = shop;
  const hourRows = calendar.hours.flatMap((ranges, weekday) =>
    ranges.map(([startMinute, endMinute]) => ({ shopId, weekday, startMinute, endMinute })),
  );
  if (hourRows.length) await db.insert(shopHours).values(hourRows);
  if (calendar.specialDays.length) {
    await db
      .insert(shopSpecialDays)
      .values(
        calendar.specialDays.map(({ date, ranges, note }) => ({ shopId, date, ranges, note })),
      );
  }
  const shiftRows = operatorIds.flatMap((operatorId, o) =>
    (['SHIFT', 'BREAK'] as const).flatMap((kind) =>
      (kind === 'SHIFT' ? calendar.shifts : calendar.breaks)[o]!.flatMap((ranges, weekday) =>
        ranges.map(([startMinute, endMinute]) => ({
          operatorId,
          kind,
          weekday,
          startMinute,
          endMinute,
        })),
      ),
    ),
  );
  if (shiftRows.length) await db.insert(operatorShifts).values(shiftRows);
  if (calendar.timeOff.length) {
    await db.insert(operatorTimeOff).values(
      calendar.timeOff.map(({ operator, span, reason }) => ({
        operatorId: operatorIds[operator]!,
        startsAt: new Date(span.start),
        endsAt: new Date(span.end),
        reason,
      })),
    );
  }
}

/** An order page key: 16 random bytes, URL-safe, 22 characters. */
const newOrderKey = () => randomBytes(16).toString('base64url');

export interface SeedDemoOrdersInput {
  orderSeeds: readonly DemoOrderSeed[];
  shops: ReadonlyMap<string, SeededShop>;
  demoCustomer: { userId: number; displayName: string; phoneNumber: string };
  now: number;
}

/**
 * The demo orders, each placed on the first day from its wished one where it fits. Upcoming ones
 * start after now, completed ones ended before now, and no two active bookings of an operator
 * overlap: the seed plans around every booking it has placed (the database refuses overlaps).
 */
export async function seedDemoOrders(
  db: Db,
  { orderSeeds, shops, demoCustomer, now }: SeedDemoOrdersInput,
): Promise<void> {
  const customerIds = new Map<string, number>();
  const customerId = async (
    shop: SeededShop,
    who: { userId: number | null; displayName: string; phoneNumber: string },
  ) => {
    const key = `${shop.sellerId}:${who.phoneNumber}`;
    let id = customerIds.get(key);
    if (id === undefined) {
      const [row] = await db
        .insert(customers)
        .values({ sellerId: shop.sellerId, ...who, createdAt: new Date(now - 30 * DAY) })
        .returning({ id: customers.id });
      id = row!.id;
      customerIds.set(key, id);
    }
    return id;
  };

  for (const o of orderSeeds) {
    const shop = shops.get(o.shop);
    if (!shop) throw new Error(`demo order: unknown shop ${o.shop}`);
    const { calendar, seed } = shop;
    if (seed.prepayment && seed.prepayment.mode !== 'NONE') {
      throw new Error(`demo order at ${o.shop}: orders at prepayment shops need a paymentable`);
    }
    const operator = seed.operators.findIndex(([name]) => name === o.operator);
    if (operator < 0) throw new Error(`demo order: no operator ${o.operator} at ${o.shop}`);
    const items = o.services.map((name) => {
      const service = shop.services.find((s) => s.name === name);
      if (!service) throw new Error(`demo order: no service ${name} at ${o.shop}`);
      return service;
    });

    // The services back to back, with the buffers between them (as the booking engine does).
    let offset = 0;
    const itemOffsets = items.map((s, i) => {
      if (i > 0) offset += s.bufferBeforeMinutes;
      const start = offset;
      offset += s.durationMinutes;
      if (i < items.length - 1) offset += s.bufferAfterMinutes;
      return { start, end: offset };
    });
    const before = items[0]!.bufferBeforeMinutes;
    const after = items[items.length - 1]!.bufferAfterMinutes;
    const startMinute = minuteOf(o.at);
    const date = calendar.place({
      operator,
      inDays: o.inDays,
      startMinute,
      minutes: { service: offset, before, after },
      when: (held) => (o.status === 'COMPLETED' ? held.end < now : held.start > now + HOUR),
    });
    const startsAt = zonedToInstant(calendar.timeZone, date, startMinute);
    const endsAt = startsAt + offset * MINUTE;
    const held = { start: startsAt - before * MINUTE, end: endsAt + after * MINUTE };
    if (o.status !== 'CANCELLED') calendar.hold(operator, held);

    const cancelledAt = o.cancelled ? now - o.cancelled.daysAgo * DAY : null;
    const createdAt = Math.min(startsAt - o.bookedDaysBefore * DAY, (cancelledAt ?? now) - HOUR);
    const cutoff = seed.rules?.cancelCutoffMinutes ?? 120;
    if (
      cancelledAt !== null &&
      !(createdAt < cancelledAt && cancelledAt <= startsAt - cutoff * MINUTE)
    ) {
      throw new Error(`demo order at ${o.shop}: cancelled outside the shop's rules`);
    }

    const who =
      o.customer === 'demo'
        ? demoCustomer
        : {
            userId: null,
            displayName: o.customer.displayName,
            phoneNumber: o.customer.phoneNumber,
          };
    const [order] = await db
      .insert(orders)
      .values({
        orderKey: newOrderKey(),
        sellerId: shop.sellerId,
        shopId: shop.shopId,
        customerId: await customerId(shop, who),
        status: o.status,
        currency: shop.currency,
        totalPrice: items.reduce((sum, s) => sum + s.price, 0),
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        note: o.note ?? null,
        profile: { displayName: who.displayName, phoneNumber: who.phoneNumber },
        source: o.customer === 'demo' ? 'ONLINE' : 'SELLER',
        cancelReason: o.cancelled?.reason ?? null,
        cancelledBy: o.cancelled ? 'CUSTOMER' : null,
        cancelledAt: cancelledAt === null ? null : new Date(cancelledAt),
        createdAt: new Date(createdAt),
        updatedAt: new Date(cancelledAt ?? (o.status === 'COMPLETED' ? endsAt : createdAt)),
      })
      .returning({ id: orders.id });
    const [booking] = await db
      .insert(bookings)
      .values({
        orderId: order!.id,
        shopId: shop.shopId,
        operatorId: shop.operatorIds[operator]!,
        status: o.status,
        startsAt: new Date(startsAt),
        endsAt: new Date(endsAt),
        heldFrom: new Date(held.start),
        heldUntil: new Date(held.end),
        createdAt: new Date(createdAt),
        updatedAt: new Date(cancelledAt ?? createdAt),
      })
      .returning({ id: bookings.id });
    await db.insert(bookingServiceItems).values(
      items.map((s, position) => ({
        bookingId: booking!.id,
        serviceId: s.id,
        name: s.name,
        price: s.price,
        durationMinutes: s.durationMinutes,
        startsAt: new Date(startsAt + itemOffsets[position]!.start * MINUTE),
        endsAt: new Date(startsAt + itemOffsets[position]!.end * MINUTE),
        position,
      })),
    );
    // Online orders are the customer's doing; walk-ins were entered by the shop's owner.
    const creator =
      o.customer === 'demo'
        ? { actor: 'CUSTOMER' as const, actorUserId: demoCustomer.userId }
        : { actor: 'SELLER' as const, actorUserId: shop.ownerUserId };
    await db.insert(orderEvents).values([
      { orderId: order!.id, type: 'CREATED', ...creator, createdAt: new Date(createdAt) },
      ...(o.cancelled
        ? [
            {
              orderId: order!.id,
              type: 'CANCELLED' as const,
              actor: 'CUSTOMER' as const,
              actorUserId: who.userId,
              data: { reason: o.cancelled.reason },
              createdAt: new Date(cancelledAt!),
            },
          ]
        : []),
    ]);
  }
}
