import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { displayOrder } from '../../db/display-order';
import { operatorServices, operators } from '../../db/schema';

/**
 * The operators who perform each of `serviceIds`, in the operators' display order; with
 * `bookableOnly`, only those customers can book. A service nobody performs has no entry.
 */
export async function operatorIdsByService(
  db: Db,
  serviceIds: number[],
  options: { bookableOnly: boolean },
): Promise<Map<number, number[]>> {
  const links = await db
    .select({ serviceId: operatorServices.serviceId, operatorId: operatorServices.operatorId })
    .from(operatorServices)
    .innerJoin(operators, eq(operators.id, operatorServices.operatorId))
    .where(
      and(
        inArray(operatorServices.serviceId, serviceIds),
        options.bookableOnly ? eq(operators.isBookable, true) : undefined,
      ),
    )
    .orderBy(...displayOrder(operators));
  const byService = new Map<number, number[]>();
  for (const { serviceId, operatorId } of links) {
    const list = byService.get(serviceId);
    if (list) list.push(operatorId);
    else byService.set(serviceId, [operatorId]);
  }
  return byService;
}
