import type { WebCall, WebCallRequest, WebCallResult } from '@haoyue/contracts';
import type { QueryKey } from '@tanstack/react-query';
import { usePagedQuery } from '../../../lib/api-query';
import { apiCall, type Paged } from '../../../lib/http';

/** Rows per page of the member card's lists (spec §9: customer orders and coupons, 50). */
export const MEMBER_CARD_PER_PAGE = 50;

/** A row of a paged call's answer. */
type RowOf<W> = WebCallResult<W> extends Paged<infer T> ? T : never;

/**
 * Fetches page `page` of a member card list ({@link MEMBER_CARD_PER_PAGE} rows): the call's
 * request (params, a tab's query) with the page added.
 */
export function fetchMemberCardPage<W extends WebCall>(
  call: W,
  request: WebCallRequest<W>,
  page: number,
  signal: AbortSignal,
): Promise<Paged<RowOf<W>>> {
  const { query } = request as { query?: object };
  const paged = { ...request, query: { ...query, page, perPage: MEMBER_CARD_PER_PAGE } };
  return apiCall(call, paged as WebCallRequest<W>, { signal }) as Promise<Paged<RowOf<W>>>;
}

/**
 * A member card list read 50 at a time (「載入更多」) under `queryKey`: the call's request with
 * each page added; fetched only while `enabled`.
 */
export function useMemberCardPages<W extends WebCall>(
  queryKey: QueryKey,
  call: W,
  request: WebCallRequest<W>,
  enabled = true,
) {
  return usePagedQuery({
    queryKey,
    fetchPage: (page, signal) => fetchMemberCardPage(call, request, page, signal),
    enabled,
  });
}
