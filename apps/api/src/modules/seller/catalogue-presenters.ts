import type {
  TManagedOperator,
  TManagedService,
  TManagedServiceGroup,
  TTimeOff,
} from '@haoyue/contracts';
import type {
  operators,
  operatorShifts,
  operatorTimeOff,
  serviceGroups,
  services,
} from '../../db/schema';
import {
  presentOperator as presentPublicOperator,
  presentService as presentPublicService,
} from '../catalogue';
import { weeklyHoursOf } from './weekly-hours';

type ServiceRow = typeof services.$inferSelect;
type GroupRow = typeof serviceGroups.$inferSelect;
type OperatorRow = typeof operators.$inferSelect;
type ShiftRow = typeof operatorShifts.$inferSelect;
type TimeOffRow = typeof operatorTimeOff.$inferSelect;

/** A service as its seller manages it, with who performs it (in display order). */
export function presentService(row: ServiceRow, operatorIds: number[]): TManagedService {
  return {
    ...presentPublicService(row),
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    prepaymentAmount: row.prepaymentAmount,
    operatorIds,
  };
}

/** A group with its services picked out of `all` (already in display order). */
export function presentGroup(row: GroupRow, all: TManagedService[]): TManagedServiceGroup {
  return {
    id: row.id,
    shopId: row.shopId,
    name: row.name,
    position: row.position,
    services: all.filter((s) => s.serviceGroupId === row.id),
  };
}

/** An operator with their services and their own weekly shifts and breaks. */
export function presentOperator(
  row: OperatorRow,
  serviceIds: number[],
  shifts: ShiftRow[],
): TManagedOperator {
  return {
    ...presentPublicOperator(row),
    isBookable: row.isBookable,
    serviceIds,
    weeklyShifts: weeklyHoursOf(shifts.filter((s) => s.kind === 'SHIFT')),
    weeklyBreaks: weeklyHoursOf(shifts.filter((s) => s.kind === 'BREAK')),
  };
}

/** Time off with its instants as ISO timestamps. */
export function presentTimeOff(row: TimeOffRow): TTimeOff {
  return {
    id: row.id,
    operatorId: row.operatorId,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

/** Groups `[key, value]` pairs into lists by key, keeping their order. */
export function listsByKey(pairs: Iterable<readonly [number, number]>): Map<number, number[]> {
  const lists = new Map<number, number[]>();
  for (const [key, value] of pairs) {
    const list = lists.get(key);
    if (list) list.push(value);
    else lists.set(key, [value]);
  }
  return lists;
}
