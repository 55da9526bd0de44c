import type { TStartTimesRequest } from '@haoyue/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { USER_SCOPE } from '../../../lib/session';

/** Services, and an operator or any (null), to find free times for. */
export type StartTimesRequest = Omit<TStartTimesRequest, 'startDate' | 'endDate'>;

/** A span of local dates (`YYYY-MM-DD`, both included) to ask free times for. */
export interface DateRange {
  startDate: string;
  endDate: string;
}

// What the customer's own choices or account decide lives under the user scope, so signing in
// or out refetches it; the shop's menu and free times are the same for everyone.

/** Query keys of the booking feature. */
export const bookingKeys = {
  menu: (shopId: number) => ['service-groups', shopId, 'booking-menu'] as const,
  formItems: (shopId: number) => [USER_SCOPE, 'booking-form-items', shopId] as const,
  /** With items the quote is the signed-in customer's: it lives under the user scope. */
  prepaymentQuote: (request: object) => [USER_SCOPE, 'prepayment-quote', request] as const,
  applicableItems: (shopId: number, serviceIds: number[]) =>
    [USER_SCOPE, 'booking-applicable-items', shopId, serviceIds] as const,
  /** Prefix of every availability answer: a booking made anywhere makes them stale. */
  startTimes: ['start-times'] as const,
  // The free times of one range are typed as any key, so the slot picker takes either kind.
  startTimesOf: (request: StartTimesRequest, range: DateRange | null): QueryKey => [
    ...bookingKeys.startTimes,
    request,
    range,
  ],
  /** One order, by its key (what links carry). */
  order: (orderKey: string) => [USER_SCOPE, 'orders', orderKey] as const,
  /** Prefix of an order's reschedule times. */
  rescheduleTimes: (orderId: number) => [USER_SCOPE, 'reschedule-times', orderId] as const,
  rescheduleTimesOf: (orderId: number, range: DateRange | null): QueryKey => [
    ...bookingKeys.rescheduleTimes(orderId),
    range,
  ],
};
