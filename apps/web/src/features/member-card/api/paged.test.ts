import { calls } from '@haoyue/contracts';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchMemberCardPage, MEMBER_CARD_PER_PAGE } from './paged';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('fetchMemberCardPage', () => {
  it("asks for the page, 50 rows, keeping the tab's query, and answers the whole body", async () => {
    const body = { data: [], meta: { page: 2, perPage: MEMBER_CARD_PER_PAGE, total: 60 } };
    const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) =>
      Response.json(body, { status: 200 }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const answer = await fetchMemberCardPage(
      calls.myItem.listMyCoupons,
      { params: { id: 5 }, query: { redeemed: 'false', expired: 'false' } },
      2,
      new AbortController().signal,
    );
    expect(answer).toEqual(body);
    const url = new URL(fetchMock.mock.calls[0]![0], 'http://localhost');
    expect(url.pathname).toBe('/v1/me/customers/5/coupons');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      redeemed: 'false',
      expired: 'false',
      page: '2',
      perPage: '50',
    });
  });
});
