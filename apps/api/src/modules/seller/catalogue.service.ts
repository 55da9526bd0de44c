import type {
  TCurrency,
  TManagedOperator,
  TManagedService,
  TManagedServiceGroup,
  TTimeOff,
  TWeeklyHours,
} from '@haoyue/contracts';
import { and, asc, count, eq, gt, inArray, lt, max, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  ACTIVE_BOOKING_STATUSES,
  bookings,
  operatorServices,
  operatorShifts,
  operators,
  operatorTimeOff,
  serviceGroups,
  services,
  type shops,
} from '../../db/schema';
import { applyOrder } from './ordering';
import { hasPgCode, PG } from '../../lib/pg-errors';
import { AppError, invalid, notFound } from '../../lib/errors';
import { refreshShopSearchText } from '../catalogue';

type ShopRow = typeof shops.$inferSelect;
type ServiceRow = typeof services.$inferSelect;
type OperatorRow = typeof operators.$inferSelect;
type GroupRow = typeof serviceGroups.$inferSelect;

/** Codes of the 409s this module answers; the web may branch on them. */
export const CATALOGUE_ERROR_CODES = {
  GROUP_NOT_EMPTY: 'E_GROUP_NOT_EMPTY',
  HAS_FUTURE_BOOKINGS: 'E_HAS_FUTURE_BOOKINGS',
  HAS_BOOKING_HISTORY: 'E_HAS_BOOKING_HISTORY',
} as const;

const WEEKDAY_LABELS = ['週日', '週一', '週二', '週三', '週四', '週五', '週六'];

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};
const hhmmOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Next free position at the end of a list (ties, after a race, sort by id). */
async function nextPosition(
  db: Db,
  table: typeof serviceGroups | typeof services | typeof operators,
  where: SQL,
): Promise<number> {
  const [row] = await db
    .select({ last: max(table.position) })
    .from(table)
    .where(where);
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1;
}

// ---------------------------------------------------------------------------------------------
// Services and groups

function presentService(row: ServiceRow, operatorIds: number[]): TManagedService {
  return {
    id: row.id,
    shopId: row.shopId,
    serviceGroupId: row.serviceGroupId,
    name: row.name,
    description: row.description,
    durationMinutes: row.durationMinutes,
    bufferBeforeMinutes: row.bufferBeforeMinutes,
    bufferAfterMinutes: row.bufferAfterMinutes,
    price: row.price,
    currency: row.currency as TCurrency,
    prepaymentAmount: row.prepaymentAmount,
    isBookable: row.isBookable,
    position: row.position,
    operatorIds,
  };
}

/**
 * Services matching `where` in display order (their group's, then their own), each with its
 * operators in display order.
 */
