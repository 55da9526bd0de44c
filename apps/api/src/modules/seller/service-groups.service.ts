import { ERROR_CODES, type TManagedServiceGroup } from '@haoyue/contracts';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsInDisplayOrder } from '../../db/display-order';
import { serviceGroups, services } from '../../db/schema';
import { AppError } from '../../lib/errors';
import { refreshShopSearchText } from '../catalogue';
import { loadServices } from './catalogue-loaders';
import { findServiceGroup } from './catalogue-ownership';
import { presentGroup } from './catalogue-presenters';
import { nextPosition } from '../../lib/ordering';
import { shopListReorder } from './ordering';

type GroupRef = { shopId: number; groupId: number };

/** Every service group of the shop with every service (bookable or not), in display order. */
export async function listServiceGroups(
  db: Db,
  { shopId }: { shopId: number },
): Promise<TManagedServiceGroup[]> {
  const groups = await rowsInDisplayOrder(db, {
    table: serviceGroups,
    where: eq(serviceGroups.shopId, shopId),
  });
  const all = await loadServices(db, eq(services.shopId, shopId));
  return groups.map((g) => presentGroup(g, all));
}

/** One group of the shop with all its services, or 404. */
export async function getServiceGroup(db: Db, ref: GroupRef): Promise<TManagedServiceGroup> {
  const group = await findServiceGroup(db, ref);
  return presentGroup(group, await loadServices(db, eq(services.serviceGroupId, ref.groupId)));
}

/** A new, empty group at the end of the shop's list. */
export async function createServiceGroup(
  db: Db,
  { shopId, name }: { shopId: number; name: string },
): Promise<TManagedServiceGroup> {
  const position = await nextPosition(db, serviceGroups, eq(serviceGroups.shopId, shopId));
  const [row] = await db.insert(serviceGroups).values({ shopId, name, position }).returning();
  await refreshShopSearchText(db, shopId);
  return presentGroup(row!, []);
}

/** Gives a group of the shop a new name (shown to customers and searched). */
export async function renameServiceGroup(
  db: Db,
  ref: GroupRef & { name: string },
): Promise<TManagedServiceGroup> {
  await findServiceGroup(db, ref);
  await db.update(serviceGroups).set({ name: ref.name }).where(eq(serviceGroups.id, ref.groupId));
  await refreshShopSearchText(db, ref.shopId);
  return getServiceGroup(db, ref);
}

function groupNotEmpty(message: string): AppError {
  return AppError.of(ERROR_CODES.GROUP_NOT_EMPTY, message);
}

/**
 * Deletes an empty group. A group with services is refused (409): deleting it would delete
 * them too (ON DELETE CASCADE), which a seller should do on purpose, one service at a time.
 */
export async function deleteServiceGroup(db: Db, ref: GroupRef): Promise<void> {
  const { shopId, groupId } = ref;
  await findServiceGroup(db, ref);
  const [row] = await db
    .select({ n: count() })
    .from(services)
    .where(eq(services.serviceGroupId, groupId));
  const n = Number(row?.n ?? 0);
  if (n > 0) throw groupNotEmpty(`這個分類還有 ${n} 項服務，請先刪除或移到其他分類`);
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
  if (deleted.length === 0) throw groupNotEmpty('這個分類還有服務，請先刪除或移到其他分類');
  await refreshShopSearchText(db, shopId);
}

/** Puts the shop's groups in the order of `ids` (exactly the shop's groups, each once). */
export const reorderServiceGroups = shopListReorder({
  table: serviceGroups,
  scope: (shopId) => eq(serviceGroups.shopId, shopId),
  message: '請列出這間店的全部服務分類，各一次',
  list: listServiceGroups,
});
