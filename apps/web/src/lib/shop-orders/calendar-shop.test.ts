import { describe, expect, it } from 'vitest';
import { calendarShopOf, operatorsFor, shiftsOn } from './calendar-shop';

const week = (ranges: { start: string; end: string }[]) => [
  ranges,
  [],
  ranges,
  ranges,
  ranges,
  ranges,
  ranges,
];

describe('calendar shop helpers', () => {
  const operators = [
    { id: 1, serviceIds: [1, 2], weeklyShifts: week([{ start: '11:00', end: '20:00' }]) },
    { id: 2, serviceIds: [1], weeklyShifts: week([{ start: '10:00', end: '24:00' }]) },
  ];

  it('takes the slot length of a shop from its booking rules', () => {
    const shop = { id: 3, displayName: '小店', timeZone: 'Asia/Taipei', urlSlug: 'x' };
    expect(calendarShopOf({ ...shop, bookingRules: { slotMinutes: 15 } })).toEqual({
      id: 3,
      displayName: '小店',
      timeZone: 'Asia/Taipei',
      slotMinutes: 15,
    });
  });

  it('keeps the operators who perform every chosen service', () => {
    expect(operatorsFor(operators, []).map((o) => o.id)).toEqual([1, 2]);
    expect(operatorsFor(operators, [1, 2]).map((o) => o.id)).toEqual([1]);
  });

  it("lists the day's shifts in minutes", () => {
    expect(shiftsOn(operators, 0)).toEqual([
      { start: 660, end: 1200 },
      { start: 600, end: 1440 },
    ]);
    expect(shiftsOn(operators, 1)).toEqual([]);
  });
});