async function loadServices(db: Db, where: SQL | undefined): Promise<TManagedService[]> {
  const rows = (
    await db
      .select({ service: services })
      .from(services)
      .innerJoin(serviceGroups, eq(serviceGroups.id, services.serviceGroupId))
      .where(where)
      .orderBy(
        asc(serviceGroups.position),
        asc(serviceGroups.id),
        asc(services.position),
        asc(services.id),
      )
  ).map((r) => r.service);
  if (rows.length === 0) return [];
  const links = await db
    .select({ serviceId: operatorServices.serviceId, operatorId: operatorServices.operatorId })
    .from(operatorServices)
    .innerJoin(operators, eq(operators.id, operatorServices.operatorId))
    .where(
      inArray(
        operatorServices.serviceId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(operators.position), asc(operators.id));
  const byService = new Map<number, number[]>();
  for (const l of links) {
    const list = byService.get(l.serviceId) ?? [];
    list.push(l.operatorId);
    byService.set(l.serviceId, list);
  }
  return rows.map((r) => presentService(r, byService.get(r.id) ?? []));
}

function presentGroup(row: GroupRow, all: TManagedService[]): TManagedServiceGroup {
  return {
    id: row.id,
    shopId: row.shopId,
    name: row.name,
    position: row.position,
    services: all.filter((s) => s.serviceGroupId === row.id),
  };
}

/** Every service group of the shop with every service (bookable or not), in display order. */
export async function listServiceGroups(db: Db, shopId: number): Promise<TManagedServiceGroup[]> {
  const groups = await db
    .select()
    .from(serviceGroups)
    .where(eq(serviceGroups.shopId, shopId))
    .orderBy(asc(serviceGroups.position), asc(serviceGroups.id));
  const all = await loadServices(db, eq(services.shopId, shopId));
  return groups.map((g) => presentGroup(g, all));
}

async function groupOfShop(db: Db, shopId: number, groupId: number): Promise<GroupRow> {
  const [row] = await db
    .select()
    .from(serviceGroups)
    .where(and(eq(serviceGroups.id, groupId), eq(serviceGroups.shopId, shopId)));
  if (!row) throw notFound('找不到這個服務分類');
  return row;
}

export async function getServiceGroup(
  db: Db,
  shopId: number,
  groupId: number,
): Promise<TManagedServiceGroup> {
  const group = await groupOfShop(db, shopId, groupId);
  return presentGroup(group, await loadServices(db, eq(services.serviceGroupId, groupId)));
}

/** A new, empty group at the end of the shop's list. */
export async function createServiceGroup(
  db: Db,
  shopId: number,
  input: { name: string },
): Promise<TManagedServiceGroup> {
  const position = await nextPosition(db, serviceGroups, eq(serviceGroups.shopId, shopId));
  const [row] = await db
    .insert(serviceGroups)
    .values({ shopId, name: input.name, position })
    .returning();
  await refreshShopSearchText(db, shopId);
  return presentGroup(row!, []);
}

export async function renameServiceGroup(
  db: Db,
  shopId: number,
  groupId: number,
  input: { name: string },
): Promise<TManagedServiceGroup> {
  await groupOfShop(db, shopId, groupId);
  await db.update(serviceGroups).set({ name: input.name }).where(eq(serviceGroups.id, groupId));
  await refreshShopSearchText(db, shopId);
  return getServiceGroup(db, shopId, groupId);
}

/**
 * Deletes an empty group. A group with services is refused (409): deleting it would delete
 * them too (ON DELETE CASCADE), which a seller should do on purpose, one service at a time.
 */
export async function deleteServiceGroup(db: Db, shopId: number, groupId: number): Promise<void> {
  await groupOfShop(db, shopId, groupId);
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(eq(services.serviceGroupId, groupId));
  const n = Number(row?.n ?? 0);
  if (n > 0) {
    throw new AppError(
      409,
      CATALOGUE_ERROR_CODES.GROUP_NOT_EMPTY,
      `這個分類還有 ${n} 項服務，請先刪除或移到其他分類`,
    );
  }
  // The check and the delete race only with a service added meanwhile: refuse then too.
  const deleted = await db
    .delete(serviceGroups)
    .where(
      and(
        eq(serviceGroups.id, groupId),
        sql`not exists (select 1 from ${services} where ${services.serviceGroupId} = ${groupId})`,
      ),
    )
    .returning({ id: serviceGroups.id });
  if (deleted.length === 0) {
    throw new AppError(
      409,
      CATALOGUE_ERROR_CODES.GROUP_NOT_EMPTY,
      '這個分類還有服務，請先刪除或移到其他分類',
    );
  }
  await refreshShopSearchText(db, shopId);
}

export async function reorderServiceGroups(
  db: Db,
  shopId: number,
  ids: number[],
): Promise<TManagedServiceGroup[]> {
  const existing = await db
    .select({ id: serviceGroups.id })
    .from(serviceGroups)
    .where(eq(serviceGroups.shopId, shopId));
  await applyOrder(
    db,
    serviceGroups,
    existing.map((r) => r.id),
    ids,
    '請列出這間店的全部服務分類，各一次',
  );
  return listServiceGroups(db, shopId);
}

export async function listServices(
  db: Db,
  shopId: number,
  filter: { serviceGroupId?: number | undefined },
): Promise<TManagedService[]> {
  if (filter.serviceGroupId) await groupOfShop(db, shopId, filter.serviceGroupId);
  return loadServices(
    db,
    and(
      eq(services.shopId, shopId),
      filter.serviceGroupId ? eq(services.serviceGroupId, filter.serviceGroupId) : undefined,
    ),
  );
}

export async function getService(
  db: Db,
  shopId: number,
  serviceId: number,
): Promise<TManagedService> {
  const [service] = await loadServices(
    db,
    and(eq(services.id, serviceId), eq(services.shopId, shopId)),
  );
  if (!service) throw notFound('找不到這項服務');
  return service;
}

/** The distinct ids, each an operator of the shop, or 400 on `field`. */
async function operatorsOfShop(
  db: Db,
  shopId: number,
  ids: number[],
  field: string,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.shopId, shopId), inArray(operators.id, unique)));
  if (rows.length !== unique.length) throw invalid(field, '所選的服務人員不屬於這間店');
  return unique;
}

