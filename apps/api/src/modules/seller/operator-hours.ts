import type { TWeeklyHours } from '@haoyue/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorServices, operatorShifts } from '../../db/schema';
import { invalid } from '../../lib/errors';
import { weekdayRangesOf } from './weekly-hours';

const WEEKDAY_LABELS = ['週日', '週一', '週二', '週三', '週四', '週五', '週六'];

/** A break is time off inside a working shift: each must lie within a shift of its day. */
export function assertBreaksInsideShifts(shifts: TWeeklyHours, breaks: TWeeklyHours): void {
  breaks.forEach((ranges, weekday) => {
    for (const b of ranges) {
      const inside = (shifts[weekday] ?? []).some((s) => s.start <= b.start && b.end <= s.end);
      if (!inside) {
        throw invalid(
          'weeklyBreaks',
          `${WEEKDAY_LABELS[weekday]}的休息時間 ${b.start}–${b.end} 需落在當天的班表時段內`,
        );
      }
    }
  });
}

/**
 * Writes the operator's services and weekly shifts and breaks, each only where given (inside
 * the caller's transaction): what is given replaces what is stored.
 */
export async function replaceOperatorLinks(
  tx: Db,
  operatorId: number,
  input: { serviceIds?: number[] | undefined; shifts?: TWeeklyHours; breaks?: TWeeklyHours },
): Promise<void> {
  if (input.serviceIds !== undefined) {
    await tx.delete(operatorServices).where(eq(operatorServices.operatorId, operatorId));
    if (input.serviceIds.length > 0) {
      await tx
        .insert(operatorServices)
        .values(input.serviceIds.map((serviceId) => ({ operatorId, serviceId })));
    }
  }
  const weekly = [
    { kind: 'SHIFT' as const, hours: input.shifts },
    { kind: 'BREAK' as const, hours: input.breaks },
  ].filter((w): w is { kind: 'SHIFT' | 'BREAK'; hours: TWeeklyHours } => !!w.hours);
  if (weekly.length === 0) return;
  await tx.delete(operatorShifts).where(
    and(
      eq(operatorShifts.operatorId, operatorId),
      inArray(
        operatorShifts.kind,
        weekly.map((w) => w.kind),
      ),
    ),
  );
  const rows = weekly.flatMap(({ kind, hours }) =>
    weekdayRangesOf(hours).map((range) => ({ operatorId, kind, ...range })),
  );
  if (rows.length > 0) await tx.insert(operatorShifts).values(rows);
}
