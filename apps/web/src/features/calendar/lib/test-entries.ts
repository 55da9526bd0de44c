import { buildOrder, TAIPEI } from '../../../lib/shop-orders/test-orders';
import { calendarEntries } from './calendar-layout';

/** The shop's listed operators in the calendar tests: Ken, then 小米. */
export const LISTED_OPERATORS = [
  { id: 1, displayName: 'Ken' },
  { id: 2, displayName: '小米' },
];

/**
 * Two bookings on the Taipei calendar: 小米 (listed) on 24 November 10:00–11:00, and 已離職 (no
 * longer listed, id 9) 12:00–13:00 on `laterDate` (`2026-11-24` or another day of that week).
 */
export function entriesOfTwoOperators(laterDate: string) {
  return calendarEntries(
    [
      buildOrder({
        id: 1,
        startTime: '2026-11-24T02:00:00Z',
        endTime: '2026-11-24T03:00:00Z',
        operator: { id: 2, displayName: '小米' },
      }),
      buildOrder({
        id: 2,
        startTime: `${laterDate}T04:00:00Z`,
        endTime: `${laterDate}T05:00:00Z`,
        operator: { id: 9, displayName: '已離職' },
      }),
    ],
    TAIPEI,
  );
}