/** The distinct ids, each a service of the shop, or 400 on `field`. */
async function servicesOfShop(
  db: Db,
  shopId: number,
  ids: number[],
  field: string,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const rows = await db
    .select({ id: services.id })
    .from(services)
    .where(and(eq(services.shopId, shopId), inArray(services.id, unique)));
  if (rows.length !== unique.length) throw invalid(field, '所選的服務不屬於這間店');
  return unique;
}

async function assertGroupField(db: Db, shopId: number, groupId: number): Promise<void> {
  const [row] = await db
    .select({ id: serviceGroups.id })
    .from(serviceGroups)
    .where(and(eq(serviceGroups.id, groupId), eq(serviceGroups.shopId, shopId)));
  if (!row) throw invalid('serviceGroupId', '找不到這個服務分類');
}

function assertPrepayment(price: number, prepaymentAmount: number | null): void {
  if (prepaymentAmount !== null && prepaymentAmount > price) {
    throw invalid('prepaymentAmount', '預付金額不可超過服務價格');
  }
}

export type ServiceFields = {
  serviceGroupId: number;
  name: string;
  description?: string | null | undefined;
  durationMinutes: number;
  bufferBeforeMinutes: number;
  bufferAfterMinutes: number;
  price: number;
  prepaymentAmount: number | null;
  isBookable: boolean;
  operatorIds: number[];
};

/** A service at the end of its group, priced in the shop's currency. */
export async function createService(
  db: Db,
  shop: ShopRow,
  input: ServiceFields,
): Promise<TManagedService> {
  await assertGroupField(db, shop.id, input.serviceGroupId);
  const operatorIds = await operatorsOfShop(db, shop.id, input.operatorIds, 'operatorIds');
  assertPrepayment(input.price, input.prepaymentAmount);
  const position = await nextPosition(
    db,
    services,
    eq(services.serviceGroupId, input.serviceGroupId),
  );
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(services)
      .values({
        shopId: shop.id,
        serviceGroupId: input.serviceGroupId,
        name: input.name,
        description: input.description ?? null,
        durationMinutes: input.durationMinutes,
        bufferBeforeMinutes: input.bufferBeforeMinutes,
        bufferAfterMinutes: input.bufferAfterMinutes,
        price: input.price,
        currency: shop.currency,
        prepaymentAmount: input.prepaymentAmount,
        isBookable: input.isBookable,
        position,
      })
      .returning({ id: services.id });
    if (operatorIds.length > 0) {
      await tx
        .insert(operatorServices)
        .values(operatorIds.map((operatorId) => ({ operatorId, serviceId: row!.id })));
    }
    return row!.id;
  });
  await refreshShopSearchText(db, shop.id);
  return getService(db, shop.id, id);
}

/**
 * Changes the fields sent. A new group puts the service at the end of that group;
 * `operatorIds` replaces who performs it.
 */
export async function updateService(
  db: Db,
  shop: ShopRow,
  serviceId: number,
  input: Partial<ServiceFields>,
): Promise<TManagedService> {
  const [current] = await db
    .select()
    .from(services)
    .where(and(eq(services.id, serviceId), eq(services.shopId, shop.id)));
  if (!current) throw notFound('找不到這項服務');
  const { operatorIds: wantedOperators, ...fields } = input;
  const changes: Partial<typeof services.$inferInsert> = Object.fromEntries(
    Object.entries(fields).filter(([, v]) => v !== undefined),
  );
  if (input.serviceGroupId !== undefined && input.serviceGroupId !== current.serviceGroupId) {
    await assertGroupField(db, shop.id, input.serviceGroupId);
    changes.position = await nextPosition(
      db,
      services,
      eq(services.serviceGroupId, input.serviceGroupId),
    );
  }
  const operatorIds =
    wantedOperators === undefined
      ? undefined
      : await operatorsOfShop(db, shop.id, wantedOperators, 'operatorIds');
  assertPrepayment(
    input.price ?? current.price,
    input.prepaymentAmount === undefined ? current.prepaymentAmount : input.prepaymentAmount,
  );
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx.update(services).set(changes).where(eq(services.id, serviceId));
    }
    if (operatorIds !== undefined) {
      await tx.delete(operatorServices).where(eq(operatorServices.serviceId, serviceId));
      if (operatorIds.length > 0) {
        await tx
          .insert(operatorServices)
          .values(operatorIds.map((operatorId) => ({ operatorId, serviceId })));
      }
    }
  });
  await refreshShopSearchText(db, shop.id);
  return getService(db, shop.id, serviceId);
}

