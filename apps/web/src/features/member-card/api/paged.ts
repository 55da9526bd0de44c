import type { WebCall, WebCallRequest } from '@haoyue/contracts';
import { apiCall } from '../../../lib/http';

/** Rows per page of the member card's lists (spec §9: customer orders and coupons, 50). */
export const MEMBER_CARD_PER_PAGE = 50;

/**
 * Fetches page `page` of a member card list ({@link MEMBER_CARD_PER_PAGE} rows): the call's
 * request (params, a tab's query) with the page added, for usePagedQuery's `fetchPage`.
 */
export function fetchMemberCardPage<W extends WebCall>(
  call: W,
  request: WebCallRequest<W>,
  page: number,
  signal: AbortSignal,
) {
  const { query } = request as { query?: object };
  const paged = { ...request, query: { ...query, page, perPage: MEMBER_CARD_PER_PAGE } };
  return apiCall(call, paged as WebCallRequest<W>, { signal });
}
