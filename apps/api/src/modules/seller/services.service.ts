import type { TManagedService } from '@haoyue/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { operatorServices, services, type shops } from '../../db/schema';
import { firstOrNotFound, invalid, notFound } from '../../lib/errors';
import { refreshShopSearchText } from '../catalogue';
import { loadServices } from './catalogue-loaders';
import { assertGroupField, findServiceGroup, operatorsOfShop } from './catalogue-ownership';
import { changedFields } from './changed-fields';
import { nextPosition, reorderRows } from '../../lib/ordering';

type ShopRow = typeof shops.$inferSelect;
type ServiceRef = { shopId: number; serviceId: number };

/** What a seller sets on a service (the contract's input after defaults). */
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

/** Changes of a PATCH: only the fields sent. */
export type ServiceChanges = { [K in keyof ServiceFields]?: ServiceFields[K] | undefined };

/** The shop's services, bookable or not, in display order (optionally of one group). */
export async function listServices(
  db: Db,
  { shopId, serviceGroupId }: { shopId: number; serviceGroupId?: number | undefined },
): Promise<TManagedService[]> {
  if (serviceGroupId) await findServiceGroup(db, { shopId, groupId: serviceGroupId });
  return loadServices(
    db,
    and(
      eq(services.shopId, shopId),
      serviceGroupId ? eq(services.serviceGroupId, serviceGroupId) : undefined,
    ),
  );
}

/** One service of the shop, or 404. */
export async function getService(db: Db, { shopId, serviceId }: ServiceRef) {
  return firstOrNotFound(
    loadServices(db, and(eq(services.id, serviceId), eq(services.shopId, shopId))),
    '找不到這項服務',
  );
}

function assertPrepayment(price: number, prepaymentAmount: number | null): void {
  if (prepaymentAmount !== null && prepaymentAmount > price) {
    throw invalid('prepaymentAmount', '預付金額不可超過服務價格');
  }
}

/** Replaces who performs the service (inside the caller's transaction). */
async function replaceServiceOperators(tx: Db, serviceId: number, operatorIds: number[]) {
  await tx.delete(operatorServices).where(eq(operatorServices.serviceId, serviceId));
  if (operatorIds.length > 0) {
    await tx
      .insert(operatorServices)
      .values(operatorIds.map((operatorId) => ({ operatorId, serviceId })));
  }
}

/** A service at the end of its group, priced in the shop's currency. */
export async function createService(
  db: Db,
  { shop, fields }: { shop: ShopRow; fields: ServiceFields },
): Promise<TManagedService> {
  const { operatorIds: wanted, ...values } = fields;
  await assertGroupField(db, shop.id, values.serviceGroupId);
  const operatorIds = await operatorsOfShop(db, {
    shopId: shop.id,
    ids: wanted,
    field: 'operatorIds',
  });
  assertPrepayment(values.price, values.prepaymentAmount);
  const position = await nextPosition(
    db,
    services,
    eq(services.serviceGroupId, values.serviceGroupId),
  );
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(services)
      .values({
        ...values,
        description: values.description ?? null,
        shopId: shop.id,
        currency: shop.currency,
        position,
      })
      .returning({ id: services.id });
    await replaceServiceOperators(tx, row!.id, operatorIds);
    return row!.id;
  });
  await refreshShopSearchText(db, shop.id);
  return getService(db, { shopId: shop.id, serviceId: id });
}

/**
 * Changes the fields sent. A new group puts the service at the end of that group;
 * `operatorIds` replaces who performs it.
 */
export async function updateService(
  db: Db,
  { shopId, serviceId, changes }: ServiceRef & { changes: ServiceChanges },
): Promise<TManagedService> {
  const current = await firstOrNotFound(
    db
      .select()
      .from(services)
      .where(and(eq(services.id, serviceId), eq(services.shopId, shopId))),
    '找不到這項服務',
  );
  const { operatorIds: wanted, ...fields } = changes;
  const set: Partial<typeof services.$inferInsert> = changedFields(fields);
  if (fields.serviceGroupId !== undefined && fields.serviceGroupId !== current.serviceGroupId) {
    await assertGroupField(db, shopId, fields.serviceGroupId);
    set.position = await nextPosition(
      db,
      services,
      eq(services.serviceGroupId, fields.serviceGroupId),
    );
  }
  const operatorIds =
    wanted === undefined
      ? undefined
      : await operatorsOfShop(db, { shopId, ids: wanted, field: 'operatorIds' });
  assertPrepayment(
    fields.price ?? current.price,
    fields.prepaymentAmount === undefined ? current.prepaymentAmount : fields.prepaymentAmount,
  );
  await db.transaction(async (tx) => {
    if (Object.keys(set).length > 0) {
      await tx.update(services).set(set).where(eq(services.id, serviceId));
    }
    if (operatorIds !== undefined) await replaceServiceOperators(tx, serviceId, operatorIds);
  });
  await refreshShopSearchText(db, shopId);
  return getService(db, { shopId, serviceId });
}

/**
 * Deletes a service for good. Bookings keep their items (name, price and duration as sold;
 * the link becomes null), so history stays readable; such bookings can no longer be
 * rescheduled online. To stop taking bookings but keep everything, set isBookable false.
 */
export async function deleteService(db: Db, { shopId, serviceId }: ServiceRef): Promise<void> {
  const deleted = await db
    .delete(services)
    .where(and(eq(services.id, serviceId), eq(services.shopId, shopId)))
    .returning({ id: services.id });
  if (deleted.length === 0) throw notFound('找不到這項服務');
  await refreshShopSearchText(db, shopId);
}

/** Puts one group's services in the order of `ids` (exactly the group's services, each once). */
export async function reorderServices(
  db: Db,
  options: { shopId: number; serviceGroupId: number; ids: number[] },
): Promise<TManagedService[]> {
  const { shopId, serviceGroupId, ids } = options;
  await assertGroupField(db, shopId, serviceGroupId);
  await reorderRows(db, {
    table: services,
    scope: eq(services.serviceGroupId, serviceGroupId),
    ids,
    message: '請列出這個分類的全部服務，各一次',
  });
  return listServices(db, { shopId, serviceGroupId });
}
