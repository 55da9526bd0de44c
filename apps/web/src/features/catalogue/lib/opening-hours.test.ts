import { describe, expect, it } from 'vitest';
import { specialDaysAhead, weeklyHours } from './opening-hours';

const NB = '\u00a0';
const hours = {
  weekly: [
    { weekday: 1, startMinute: 780, endMinute: 1260 },
    { weekday: 1, startMinute: 600, endMinute: 720 },
    { weekday: 2, startMinute: 600, endMinute: 1200 },
  ],
  specialDays: [
    { date: '2026-11-24', ranges: [[720, 1080]] as [number, number][], note: null },
    { date: '2026-11-26', ranges: [], note: '員工旅遊' },
    { date: '2026-12-25', ranges: [], note: null },
  ],
};

describe('opening hours', () => {
  it('lists the week from Sunday with each day’s ranges, 公休 days empty and today marked', () => {
    const week = weeklyHours(hours, 1);
    expect(week.map((d) => d.name)).toEqual([
      '週日',
      '週一',
      '週二',
      '週三',
      '週四',
      '週五',
      '週六',
    ]);
    expect(week[0]).toEqual({ weekday: 0, name: '週日', ranges: [], isToday: false });
    expect(week[1]).toEqual({
      weekday: 1,
      name: '週一',
      ranges: [`上⁠午${NB}10:00–中⁠午${NB}12:00`, `下⁠午${NB}1:00–晚⁠上${NB}9:00`],
      isToday: true,
    });
    expect(week[2]!.ranges).toEqual([`上⁠午${NB}10:00–晚⁠上${NB}8:00`]);
  });

  it('keeps the special days of the next two weeks', () => {
    expect(specialDaysAhead(hours, '2026-11-23')).toEqual([
      { date: '2026-11-24', ranges: [`中⁠午${NB}12:00–晚⁠上${NB}6:00`], note: null },
      { date: '2026-11-26', ranges: [], note: '員工旅遊' },
    ]);
  });
});
