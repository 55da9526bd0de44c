import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { forgetSearchVocabulary } from './search-suggestions';

/**
 * What keyword search matches for a shop, folded (search-fold.ts), as four lines in order of
 * relevance: its name and the words of its URL slug (a Latin brand such as `lumiere-daan`); the
 * names of its bookable services; its city and address; its introduction and its industry's
 * name, slug and search words (`nail manicure` for 美甲). Each line has its own whitespace
 * flattened, so a line number says where a term was found (keyword-search.ts ranks by the first
 * line that has it) without folding anything again at query time.
 *
 * A trigger on shops (migration 0020) keeps the keyword index shop_search_grams in step with
 * this text, the shop's review status and its featured rank.
 *
 * Plain SQL, `s` being the shop: refreshShopSearchText runs it for one shop, migrations and the
 * bench's generator (scripts/bench/generate.ts) for all of them.
 */
export const SEARCH_TEXT_UPDATE = `update shops s set search_text = search_fold(concat_ws(E'\\n',
    regexp_replace(concat_ws(' ', s.display_name, replace(s.url_slug, '-', ' ')), '\\s+', ' ', 'g'),
    coalesce((select regexp_replace(string_agg(sv.name, ' '), '\\s+', ' ', 'g') from services sv
              where sv.shop_id = s.id and sv.is_bookable), ''),
    regexp_replace(concat_ws(' ', c.name, s.address), '\\s+', ' ', 'g'),
    regexp_replace(concat_ws(' ', s.introduction, i.name, i.slug, nullif(i.search_words, '')), '\\s+', ' ', 'g')))
  from industries i, cities c
  where i.id = s.industry_id and c.id = s.city_id`;

/** The line of the search text holding each part (1-based, as split_part counts). */
export const SEARCH_TEXT_LINES = { name: 1, services: 2, place: 3, other: 4 } as const;

/** Recomputes the search text of a shop. Call after its name, slug, address, introduction, industry, city or bookable services change. */
export async function refreshShopSearchText(db: Db, shopId: number): Promise<void> {
  await db.execute(sql`${sql.raw(SEARCH_TEXT_UPDATE)} and s.id = ${shopId}`);
  forgetSearchVocabulary(db);
}

/**
 * Recomputes the search text of every shop of an industry, whose name, slug or search words
 * changed (each shop's text holds them).
 */
export async function refreshIndustrySearchText(db: Db, industryId: number): Promise<void> {
  await db.execute(sql`${sql.raw(SEARCH_TEXT_UPDATE)} and s.industry_id = ${industryId}`);
  forgetSearchVocabulary(db);
}
