import type { TIndustry, TServiceGroup } from '@haoyue/contracts';
import { and, eq, exists, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayOrder, rowsInDisplayOrder } from '../../db/display-order';
import {
  industries,
  operatorServices,
  operators,
  plans,
  serviceGroups,
  services,
  shops,
} from '../../db/schema';
import { notFound } from '../../lib/errors';
import { pageMeta, windowTotal } from '../../lib/paging';
import { operatorIdsByService } from './service-operators';
import { presentIndustry, presentOperator, presentPlan, presentService } from './presenters';

/** Industries in display order, optionally with how many public shops each has. */
export async function listIndustries(
  db: Db,
  options: { withShopCount: boolean },
): Promise<TIndustry[]> {
  const result = (await rowsInDisplayOrder(db, industries)).map(presentIndustry);
  if (!options.withShopCount) return result;
  const counts = await db
    .select({ industryId: shops.industryId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(shops)
    .where(eq(shops.reviewStatus, 'APPROVED'))
    .groupBy(shops.industryId);
  const countById = new Map(counts.map((c) => [c.industryId, c.n]));
  for (const industry of result) industry.shopCount = countById.get(industry.id) ?? 0;
  return result;
}

/** Confirms the shop exists and is public, so lists of an unknown shop answer 404 not []. */
async function assertPublicShop(db: Db, shopId: number): Promise<void> {
  const [row] = await db
    .select({ id: shops.id })
    .from(shops)
    .where(and(eq(shops.id, shopId), eq(shops.reviewStatus, 'APPROVED')));
  if (!row) throw notFound('找不到這間店家');
}

/** Bookable operators of a public shop, a page at a time. */
export async function listOperators(
  db: Db,
  options: { shopId: number; page: number; perPage: number },
) {
  await assertPublicShop(db, options.shopId);
  const where = and(eq(operators.shopId, options.shopId), eq(operators.isBookable, true));
  const rows = await db
    .select({ operator: operators, total: windowTotal() })
    .from(operators)
    .where(where)
    .orderBy(...displayOrder(operators))
    .limit(options.perPage)
    .offset((options.page - 1) * options.perPage);
  return {
    data: rows.map((r) => presentOperator(r.operator)),
    meta: await pageMeta(rows, options, () => db.$count(operators, where)),
  };
}

/**
 * A service customers can book: open to online booking and performed by at least one operator
 * open to online booking (a service nobody performs could only end in 「沒有人員能同時提供這些
 * 服務」, so it is left off the menu).
 */
function customerBookable(db: Db) {
  return and(
    eq(services.isBookable, true),
    exists(
      db
        .select({ one: sql`1` })
        .from(operatorServices)
        .innerJoin(operators, eq(operators.id, operatorServices.operatorId))
        .where(and(eq(operatorServices.serviceId, services.id), eq(operators.isBookable, true))),
    ),
  );
}

/**
 * Service groups of a public shop (or one group by id), with the services customers can book
 * (see customerBookable) and, when asked, which operators perform each service.
 */
export async function listServiceGroups(
  db: Db,
  options: { id?: number | undefined; shopId?: number | undefined; parts: readonly string[] },
): Promise<TServiceGroup[]> {
  const groups = await db
    .select({ group: serviceGroups })
    .from(serviceGroups)
    .innerJoin(shops, eq(shops.id, serviceGroups.shopId))
    .where(
      and(
        eq(shops.reviewStatus, 'APPROVED'),
        options.id ? eq(serviceGroups.id, options.id) : undefined,
        options.shopId ? eq(serviceGroups.shopId, options.shopId) : undefined,
      ),
    )
    .orderBy(...displayOrder(serviceGroups));
  if (groups.length === 0 && options.shopId) await assertPublicShop(db, options.shopId);

  const result: TServiceGroup[] = groups.map(({ group }) => ({
    id: group.id,
    shopId: group.shopId,
    name: group.name,
    position: group.position,
  }));
  const wantServices =
    options.parts.includes('services') || options.parts.includes('services.operators');
  if (!wantServices || result.length === 0) return result;

  const serviceRows = await db
    .select()
    .from(services)
    .where(
      and(
        inArray(
          services.serviceGroupId,
          result.map((g) => g.id),
        ),
        customerBookable(db),
      ),
    )
    .orderBy(...displayOrder(services));
  const presented = serviceRows.map(presentService);

  if (options.parts.includes('services.operators') && presented.length > 0) {
    const byService = await operatorIdsByService(
      db,
      presented.map((s) => s.id),
      { bookableOnly: true },
    );
    for (const service of presented) service.operatorIds = byService.get(service.id) ?? [];
  }
  for (const group of result)
    group.services = presented.filter((s) => s.serviceGroupId === group.id);
  return result;
}

/** Plans offered to sellers, cheapest first. */
export async function listPlans(db: Db) {
  return (await rowsInDisplayOrder(db, plans)).map(presentPlan);
}
