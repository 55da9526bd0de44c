import type { TSearchSuggestion } from '@haoyue/contracts';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { PreparedStatement } from '../../db/prepared';
import { eachSearch, turnBatchedStatement } from '../../db/turn-batched';
import { rowsOf } from '../../lib/sql-rows';
import { likeStarting } from '../../lib/like-pattern';
import { searchFold } from './search-fold';

/**
 * Suggestions as people type: what starts with the typed text among public shops' names,
 * bookable services' names, industries (name, slug and Latin words: `na` → 美甲 via nail) and
 * cities. Shops come from an index on their folded names, so a prefix that thousands of names
 * share still reads a few rows; services, industries and cities, a few thousand names at most
 * with how many public shops have each, from a copy in memory (`Vocabulary`) that is rebuilt a
 * minute at most after it was read, or at once after a shop changed here.
 */
export async function searchSuggestions(
  db: Db,
  query: { keyword: string; countryId?: number | undefined; perKind: number },
): Promise<TSearchSuggestion[]> {
  const prefix = searchFold(query.keyword.trim()).replace(/\s+/g, ' ');
  if (!prefix) return [];
  const [shopRows, vocabulary] = await Promise.all([
    shopsStartingWith(db, prefix, query),
    vocabularyOf(db),
  ]);
  const startsWith = (words: string[]) => words.some((w) => w.startsWith(prefix));
  const industries = vocabulary.industries
    .filter((i) => startsWith(i.words))
    .slice(0, query.perKind)
    .map((i): TSearchSuggestion => ({
      kind: 'industry',
      label: i.label,
      industryId: i.id,
      shopCount: i.shopCount,
    }));
  const cities = vocabulary.cities
    .filter((c) => (query.countryId ? c.countryId === query.countryId : true))
    .filter((c) => c.folded.startsWith(prefix))
    .slice(0, query.perKind)
    .map((c): TSearchSuggestion => ({
      kind: 'city',
      label: c.label,
      cityId: c.id,
      shopCount: c.shopCount,
    }));
  const services = servicesStartingWith(vocabulary.services, prefix, query.perKind).map(
    (s): TSearchSuggestion => ({ kind: 'service', label: s.label, shopCount: s.shopCount }),
  );
  return [
    ...shopRows.map((s): TSearchSuggestion => ({
      kind: 'shop',
      label: s.label,
      shopUrlSlug: s.urlSlug,
    })),
    ...services,
    ...industries,
    ...cities,
  ];
}

/** The folded name line, as the prefix index `shops_name_prefix_idx` holds it. */
const nameLine = sql`(split_part(search_text, E'\\n', 1) collate "C")`;

/**
 * Public shops whose folded name starts with a prefix, in the index's order, in a country or any
 * (country 0), for one search `q(prefix, pattern, country, lim)`: prepared, as suggestions are
 * asked for at every keystroke. The prefix bounds an index range itself (a generic plan cannot
 * take one from `like $1`); LIKE then confirms.
 */
const shopsByPrefixOf = (q: Record<'prefix' | 'pattern' | 'country' | 'lim', SQL>) => sql`
    select display_name as label, url_slug as "urlSlug", ${nameLine} as "nameLine" from shops
    where review_status = 'APPROVED'
      and ${nameLine} >= ${q.prefix} collate "C"
      and ${nameLine} < (${q.prefix} || chr(1114111)) collate "C"
      and ${nameLine} like ${q.pattern}
      and (${q.country} = 0 or country_id = ${q.country})
    order by ${nameLine} limit ${q.lim}`;

type ShopSuggestion = { label: string; urlSlug: string; nameLine: string; q?: number };
type PrefixSearch = { prefix: string; pattern: string; country: number; limit: number };

/** Searches batched per turn (suggestions are asked for at every keystroke of every visitor). */
const SUGGEST_BATCH = 16;

/**
 * Public shops whose folded name starts with the prefix, in the index's order. The prefixes
 * asked for in one turn are read by one statement (turnBatchedStatement, as search pages): at
 * 50 connections each wake-up of a PostgreSQL backend cost more than the index range it read.
 */
async function shopsStartingWith(
  db: Db,
  prefix: string,
  query: { countryId?: number | undefined; perKind: number },
): Promise<ShopSuggestion[]> {
  const p = sql.placeholder;
  const load = turnBatchedStatement<PrefixSearch, ShopSuggestion>(db, 'search_suggest_batch', {
    statements: () => ({
      one: new PreparedStatement('search_suggest_shops', () =>
        shopsByPrefixOf({
          prefix: sql`${p('prefix')}::text`,
          pattern: sql`${p('pattern')}::text`,
          country: sql`${p('country')}::int`,
          lim: sql`${p('limit')}::int`,
        }),
      ),
      many: new PreparedStatement(
        'search_suggest_batch',
        () => sql`select w.*, q.n::int as "q"
          from ${eachSearch(
            [
              ['prefix', 'text'],
              ['pattern', 'text'],
              ['countryId', 'int'],
              ['lim', 'int'],
            ],
            shopsByPrefixOf({
              prefix: sql`q.prefix`,
              pattern: sql`q.pattern`,
              country: sql`q.countryId`,
              lim: sql`q.lim`,
            }),
          )}
          order by q.n, w."nameLine"`,
      ),
    }),
    arrays: (searches) => ({
      prefix: searches.map((s) => s.prefix),
      pattern: searches.map((s) => s.pattern),
      countryId: searches.map((s) => s.country),
      lim: searches.map((s) => s.limit),
    }),
    size: SUGGEST_BATCH,
  });
  const search = {
    prefix,
    pattern: likeStarting(prefix),
    country: query.countryId ?? 0,
    limit: query.perKind,
  };
  return (await load(search)) ?? [];
}

