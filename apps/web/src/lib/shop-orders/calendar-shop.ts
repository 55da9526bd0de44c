import type { TCurrency } from '@haoyue/contracts';

/** What the calendar needs to know of the current shop. */
export interface CalendarShop {
  id: number;
  displayName: string;
  timeZone: string;
  slotMinutes: number;
}

/** The calendar's view of a seller's shop (its slot length comes from the booking rules). */
export function calendarShopOf(
  shop: Omit<CalendarShop, 'slotMinutes'> & { bookingRules: { slotMinutes: number } },
): CalendarShop {
  return {
    id: shop.id,
    displayName: shop.displayName,
    timeZone: shop.timeZone,
    slotMinutes: shop.bookingRules.slotMinutes,
  };
}

/** An operator as the calendar uses one: name, services and weekly shifts. */
export interface CalendarOperator {
  id: number;
  displayName: string;
  isBookable: boolean;
  serviceIds: number[];
  /** Seven days, Sunday first, of `HH:mm` ranges. */
  weeklyShifts: { start: string; end: string }[][];
}

/** A service the shop can book. */
export interface CalendarService {
  id: number;
  name: string;
  durationMinutes: number;
  price: number;
  currency: TCurrency;
  isBookable: boolean;
}

/** A group of services, in the shop's order. */
export interface CalendarServiceGroup {
  id: number;
  name: string;
  services: CalendarService[];
}

/** Operators who perform every one of the services (all of them when none is chosen). */
export function operatorsFor<O extends { serviceIds: number[] }>(
  operators: readonly O[],
  serviceIds: readonly number[],
): O[] {
  return operators.filter((o) => serviceIds.every((id) => o.serviceIds.includes(id)));
}

function clockMinutes(clock: string): number {
  const [h, m] = clock.split(':').map(Number) as [number, number];
  return h * 60 + m;
}

/** The operators' shifts on a date's weekday, in minutes (to size the day grid). */
export function shiftsOn(
  operators: readonly Pick<CalendarOperator, 'weeklyShifts'>[],
  weekday: number,
): { start: number; end: number }[] {
  return operators.flatMap((o) =>
    (o.weeklyShifts[weekday] ?? []).map((r) => ({
      start: clockMinutes(r.start),
      end: clockMinutes(r.end),
    })),
  );
}
