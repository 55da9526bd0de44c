import type { TManagedOperator, TManagedService } from '@haoyue/contracts';
import { asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayOrder, rowsInDisplayOrder } from '../../db/display-order';
import {
  operators,
  operatorServices,
  operatorShifts,
  serviceGroups,
  services,
} from '../../db/schema';
import { operatorIdsByService } from '../catalogue';
import { listsByKey, presentOperator, presentService } from './catalogue-presenters';

/**
 * Services matching `where` in display order (their group's, then their own), each with its
 * operators in display order.
 */
export async function loadServices(db: Db, where: SQL | undefined): Promise<TManagedService[]> {
  const rows = (
    await db
      .select({ service: services })
      .from(services)
      .innerJoin(serviceGroups, eq(serviceGroups.id, services.serviceGroupId))
      .where(where)
      .orderBy(...displayOrder(serviceGroups), ...displayOrder(services))
  ).map((r) => r.service);
  if (rows.length === 0) return [];
  const byService = await operatorIdsByService(
    db,
    rows.map((r) => r.id),
    { bookableOnly: false },
  );
  return rows.map((r) => presentService(r, byService.get(r.id) ?? []));
}

/** Operators matching `where` in display order, with their services and weekly hours. */
export async function loadOperators(db: Db, where: SQL | undefined): Promise<TManagedOperator[]> {
  const rows = await rowsInDisplayOrder(db, { table: operators, where });
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, shifts] = await Promise.all([
    db
      .select({ operatorId: operatorServices.operatorId, serviceId: operatorServices.serviceId })
      .from(operatorServices)
      .innerJoin(services, eq(services.id, operatorServices.serviceId))
      .where(inArray(operatorServices.operatorId, ids))
      .orderBy(...displayOrder(services)),
    db
      .select()
      .from(operatorShifts)
      .where(inArray(operatorShifts.operatorId, ids))
      .orderBy(asc(operatorShifts.weekday), asc(operatorShifts.startMinute)),
  ]);
  const byOperator = listsByKey(links.map((l) => [l.operatorId, l.serviceId] as const));
  return rows.map((row) =>
    presentOperator(
      row,
      byOperator.get(row.id) ?? [],
      shifts.filter((s) => s.operatorId === row.id),
    ),
  );
}
