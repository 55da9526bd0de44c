// Lengths of time a seller types as a number and a unit (分鐘, 小時, 天), stored in minutes.

/** A unit a length of time is typed in. */
export type DurationUnit = 'minute' | 'hour' | 'day';

/** Minutes in each unit. */
export const MINUTES_PER: Record<DurationUnit, number> = { minute: 1, hour: 60, day: 1440 };

/** The zh-TW name of each unit. */
export const UNIT_LABELS: Record<DurationUnit, string> = {
  minute: '分鐘',
  hour: '小時',
  day: '天',
};

/** A length of time as typed: an amount of a unit. */
export interface DurationParts {
  amount: number;
  unit: DurationUnit;
}

/**
 * How a stored length shows: in the largest of `units` it is a whole number of (1440 → 1 天,
 * 120 → 2 小時); when none fits, in the smallest, rounded to two decimals (90 → 1.5 小時).
 * Zero shows in hours when offered (「0 小時」 reads better than 「0 天」).
 */
export function splitMinutes(minutes: number, units: readonly DurationUnit[]): DurationParts {
  const largestFirst = [...units].sort((a, b) => MINUTES_PER[b] - MINUTES_PER[a]);
  const whole = largestFirst.find((u) => minutes % MINUTES_PER[u] === 0 && minutes > 0);
  if (whole) return { amount: minutes / MINUTES_PER[whole], unit: whole };
  const smallest = largestFirst[largestFirst.length - 1]!;
  if (minutes === 0) return { amount: 0, unit: units.includes('hour') ? 'hour' : smallest };
  return { amount: Math.round((minutes / MINUTES_PER[smallest]) * 100) / 100, unit: smallest };
}

/** Minutes of an amount of a unit (NaN stays NaN, so the form's check reports it). */
export function joinMinutes({ amount, unit }: DurationParts): number {
  return Math.round(amount * MINUTES_PER[unit]);
}

/** A length in words, in the largest unit it is whole in: `1 天`, `2 小時`, `90 分鐘`. */
export function formatMinutesAs(minutes: number): string {
  const { amount, unit } = splitMinutes(minutes, ['minute', 'hour', 'day']);
  return `${amount} ${UNIT_LABELS[unit]}`;
}
