import type { TIndustry, TServiceGroup } from '@haoyue/contracts';
import { and, eq, exists, inArray, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayOrder, rowsInDisplayOrder } from '../../db/display-order';
import { rowFromJson } from '../../db/json-row';
import { preparedOn } from '../../db/prepared';
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
import { readWindowPage, windowTotal } from '../../lib/paging';
import { turnBatch } from '../../lib/turn-batch';
import { isPublic } from './search-page';
import { operatorIdsByService } from './service-operators';
import { presentIndustry, presentOperator, presentPlan, presentService } from './presenters';

/**
 * Industries in display order, optionally with how many public shops each has; hidden ones (an
 * admin's choice) are left off, though their shops keep them.
 */
export async function listIndustries(
  db: Db,
  options: { withShopCount: boolean },
): Promise<TIndustry[]> {
  const rows = await rowsInDisplayOrder(db, { table: industries, where: not(industries.hidden) });
  const result = rows.map(presentIndustry);
  if (!options.withShopCount) return result;
  const counts = await db
    .select({ industryId: shops.industryId, n: sql<number>`count(*)`.mapWith(Number) })
    .from(shops)
    .where(isPublic)
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
    .where(and(eq(shops.id, shopId), isPublic));
  if (!row) throw notFound('找不到這間店家');
}

/** Bookable operators of a public shop, a page at a time. */
export async function listOperators(
  db: Db,
  options: { shopId: number; page: number; perPage: number },
) {
  await assertPublicShop(db, options.shopId);
  const where = and(eq(operators.shopId, options.shopId), eq(operators.isBookable, true));
  const { rows, meta } = await readWindowPage(
    db
      .select({ operator: operators, total: windowTotal() })
      .from(operators)
      .where(where)
      .orderBy(...displayOrder(operators)),
    options,
    () => db.$count(operators, where),
  );
  return { data: rows.map((r) => presentOperator(r.operator)), meta };
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
  if (options.id === undefined && options.shopId !== undefined) {
    return shopMenu(db, options.shopId, options.parts);
  }
  const groups = await db
    .select({ group: serviceGroups })
    .from(serviceGroups)
    .innerJoin(shops, eq(shops.id, serviceGroups.shopId))
    .where(
      and(
        isPublic,
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

type JsonRow = Record<string, unknown>;
/** A group's row and its services' rows, each service's with its operators' ids (or null). */
type MenuGroupJson = [
  group: JsonRow,
  services: [service: JsonRow, operatorIds: number[] | null][] | null,
];
type MenuPart = 'groups' | 'services' | 'operators';

/**
 * The menus of some public shops (`any($shopIds)`: the menus asked for in one turn, see
 * `shopMenuLoader`) as one statement prepared once per database handle: each shop's groups in
 * display order, with (`services`) the services customers can book, the same rule as
 * `customerBookable`, and (`operators`) who performs each, in the operators' display order.
 */
function shopMenuStatement(db: Db, name: string, part: MenuPart) {
  const operatorIds =
    part === 'operators'
      ? sql`(select json_agg(o.id order by o.position, o.id)
          from ${operatorServices} os join ${operators} o on o.id = os.operator_id
          where os.service_id = sv.id and o.is_bookable)`
      : sql`null::json`;
  const groupServices =
    part === 'groups'
      ? sql`null::json`
      : sql`(select json_agg(json_build_array(row_to_json(sv), ${operatorIds})
            order by sv.position, sv.id)
          from ${services} sv
          where sv.service_group_id = g.id and sv.is_bookable and exists (
            select 1 from ${operatorServices} bos join ${operators} bo on bo.id = bos.operator_id
            where bos.service_id = sv.id and bo.is_bookable))`;
  return db
    .select({
      shopId: shops.id,
      groups: sql<MenuGroupJson[] | null>`(
        select json_agg(json_build_array(row_to_json(g), ${groupServices})
          order by g.position, g.id)
        from ${serviceGroups} g where g.shop_id = shops.id)`,
    })
    .from(shops)
    .where(and(sql`shops.id = any(${sql.placeholder('shopIds')}::int[])`, isPublic))
    .prepare(name);
}

/** At most this many shops' menus per statement, as for shop pages (decision 011). */
const SHOP_MENU_BATCH = 16;

type ShopMenuRow = Awaited<ReturnType<ReturnType<typeof shopMenuStatement>['execute']>>[number];

/**
 * A public shop's menu by shop id, batched per turn of the event loop like the shop page's
 * lookup (decision 011): the shop page and its booking page each ask for one, for any of
 * thousands of shops, and three queries each (groups, services, operators) unprepared held
 * the call to about 500 a second.
 */
function shopMenuLoader(db: Db, part: MenuPart) {
  const name = `shop_menu_${part}`;
  return preparedOn(db, `${name}:loader`, () => {
    const statement = preparedOn(db, name, (d) => shopMenuStatement(d, name, part));
    return turnBatch<number, ShopMenuRow>(async (shopIds) => {
      const rows = await statement.execute({ shopIds });
      return new Map(rows.map((row) => [row.shopId, row]));
    }, SHOP_MENU_BATCH);
  });
}

/** `listServiceGroups` for one shop: its groups, and their services when asked for. */
async function shopMenu(
  db: Db,
  shopId: number,
  parts: readonly string[],
): Promise<TServiceGroup[]> {
  const part: MenuPart = parts.includes('services.operators')
    ? 'operators'
    : parts.includes('services')
      ? 'services'
      : 'groups';
  const row = await shopMenuLoader(db, part)(shopId);
  if (!row) throw notFound('找不到這間店家');
  return (row.groups ?? []).map(([groupJson, serviceJson]) => {
    const group = rowFromJson(serviceGroups, groupJson);
    const result: TServiceGroup = {
      id: group.id,
      shopId: group.shopId,
      name: group.name,
      position: group.position,
    };
    if (part === 'groups') return result;
    result.services = (serviceJson ?? []).map(([service, operatorIds]) => {
      const presented = presentService(rowFromJson(services, service));
      if (part === 'operators') presented.operatorIds = operatorIds ?? [];
      return presented;
    });
    return result;
  });
}

/** Plans offered to sellers, cheapest first; only those in `currency` when it is given. */
export async function listPlans(db: Db, query: { currency?: string | undefined } = {}) {
  return (await rowsInDisplayOrder(db, { table: plans }))
    .filter((plan) => !query.currency || plan.currency === query.currency)
    .map(presentPlan);
}
