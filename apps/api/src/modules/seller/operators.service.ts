import { ERROR_CODES, type TManagedOperator, type TWeeklyHours } from '@haoyue/contracts';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { bookings, operators } from '../../db/schema';
import { AppError, firstOrNotFound } from '../../lib/errors';
import { hasPgCode, PG } from '../../lib/pg-errors';
import { loadOperators } from './catalogue-loaders';
import { assertOperatorOfShop, servicesOfShop } from './catalogue-ownership';
import { changedFields } from './changed-fields';
import { assertBreaksInsideShifts, replaceOperatorLinks } from './operator-hours';
import { assertNoFutureBookings } from './future-bookings';
import { nextPosition } from '../../lib/ordering';
import { shopListReorder } from './ordering';
import { NO_HOURS } from './weekly-hours';

type OperatorRef = { shopId: number; operatorId: number };

/** What a seller sets on an operator (the contract's input after defaults). */
export type OperatorFields = {
  displayName: string;
  title?: string | null | undefined;
  introduction?: string | null | undefined;
  isBookable: boolean;
  serviceIds?: number[] | undefined;
  weeklyShifts?: TWeeklyHours | undefined;
  weeklyBreaks?: TWeeklyHours | undefined;
};

/** Changes of a PATCH: only the fields sent. */
export type OperatorChanges = { [K in keyof OperatorFields]?: OperatorFields[K] | undefined };

/** Every operator of the shop, bookable or not, in display order, with services and hours. */
export function listOperators(db: Db, { shopId }: { shopId: number }): Promise<TManagedOperator[]> {
  return loadOperators(db, eq(operators.shopId, shopId));
}

/** One operator of the shop, or 404. */
export async function getOperator(
  db: Db,
  { shopId, operatorId }: OperatorRef,
): Promise<TManagedOperator> {
  return firstOrNotFound(
    loadOperators(db, and(eq(operators.id, operatorId), eq(operators.shopId, shopId))),
    '找不到這位服務人員',
  );
}

/** An operator at the end of the shop's list. */
export async function createOperator(
  db: Db,
  { shopId, fields }: { shopId: number; fields: OperatorFields },
): Promise<TManagedOperator> {
  const serviceIds = await servicesOfShop(db, {
    shopId,
    ids: fields.serviceIds ?? [],
    field: 'serviceIds',
  });
  const shifts = fields.weeklyShifts ?? NO_HOURS;
  const breaks = fields.weeklyBreaks ?? NO_HOURS;
  assertBreaksInsideShifts(shifts, breaks);
  const position = await nextPosition(db, operators, eq(operators.shopId, shopId));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        shopId,
        displayName: fields.displayName,
        title: fields.title ?? null,
        introduction: fields.introduction ?? null,
        isBookable: fields.isBookable,
        position,
      })
      .returning({ id: operators.id });
    await replaceOperatorLinks(tx, row!.id, { serviceIds, shifts, breaks });
    return row!.id;
  });
  return getOperator(db, { shopId, operatorId: id });
}

/**
 * Changes the fields sent; `serviceIds`, `weeklyShifts` and `weeklyBreaks` replace what is
 * stored. Breaks are checked against the shifts the operator will have afterwards.
 */
export async function updateOperator(
  db: Db,
  { shopId, operatorId, changes }: OperatorRef & { changes: OperatorChanges },
): Promise<TManagedOperator> {
  const current = await getOperator(db, { shopId, operatorId });
  const { serviceIds: wanted, weeklyShifts, weeklyBreaks, ...fields } = changes;
  const serviceIds =
    wanted === undefined
      ? undefined
      : await servicesOfShop(db, { shopId, ids: wanted, field: 'serviceIds' });
  if (weeklyShifts || weeklyBreaks) {
    assertBreaksInsideShifts(
      weeklyShifts ?? current.weeklyShifts,
      weeklyBreaks ?? current.weeklyBreaks,
    );
  }
  const set: Partial<typeof operators.$inferInsert> = changedFields(fields);
  await db.transaction(async (tx) => {
    if (Object.keys(set).length > 0) {
      await tx.update(operators).set(set).where(eq(operators.id, operatorId));
    }
    await replaceOperatorLinks(tx, operatorId, {
      serviceIds,
      ...(weeklyShifts ? { shifts: weeklyShifts } : {}),
      ...(weeklyBreaks ? { breaks: weeklyBreaks } : {}),
    });
  });
  return getOperator(db, { shopId, operatorId });
}

/** Sets the operator's photo (already stored at `avatarUrl`). */
export async function setOperatorAvatar(
  db: Db,
  { shopId, operatorId, avatarUrl }: OperatorRef & { avatarUrl: string },
): Promise<TManagedOperator> {
  await db
    .update(operators)
    .set({ avatarUrl })
    .where(and(eq(operators.id, operatorId), eq(operators.shopId, shopId)));
  return getOperator(db, { shopId, operatorId });
}

function hasBookingHistory(): AppError {
  return AppError.of(
    ERROR_CODES.HAS_BOOKING_HISTORY,
    '這位服務人員已有預約紀錄，無法刪除；若不再提供服務，請改為「不開放預約」',
  );
}

/**
 * Deletes an operator who has never been booked. Future active bookings: 409
 * E_HAS_FUTURE_BOOKINGS (move or cancel them first). Any other booking (past, or cancelled):
 * 409 E_HAS_BOOKING_HISTORY, because bookings keep pointing at their operator; such an
 * operator is retired with isBookable false instead, which hides them from customers.
 */
export async function deleteOperator(
  db: Db,
  { shopId, operatorId, now }: OperatorRef & { now: Date },
): Promise<void> {
  await assertOperatorOfShop(db, { shopId, operatorId });
  await assertNoFutureBookings(
    db,
    [eq(bookings.operatorId, operatorId), gt(bookings.startsAt, now)],
    (n) => `這位服務人員還有 ${n} 筆未來的預約，請先改期或取消`,
  );
  const [any] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.operatorId, operatorId))
    .limit(1);
  if (any) throw hasBookingHistory();
  try {
    await db.delete(operators).where(eq(operators.id, operatorId));
  } catch (error) {
    // A booking made between the check and the delete still references the operator.
    if (hasPgCode(error, PG.FOREIGN_KEY_VIOLATION)) throw hasBookingHistory();
    throw error;
  }
}

/** Puts the shop's operators in the order of `ids` (exactly the shop's operators, each once). */
export const reorderOperators = shopListReorder({
  table: operators,
  scope: (shopId) => eq(operators.shopId, shopId),
  message: '請列出這間店的全部服務人員，各一次',
  list: listOperators,
});
