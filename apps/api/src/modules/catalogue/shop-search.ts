/**
 * Which shops a search shows on the asked page, in order, and how many match (counted up to
 * SEARCH_TOTAL_CAP). Each way answers a page in time that does not grow with the number of
 * matches where the words people type most are concerned (decision 020):
 *
 * - a keyword with a term of two or more characters (keyword-walk.ts): walk the keyword index
 *   shop_search_grams, which holds every public shop's two-character windows in search order
 *   (line of the text, featured rank, newest), reading a page of rows plus those skipped (with no
 *   filter, shops.service.ts has the page of a longer term read in one statement: term-walk.ts);
 *   several terms walk their rarest window a score total at a time;
 * - a point (near-search.ts): nearest first through the GiST index on the shops' points on the
 *   unit sphere;
 * - anything else (scored-search.ts: one-character terms, no keyword, several terms whose rarest
 *   window few shops have): the bigram GIN index narrows, every match is scored and sorted; such
 *   searches match few shops or have no keyword to score.
 *
 * What they share (the answer's shape, filters, counting) is in search-page.ts.
 */
import type { TSearchShopsQuery } from '@haoyue/contracts';
import type { Db } from '../../db/client';
import { keywordTerms } from './keyword-search';
import { rankByGrams, rankByTiers } from './keyword-walk';
import { rankNear } from './near-search';
import { rankByScore } from './scored-search';
import type { RankedShops } from './search-page';

/** A search's page of shop ids and its count, by the way that answers it fastest. */
export async function rankShops(db: Db, q: TSearchShopsQuery): Promise<RankedShops> {
  const terms = keywordTerms(q.keyword ?? '');
  if (q.lng !== undefined && q.lat !== undefined)
    return rankNear(db, q, { lng: q.lng, lat: q.lat });
  const [only] = terms;
  if (terms.length === 1 && only !== undefined && Array.from(only).length >= 2)
    return rankByGrams(db, q, only);
  if (terms.length > 1 && terms.some((term) => Array.from(term).length >= 2))
    return rankByTiers(db, q, terms);
  return rankByScore(db, q);
}
