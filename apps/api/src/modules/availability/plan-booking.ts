import { invalid } from '../../lib/errors';
import { localDate, zonedToInstant } from '../../lib/zoned-time';
import type { ServiceRow, ShopRow } from './bookable';
import { sequenceSpan } from './start-times';

/** A service's duration and buffers, as the start-time arithmetic needs them. */
export function toStep(s: ServiceRow) {
  return {
    durationMinutes: s.durationMinutes,
    bufferBeforeMinutes: s.bufferBeforeMinutes,
    bufferAfterMinutes: s.bufferAfterMinutes,
  };
}

/** Where each service of a booking sits in time, and what the operator is held for. */
export function planBooking(chosen: ServiceRow[], start: number) {
  const { serviceMs, beforeMs, afterMs } = sequenceSpan(chosen.map(toStep));
  const items: { service: ServiceRow; start: number; end: number }[] = [];
  let at = start;
  chosen.forEach((service, i) => {
    if (i > 0) at += service.bufferBeforeMinutes * 60_000;
    const end = at + service.durationMinutes * 60_000;
    items.push({ service, start: at, end });
    at = end + (i < chosen.length - 1 ? service.bufferAfterMinutes * 60_000 : 0);
  });
  return {
    startsAt: start,
    endsAt: start + serviceMs,
    heldFrom: start - beforeMs,
    heldUntil: start + serviceMs + afterMs,
    items,
  };
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