/**
 * Deletes a service for good. Bookings keep their items (name, price and duration as sold;
 * the link becomes null), so history stays readable; such bookings can no longer be
 * rescheduled online. To stop taking bookings but keep everything, set isBookable false.
 */
export async function deleteService(db: Db, shopId: number, serviceId: number): Promise<void> {
  const deleted = await db
    .delete(services)
    .where(and(eq(services.id, serviceId), eq(services.shopId, shopId)))
    .returning({ id: services.id });
  if (deleted.length === 0) throw notFound('找不到這項服務');
  await refreshShopSearchText(db, shopId);
}

export async function reorderServices(
  db: Db,
  shopId: number,
  input: { serviceGroupId: number; ids: number[] },
): Promise<TManagedService[]> {
  await assertGroupField(db, shopId, input.serviceGroupId);
  const existing = await db
    .select({ id: services.id })
    .from(services)
    .where(eq(services.serviceGroupId, input.serviceGroupId));
  await applyOrder(
    db,
    services,
    existing.map((r) => r.id),
    input.ids,
    '請列出這個分類的全部服務，各一次',
  );
  return listServices(db, shopId, { serviceGroupId: input.serviceGroupId });
}

// ---------------------------------------------------------------------------------------------
// Operators

type ShiftRow = typeof operatorShifts.$inferSelect;

function weeklyOf(rows: ShiftRow[], kind: ShiftRow['kind']): TWeeklyHours {
  const days: TWeeklyHours = [[], [], [], [], [], [], []];
  for (const r of rows) {
    if (r.kind !== kind) continue;
    days[r.weekday]!.push({ start: hhmmOf(r.startMinute), end: hhmmOf(r.endMinute) });
  }
  for (const day of days) day.sort((a, b) => a.start.localeCompare(b.start));
  return days;
}

function shiftRows(operatorId: number, weekly: TWeeklyHours, kind: ShiftRow['kind']) {
  return weekly.flatMap((ranges, weekday) =>
    ranges.map((r) => ({
      operatorId,
      kind,
      weekday,
      startMinute: minutesOf(r.start),
      endMinute: minutesOf(r.end),
    })),
  );
}

/** A break is time off inside a working shift: each must lie within a shift of its day. */
function assertBreaksInsideShifts(shifts: TWeeklyHours, breaks: TWeeklyHours): void {
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

async function loadOperators(db: Db, where: SQL): Promise<TManagedOperator[]> {
  const rows = await db
    .select()
    .from(operators)
    .where(where)
    .orderBy(asc(operators.position), asc(operators.id));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, shifts] = await Promise.all([
    db
      .select({ operatorId: operatorServices.operatorId, serviceId: operatorServices.serviceId })
      .from(operatorServices)
      .innerJoin(services, eq(services.id, operatorServices.serviceId))
      .where(inArray(operatorServices.operatorId, ids))
      .orderBy(asc(services.position), asc(services.id)),
    db
      .select()
      .from(operatorShifts)
      .where(inArray(operatorShifts.operatorId, ids))
      .orderBy(asc(operatorShifts.weekday), asc(operatorShifts.startMinute)),
  ]);
  return rows.map((row: OperatorRow) => {
    const own = shifts.filter((s) => s.operatorId === row.id);
    return {
      id: row.id,
      shopId: row.shopId,
      displayName: row.displayName,
      title: row.title,
      introduction: row.introduction,
      avatarUrl: row.avatarUrl,
      position: row.position,
      isBookable: row.isBookable,
      serviceIds: links.filter((l) => l.operatorId === row.id).map((l) => l.serviceId),
      weeklyShifts: weeklyOf(own, 'SHIFT'),
      weeklyBreaks: weeklyOf(own, 'BREAK'),
    };
  });
}

