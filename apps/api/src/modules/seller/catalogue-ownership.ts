import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operators, serviceGroups, services } from '../../db/schema';
import { firstOrNotFound, invalid, notFound } from '../../lib/errors';

/** Catalogue tables whose rows belong to one shop. */
type ShopTable = typeof serviceGroups | typeof services | typeof operators;

interface IdsInShopInput {
  table: ShopTable;
  shopId: number;
  ids: number[];
}

/** Those of `ids` that are rows of `table` in the shop. */
async function idsInShop(db: Db, { table, shopId, ids }: IdsInShopInput) {
  const rows = await db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.shopId, shopId), inArray(table.id, ids)));
  return rows.map((r) => r.id);
}

/** The service group of the shop, or 404 (it is in the path). */
export async function findServiceGroup(db: Db, options: { shopId: number; groupId: number }) {
  return firstOrNotFound(
    db
      .select()
      .from(serviceGroups)
      .where(and(eq(serviceGroups.id, options.groupId), eq(serviceGroups.shopId, options.shopId))),
    '找不到這個服務分類',
  );
}

/** 400 on serviceGroupId unless the group (sent in a body) belongs to the shop. */
export async function assertGroupField(db: Db, shopId: number, groupId: number): Promise<void> {
  const found = await idsInShop(db, { table: serviceGroups, shopId, ids: [groupId] });
  if (found.length === 0) throw invalid('serviceGroupId', '找不到這個服務分類');
}

/** 404 unless the operator (in the path) belongs to the shop. */
export async function assertOperatorOfShop(
  db: Db,
  options: { shopId: number; operatorId: number },
): Promise<void> {
  const found = await idsInShop(db, {
    table: operators,
    shopId: options.shopId,
    ids: [options.operatorId],
  });
  if (found.length === 0) throw notFound('找不到這位服務人員');
}

export interface OperatorsOfShopInput {
  shopId: number;
  ids: number[];
  field: string;
}

/** The distinct ids, each an operator of the shop, or 400 on `field`. */
export function operatorsOfShop(db: Db, { shopId, ids, field }: OperatorsOfShopInput) {
  return distinctOfShop(db, {
    table: operators,
    shopId,
    ids,
    field,
    message: '所選的服務人員不屬於這間店',
  });
}

export interface ServicesOfShopInput {
  shopId: number;
  ids: number[];
  field: string;
}

/** The distinct ids, each a service of the shop, or 400 on `field`. */
export function servicesOfShop(db: Db, { shopId, ids, field }: ServicesOfShopInput) {
  return distinctOfShop(db, {
    table: services,
    shopId,
    ids,
    field,
    message: '所選的服務不屬於這間店',
  });
}

interface DistinctOfShopInput {
  table: ShopTable;
  shopId: number;
  ids: number[];
  field: string;
  message: string;
}

async function distinctOfShop(
  db: Db,
  { table, shopId, ids, field, message }: DistinctOfShopInput,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await idsInShop(db, { table, shopId, ids: unique });
  if (found.length !== unique.length) throw invalid(field, message);
  return unique;
}
