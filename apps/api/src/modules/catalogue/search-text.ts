import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Recomputes what keyword search matches for a shop: its name, address, introduction,
 * industry, city and the names of its bookable services, folded (search-fold.ts). Call after any
 * of those change.
 */
export async function refreshShopSearchText(db: Db, shopId: number): Promise<void> {
  await db.execute(sql`
    update shops s set search_text = search_fold(concat_ws(' ',
      s.display_name, s.address, s.introduction, i.name, c.name,
      (select string_agg(sv.name, ' ') from services sv where sv.shop_id = s.id and sv.is_bookable)))
    from industries i, cities c
    where s.id = ${shopId} and i.id = s.industry_id and c.id = s.city_id`);
}