/** Every operator of the shop, bookable or not, in display order, with services and hours. */
export function listOperators(db: Db, shopId: number): Promise<TManagedOperator[]> {
  return loadOperators(db, eq(operators.shopId, shopId));
}

export async function getOperator(
  db: Db,
  shopId: number,
  operatorId: number,
): Promise<TManagedOperator> {
  const [operator] = await loadOperators(
    db,
    and(eq(operators.id, operatorId), eq(operators.shopId, shopId))!,
  );
  if (!operator) throw notFound('找不到這位服務人員');
  return operator;
}

export type OperatorFields = {
  displayName: string;
  title?: string | null | undefined;
  introduction?: string | null | undefined;
  isBookable: boolean;
  serviceIds?: number[] | undefined;
  weeklyShifts?: TWeeklyHours | undefined;
  weeklyBreaks?: TWeeklyHours | undefined;
};

const NO_HOURS: TWeeklyHours = [[], [], [], [], [], [], []];

/** Writes the operator's services and weekly hours where given (inside the caller's transaction). */
async function replaceOperatorLinks(
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
  if (input.shifts || input.breaks) {
    const rows = [
      ...(input.shifts ? shiftRows(operatorId, input.shifts, 'SHIFT') : []),
      ...(input.breaks ? shiftRows(operatorId, input.breaks, 'BREAK') : []),
    ];
    const kinds: ShiftRow['kind'][] = [
      ...(input.shifts ? (['SHIFT'] as const) : []),
      ...(input.breaks ? (['BREAK'] as const) : []),
    ];
    await tx
      .delete(operatorShifts)
      .where(and(eq(operatorShifts.operatorId, operatorId), inArray(operatorShifts.kind, kinds)));
    if (rows.length > 0) await tx.insert(operatorShifts).values(rows);
  }
}

/** An operator at the end of the shop's list. */
export async function createOperator(
  db: Db,
  shopId: number,
  input: OperatorFields,
): Promise<TManagedOperator> {
  const serviceIds = await servicesOfShop(db, shopId, input.serviceIds ?? [], 'serviceIds');
  const shifts = input.weeklyShifts ?? NO_HOURS;
  const breaks = input.weeklyBreaks ?? NO_HOURS;
  assertBreaksInsideShifts(shifts, breaks);
  const position = await nextPosition(db, operators, eq(operators.shopId, shopId));
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(operators)
      .values({
        shopId,
        displayName: input.displayName,
        title: input.title ?? null,
        introduction: input.introduction ?? null,
        isBookable: input.isBookable,
        position,
      })
      .returning({ id: operators.id });
    await replaceOperatorLinks(tx, row!.id, { serviceIds, shifts, breaks });
    return row!.id;
  });
  return getOperator(db, shopId, id);
}

/**
 * Changes the fields sent; `serviceIds`, `weeklyShifts` and `weeklyBreaks` replace what is
 * stored. Breaks are checked against the shifts the operator will have afterwards.
 */
export async function updateOperator(
  db: Db,
  shopId: number,
  operatorId: number,
  input: Partial<OperatorFields>,
): Promise<TManagedOperator> {
  const current = await getOperator(db, shopId, operatorId);
  const serviceIds =
    input.serviceIds === undefined
      ? undefined
      : await servicesOfShop(db, shopId, input.serviceIds, 'serviceIds');
  if (input.weeklyShifts || input.weeklyBreaks) {
    assertBreaksInsideShifts(
      input.weeklyShifts ?? current.weeklyShifts,
      input.weeklyBreaks ?? current.weeklyBreaks,
    );
  }
  const changes: Partial<typeof operators.$inferInsert> = Object.fromEntries(
    Object.entries({
      displayName: input.displayName,
      title: input.title,
      introduction: input.introduction,
      isBookable: input.isBookable,
    }).filter(([, v]) => v !== undefined),
  );
  await db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) {
      await tx.update(operators).set(changes).where(eq(operators.id, operatorId));
    }
    await replaceOperatorLinks(tx, operatorId, {
      serviceIds,
      ...(input.weeklyShifts ? { shifts: input.weeklyShifts } : {}),
      ...(input.weeklyBreaks ? { breaks: input.weeklyBreaks } : {}),
    });
  });
  return getOperator(db, shopId, operatorId);
}