/**
 * The industry whose names (name, slug, Latin words) hold every folded term of a keyword: 美甲,
 * nail or manicure name 美甲 (the suggestions' copy of the industries).
 */
export async function industryNamedBy(db: Db, terms: string[]): Promise<number | undefined> {
  const { industries } = await vocabularyOf(db);
  return industries.find((industry) => terms.every((term) => industry.words.includes(term)))?.id;
}

type ServiceName = { folded: string; label: string; shopCount: number };

/** Service names starting with the prefix (a binary search into the sorted names), most shops first. */
function servicesStartingWith(names: ServiceName[], prefix: string, limit: number): ServiceName[] {
  let low = 0;
  let high = names.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (names[mid]!.folded < prefix) low = mid + 1;
    else high = mid;
  }
  const matches: ServiceName[] = [];
  for (let i = low; i < names.length && names[i]!.folded.startsWith(prefix); i++)
    matches.push(names[i]!);
  return matches
    .sort((a, b) => b.shopCount - a.shopCount || a.folded.localeCompare(b.folded))
    .slice(0, limit);
}

/** What suggestions read from memory: a few thousand names at most. */
type Vocabulary = {
  services: ServiceName[];
  industries: { id: number; label: string; words: string[]; shopCount: number }[];
  cities: { id: number; countryId: number; label: string; folded: string; shopCount: number }[];
};

type Slot = { builtAt: number; stale: boolean; value: Promise<Vocabulary> };
const slots = new WeakMap<Db, Slot>();
/** How long a copy serves before it is rebuilt (the next call waits for none: it gets this one). */
const FRESH_MS = 60_000;

/** Marks the copy stale: the next suggestion reads it again (a shop's services or name changed). */
export function forgetSearchVocabulary(db: Db): void {
  const slot = slots.get(db);
  if (slot) slot.stale = true;
}

function vocabularyOf(db: Db): Promise<Vocabulary> {
  const slot = slots.get(db);
  if (slot && !slot.stale && Date.now() - slot.builtAt < FRESH_MS) return slot.value;
  const value = buildVocabulary(db);
  slots.set(db, { builtAt: Date.now(), stale: false, value });
  value.catch(() => slots.delete(db));
  // An old copy keeps serving while the new one is built, unless a change made it stale.
  return slot && !slot.stale ? slot.value : value;
}

async function buildVocabulary(db: Db): Promise<Vocabulary> {
  const [serviceRows, industryRows, cityRows] = await Promise.all([
    db.execute(sql`select sv.name, count(distinct sv.shop_id)::int as "shopCount"
      from services sv join shops s on s.id = sv.shop_id
      where sv.is_bookable and s.review_status = 'APPROVED' group by sv.name`),
    db.execute(sql`select i.id, i.name, i.slug, i.search_words as "words",
        (select count(*)::int from shops s where s.industry_id = i.id
           and s.review_status = 'APPROVED') as "shopCount"
      from industries i where not i.hidden order by i.position, i.id`),
    db.execute(sql`select c.id, c.country_id as "countryId", c.name, count(s.id)::int as "shopCount"
      from cities c left join shops s on s.city_id = c.id and s.review_status = 'APPROVED'
      group by c.id order by count(s.id) desc, c.id`),
  ]);
  const services = new Map<string, ServiceName>();
  for (const row of rowsOf<{ name: string; shopCount: number }>(serviceRows)) {
    const folded = searchFold(row.name.trim()).replace(/\s+/g, ' ');
    const known = services.get(folded);
    if (known) known.shopCount += row.shopCount;
    else services.set(folded, { folded, label: row.name.trim(), shopCount: row.shopCount });
  }
  return {
    services: [...services.values()].sort((a, b) => (a.folded < b.folded ? -1 : 1)),
    industries: rowsOf<{
      id: number;
      name: string;
      slug: string;
      words: string;
      shopCount: number;
    }>(industryRows).map((i) => ({
      id: i.id,
      label: i.name,
      words: searchFold(`${i.name} ${i.slug} ${i.words}`).split(/\s+/).filter(Boolean),
      shopCount: i.shopCount,
    })),
    cities: rowsOf<{ id: number; countryId: number; name: string; shopCount: number }>(cityRows)
      .filter((c) => c.shopCount > 0)
      .map((c) => ({ ...c, label: c.name, folded: searchFold(c.name) })),
  };
}
