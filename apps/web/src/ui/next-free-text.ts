import type { TNextFreeTime } from '@haoyue/contracts';
import { formatSoonLabel } from '../lib/date-labels';

/**
 * What a card or the shop page says of a shop's next free time: `最快可約 今天 下午 3:00`,
 * `whenFull` when nothing is free in the coming week, a no-break space (the line's height kept,
 * nothing shifts) while it loads.
 */
export function nextFreeText(next: TNextFreeTime | undefined, whenFull: string): string {
  if (next === undefined) return '\u00a0';
  if (next.startTime && next.timeZone) {
    return `最快可約 ${formatSoonLabel(next.startTime, next.timeZone)}`;
  }
  return whenFull;
}
