import { describe, expect, it } from 'vitest';
import { paths } from '../../../config/paths';
import { parseCalendarParams } from './calendar-params';

const read = (href: string) => parseCalendarParams(new URL(href, 'http://x').searchParams);

describe('calendar params', () => {
  it('reads a calendar URL and ignores what is malformed', () => {
    expect(read('/dashboard/calendar?date=2026-11-24&view=week&order=12')).toEqual({
      view: 'week',
      date: '2026-11-24',
      orderId: 12,
    });
    expect(read('/dashboard/calendar?date=2026-13-01&view=month&order=x')).toEqual({
      view: 'day',
      date: null,
      orderId: null,
    });
  });

  it('reads back what the calendar links write', () => {
    const href = paths.dashboardCalendar.getHref({ date: '2026-11-24', orderId: 3 });
    expect(href).toBe('/dashboard/calendar?date=2026-11-24&order=3');
    expect(read(href)).toEqual({ view: 'day', date: '2026-11-24', orderId: 3 });
    expect(read(paths.dashboardCalendar.getHref({ view: 'week' })).view).toBe('week');
    expect(paths.dashboardCalendar.getHref()).toBe('/dashboard/calendar');
  });
});
