import type { Paged } from '../../../lib/http';

/** The next page of a list, if its last page was not the end. */
export function nextPageOf({ meta }: Paged<unknown>): number | undefined {
  return meta.page * meta.perPage < meta.total ? meta.page + 1 : undefined;
}

/** Rows per page of the member card's lists (spec §9: customer orders and coupons, 50). */
export const MEMBER_CARD_PER_PAGE = 50;