export async function setOperatorAvatar(
  db: Db,
  shopId: number,
  operatorId: number,
  avatarUrl: string,
): Promise<TManagedOperator> {
  await db
    .update(operators)
    .set({ avatarUrl })
    .where(and(eq(operators.id, operatorId), eq(operators.shopId, shopId)));
  return getOperator(db, shopId, operatorId);
}

/** 404 unless the operator belongs to the shop. */
export async function assertOperatorOfShop(
  db: Db,
  shopId: number,
  operatorId: number,
): Promise<void> {
  const [row] = await db
    .select({ id: operators.id })
    .from(operators)
    .where(and(eq(operators.id, operatorId), eq(operators.shopId, shopId)));
  if (!row) throw notFound('找不到這位服務人員');
}

function hasBookingHistory(): AppError {
  return new AppError(
    409,
    CATALOGUE_ERROR_CODES.HAS_BOOKING_HISTORY,
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
  shopId: number,
  operatorId: number,
  now: Date,
): Promise<void> {
  await assertOperatorOfShop(db, shopId, operatorId);
  const [future] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.operatorId, operatorId),
        inArray(bookings.status, [...ACTIVE_BOOKING_STATUSES]),
        gt(bookings.startsAt, now),
      ),
    );
  const n = Number(future?.n ?? 0);
  if (n > 0) {
    throw new AppError(
      409,
      CATALOGUE_ERROR_CODES.HAS_FUTURE_BOOKINGS,
      `這位服務人員還有 ${n} 筆未來的預約，請先改期或取消`,
    );
  }
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

export async function reorderOperators(
  db: Db,
  shopId: number,
  ids: number[],
): Promise<TManagedOperator[]> {
  const existing = await db
    .select({ id: operators.id })
    .from(operators)
    .where(eq(operators.shopId, shopId));
  await applyOrder(
    db,
    operators,
    existing.map((r) => r.id),
    ids,
    '請列出這間店的全部服務人員，各一次',
  );
  return listOperators(db, shopId);
}

// ---------------------------------------------------------------------------------------------
// Time off

function presentTimeOff(row: typeof operatorTimeOff.$inferSelect): TTimeOff {
  return {
    id: row.id,
    operatorId: row.operatorId,
    startTime: row.startsAt.toISOString(),
    endTime: row.endsAt.toISOString(),
    reason: row.reason,
  };
}

/** The operator's time off overlapping [from, to), earliest first. */
export async function listTimeOff(
  db: Db,
  shopId: number,
  operatorId: number,
  range: { from?: string | undefined; to?: string | undefined },
): Promise<TTimeOff[]> {
  await assertOperatorOfShop(db, shopId, operatorId);
  const rows = await db
    .select()
    .from(operatorTimeOff)
    .where(
      and(
        eq(operatorTimeOff.operatorId, operatorId),
        range.from ? gt(operatorTimeOff.endsAt, new Date(range.from)) : undefined,
        range.to ? lt(operatorTimeOff.startsAt, new Date(range.to)) : undefined,
      ),
    )
    .orderBy(asc(operatorTimeOff.startsAt), asc(operatorTimeOff.id))
    .limit(1000);
  return rows.map(presentTimeOff);
}

export async function createTimeOff(
  db: Db,
  shopId: number,
  operatorId: number,
  input: { startTime: string; endTime: string; reason?: string | null | undefined },
): Promise<TTimeOff> {
  await assertOperatorOfShop(db, shopId, operatorId);
  const [row] = await db
    .insert(operatorTimeOff)
    .values({
      operatorId,
      startsAt: new Date(input.startTime),
      endsAt: new Date(input.endTime),
      reason: input.reason || null,
    })
    .returning();
  return presentTimeOff(row!);
}

export async function deleteTimeOff(
  db: Db,
  shopId: number,
  operatorId: number,
  timeOffId: number,
): Promise<void> {
  await assertOperatorOfShop(db, shopId, operatorId);
  const deleted = await db
    .delete(operatorTimeOff)
    .where(and(eq(operatorTimeOff.id, timeOffId), eq(operatorTimeOff.operatorId, operatorId)))
    .returning({ id: operatorTimeOff.id });
  if (deleted.length === 0) throw notFound('找不到這筆休假');
}
