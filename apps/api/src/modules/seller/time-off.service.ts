import type { TTimeOff } from '@haoyue/contracts';
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorTimeOff } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { assertOperatorOfShop } from './catalogue-ownership';
import { presentTimeOff } from './catalogue-presenters';

type OperatorRef = { shopId: number; operatorId: number };

/** The operator's time off overlapping [from, to) (either bound may be open), earliest first. */
export async function listTimeOff(
  db: Db,
  options: OperatorRef & { from?: string | undefined; to?: string | undefined },
): Promise<TTimeOff[]> {
  const { operatorId, from, to } = options;
  await assertOperatorOfShop(db, options);
  const rows = await db
    .select()
    .from(operatorTimeOff)
    .where(
      and(
        eq(operatorTimeOff.operatorId, operatorId),
        from ? gt(operatorTimeOff.endsAt, new Date(from)) : undefined,
        to ? lt(operatorTimeOff.startsAt, new Date(to)) : undefined,
      ),
    )
    .orderBy(asc(operatorTimeOff.startsAt), asc(operatorTimeOff.id))
    .limit(1000);
  return rows.map(presentTimeOff);
}

/** Time off for the operator: they cannot be booked then (bookings inside it stay). */
export async function createTimeOff(
  db: Db,
  options: OperatorRef & { startTime: string; endTime: string; reason?: string | null | undefined },
): Promise<TTimeOff> {
  await assertOperatorOfShop(db, options);
  const [row] = await db
    .insert(operatorTimeOff)
    .values({
      operatorId: options.operatorId,
      startsAt: new Date(options.startTime),
      endsAt: new Date(options.endTime),
      reason: options.reason || null,
    })
    .returning();
  return presentTimeOff(row!);
}

/** Removes one of the operator's time off, or 404. */
export async function deleteTimeOff(
  db: Db,
  options: OperatorRef & { timeOffId: number },
): Promise<void> {
  await assertOperatorOfShop(db, options);
  const deleted = await db
    .delete(operatorTimeOff)
    .where(
      and(
        eq(operatorTimeOff.id, options.timeOffId),
        eq(operatorTimeOff.operatorId, options.operatorId),
      ),
    )
    .returning({ id: operatorTimeOff.id });
  if (deleted.length === 0) throw notFound('找不到這筆休假');
}
