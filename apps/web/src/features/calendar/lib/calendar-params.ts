import { isLocalDate } from '../../../lib/shop-orders/shop-time';

/** The calendar's two views. */
export type CalendarView = 'day' | 'week';

/** What a calendar URL holds: the view, the date shown and the booking opened, if any. */
export interface CalendarParams {
  view: CalendarView;
  /** null: today on the shop's clock. */
  date: string | null;
  orderId: number | null;
}

/** Reads the calendar's query string, ignoring anything malformed. */
export function parseCalendarParams(search: URLSearchParams): CalendarParams {
  const date = search.get('date');
  const order = Number(search.get('order'));
  return {
    view: search.get('view') === 'week' ? 'week' : 'day',
    date: isLocalDate(date) ? date : null,
    orderId: Number.isInteger(order) && order > 0 ? order : null,
  };
}
